import {
  CASINO_TOKEN_HEADER,
  type TCasinoLaunch,
  type TCrashBetRequest,
  type TCrashRoundsPage,
  type TCrashState,
  type TOriginalsPlayRequest,
  type TOriginalsRound,
  type TOriginalsSession,
  type TRotateSeedAnswer,
  type TSeedPair,
} from '@placar/contract';
import { api } from '../../../lib/api/client';
import { withNewIdempotencyKey } from '../../../lib/api/idempotency';

/** POST /api/Casino/Launch: a launch token for real money (signed in) or free play. */
export function launchGame(gameId: string, mode: 'real' | 'free') {
  return api.post<TCasinoLaunch>('/api/Casino/Launch', { gameId, mode });
}

/**
 * The calls of a Placar Original, bound to its launch token (sent as x-casino-token). Each call that
 * moves money is one user action: it carries a key of its own (Idempotency-Key), so the http client
 * may retry it after a lost answer and the server plays it once.
 */
export function originalsClient(token: string) {
  const headers = { [CASINO_TOKEN_HEADER]: token };
  const once = () => withNewIdempotencyKey(headers);
  const base = '/api/Casino/Originals';
  return {
    session: () => api.get<TOriginalsSession>(`${base}/Session`, { headers }),
    seeds: () => api.get<TSeedPair>(`${base}/Seeds`, { headers }),
    setClientSeed: (clientSeed: string) =>
      api.put<TSeedPair>(`${base}/Seeds/ClientSeed`, { clientSeed }, { headers }),
    rotate: (clientSeed?: string) =>
      api.post<TRotateSeedAnswer>(`${base}/Seeds/Rotate`, clientSeed ? { clientSeed } : {}, { headers }),
    play: (body: TOriginalsPlayRequest) => api.post<TOriginalsRound>(`${base}/Play`, body, once()),
    minesStart: (amount: number, mines: number) =>
      api.post<TOriginalsRound>(`${base}/mines/Start`, { amount, mines }, once()),
    minesReveal: (roundId: number, tile: number) =>
      api.post<TOriginalsRound>(`${base}/mines/Reveal`, { roundId, tile }, once()),
    minesCashout: (roundId: number) =>
      api.post<TOriginalsRound>(`${base}/mines/Cashout`, { roundId }, once()),
    blackjackStart: (amount: number) =>
      api.post<TOriginalsRound>(`${base}/blackjack/Start`, { amount }, once()),
    blackjackAction: (roundId: number, action: 'hit' | 'stand' | 'double' | 'split') =>
      api.post<TOriginalsRound>(`${base}/blackjack/Action`, { roundId, action }, once()),
    active: (gameId: 'mines' | 'blackjack') =>
      api.get<TOriginalsRound | null>(`${base}/${gameId}/Active`, { headers }),
    crashState: () => api.get<TCrashState>(`${base}/crash/State`, { headers }),
    crashBet: (body: TCrashBetRequest) =>
      api.post<{ betId: number; roundId: number; balance: number }>(`${base}/crash/Bet`, body, once()),
    crashCashout: () => api.post<{ multiplier: number; win: number }>(`${base}/crash/Cashout`, {}, once()),
    /** The crashed rounds, newest first (public: no token needed). */
    crashRounds: (pageNumber: number, pageSize: number) =>
      api.get<TCrashRoundsPage>(`${base}/crash/Rounds?pageNumber=${pageNumber}&pageSize=${pageSize}`),
  };
}
export type OriginalsClient = ReturnType<typeof originalsClient>;
