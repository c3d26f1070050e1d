import { z } from 'zod';
import { defineRoute } from '../route';
import { CASINO_PAGE_SIZE } from './constants';
import {
  ZCasinoGameIdParams,
  ZCasinoHistoryPage,
  ZCasinoHistoryQuery,
  ZCasinoRoundDetail,
  ZCasinoRoundIdParams,
} from './history';
import { ZCasinoLaunch, ZCasinoLaunchRequest } from './launch';
import {
  ZCasinoCategoryInfo,
  ZCasinoFavoriteAnswer,
  ZCasinoGame,
  ZCasinoGameDetail,
  ZCasinoGamesPage,
  ZCasinoGamesQuery,
  ZCasinoLobby,
  ZCasinoProvider,
  ZCasinoSearchQuery,
} from './lobby';

const tags = ['casino'] as const;
/** The lobby closes in maintenance (503), and answers 404 while the casino feature is off. */
const OPEN = ['MAINTENANCE', 'NOT_FOUND'] as const;

const favorite = <const M extends 'PUT' | 'DELETE'>(method: M, summary: string) =>
  defineRoute({
    method,
    path: '/api/Casino/Favorites/:gameId',
    summary,
    tags,
    auth: 'bearer',
    params: ZCasinoGameIdParams,
    answer: ZCasinoFavoriteAnswer,
    errors: ['GAME_NOT_FOUND'],
  });

/** Lobby, favourites, history and launch (the lobby's calls show the signed-in player's favourites). */
export const casinoApi = {
  lobby: defineRoute({
    method: 'GET',
    path: '/api/Casino/Lobby',
    summary: 'Casino lobby: filters, categories, providers, rails, top',
    tags,
    auth: 'optionalBearer',
    answer: ZCasinoLobby,
    errors: OPEN,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/Casino/Categories',
    summary: 'Categories with their type (1-12) and game counts',
    tags,
    auth: 'optionalBearer',
    answer: z.array(ZCasinoCategoryInfo),
    errors: OPEN,
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/api/Casino/Providers',
    summary: 'Game providers (ids and slugs)',
    tags,
    auth: 'public',
    answer: z.array(ZCasinoProvider),
    errors: OPEN,
  }),
  games: defineRoute({
    method: 'GET',
    path: '/api/Casino/Games',
    summary: `Games by category, filter or provider (page ${CASINO_PAGE_SIZE.category})`,
    tags,
    auth: 'optionalBearer',
    query: ZCasinoGamesQuery,
    answer: ZCasinoGamesPage,
    errors: OPEN,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/Casino/Games/Search',
    summary: `Search games (page ${CASINO_PAGE_SIZE.search})`,
    tags,
    auth: 'optionalBearer',
    query: ZCasinoSearchQuery,
    answer: ZCasinoGamesPage,
    errors: OPEN,
  }),
  game: defineRoute({
    method: 'GET',
    path: '/api/Casino/Games/:gameId',
    summary: 'One game with its rules',
    tags,
    auth: 'optionalBearer',
    params: ZCasinoGameIdParams,
    answer: ZCasinoGameDetail,
    errors: [...OPEN, 'GAME_NOT_FOUND'],
  }),
  favorites: defineRoute({
    method: 'GET',
    path: '/api/Casino/Favorites',
    summary: 'The player’s favourite games',
    tags,
    auth: 'bearer',
    answer: z.array(ZCasinoGame),
  }),
  addFavorite: favorite('PUT', 'Add a favourite (idempotent)'),
  removeFavorite: favorite('DELETE', 'Remove a favourite (idempotent)'),
  history: defineRoute({
    method: 'GET',
    path: '/api/Casino/History',
    summary: `Casino rounds (page ${CASINO_PAGE_SIZE.history})`,
    tags,
    auth: 'bearer',
    query: ZCasinoHistoryQuery,
    answer: ZCasinoHistoryPage,
  }),
  round: defineRoute({
    method: 'GET',
    path: '/api/Casino/History/:roundId',
    summary: 'Recall of one round: outcome and fairness data',
    tags,
    auth: 'bearer',
    params: ZCasinoRoundIdParams,
    answer: ZCasinoRoundDetail,
    errors: ['ROUND_NOT_FOUND'],
  }),
  launch: defineRoute({
    method: 'POST',
    path: '/api/Casino/Launch',
    summary: 'Launch a game: real money (signed in, launch rules) or free play',
    tags,
    auth: 'optionalBearer',
    body: ZCasinoLaunchRequest,
    answer: ZCasinoLaunch,
    errors: [
      'GAME_NOT_FOUND',
      'GAME_IN_MAINTENANCE',
      'LAUNCH_ORIGIN_NOT_ALLOWED',
      'RESPONSABLE_GAME_BREAK_TIME',
      'USER_HAS_NOT_VALIDATED_DOCS',
      'USER_HAS_NOT_MIGRATED',
      'WALLET_ABOVE_LIMITS',
    ],
  }),
} as const;
