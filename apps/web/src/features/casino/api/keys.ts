import type { TCasinoCategory, TCasinoFilter } from '@placar/contract';

/** Query keys of the casino feature (one place, so invalidations match). */
export const casinoKeys = {
  all: ['casino'] as const,
  lobby: (userId: number | null) => ['casino', 'lobby', userId] as const,
  games: (
    userId: number | null,
    q: { category?: TCasinoCategory; filter?: TCasinoFilter; provider?: string; pageNumber: number },
  ) => ['casino', 'games', userId, q] as const,
  search: (userId: number | null, term: string, pageNumber: number) =>
    ['casino', 'search', userId, term, pageNumber] as const,
  game: (gameId: string, userId: number | null) => ['casino', 'game', gameId, userId] as const,
  favorites: (userId: number | null) => ['casino', 'favorites', userId] as const,
  history: (pageNumber: number) => ['casino', 'history', pageNumber] as const,
  round: (roundId: number) => ['casino', 'round', roundId] as const,
  crashRounds: ['casino', 'crash-rounds'] as const,
  launch: (gameId: string, mode: 'real' | 'free', userId: number | null) =>
    ['casino', 'launch', gameId, mode, userId] as const,
};
