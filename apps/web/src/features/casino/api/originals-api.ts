import { CASINO_TOKEN_HEADER, type TCrashBetRequest, type TOriginalsPlayRequest } from '@placar/contract';
import { casinoApi, casinoCrashApi, casinoOriginalsApi } from '@placar/contract/routes.gen';
import { api } from '../../../lib/api/client';
import { withNewIdempotencyKey } from '../../../lib/api/idempotency';

/** POST /api/Casino/Launch: a launch token for real money (signed in) or free play. */
export function launchGame(gameId: string, mode: 'real' | 'free') {
  return api.call(casinoApi.launch, { body: { gameId, mode } });
}

/**
 * The calls of a Placar Original, bound to its launch token (sent as x-casino-token). Each call that
 * moves money is one user action: it carries a key of its own (Idempotency-Key), so the http client
 * may retry it after a lost answer and the server plays it once.
 */
export function originalsClient(token: string) {
  const headers = { [CASINO_TOKEN_HEADER]: token };
  const once = () => withNewIdempotencyKey(headers);
  const o = casinoOriginalsApi;
  return {
    session: () => api.call(o.session, {}, { headers }),
    seeds: () => api.call(o.seeds, {}, { headers }),
    setClientSeed: (clientSeed: string) => api.call(o.setClientSeed, { body: { clientSeed } }, { headers }),
    rotate: (clientSeed?: string) =>
      api.call(o.rotateSeed, { body: clientSeed ? { clientSeed } : {} }, { headers }),
    play: (body: TOriginalsPlayRequest) => api.call(o.play, { body }, once()),
    minesStart: (amount: number, mines: number) =>
      api.call(o.minesStart, { body: { amount, mines } }, once()),
    minesReveal: (roundId: number, tile: number) =>
      api.call(o.minesReveal, { body: { roundId, tile } }, once()),
    minesCashout: (roundId: number) => api.call(o.minesCashout, { body: { roundId } }, once()),
    blackjackStart: (amount: number) => api.call(o.blackjackStart, { body: { amount } }, once()),
    blackjackAction: (roundId: number, action: 'hit' | 'stand' | 'double' | 'split') =>
      api.call(o.blackjackAction, { body: { roundId, action } }, once()),
    active: (gameId: 'mines' | 'blackjack') => api.call(o.active, { params: { gameId } }, { headers }),
    crashState: () => api.call(casinoCrashApi.state, {}, { headers }),
    crashBet: (body: TCrashBetRequest) => api.call(casinoCrashApi.bet, { body }, once()),
    crashCashout: () => api.call(casinoCrashApi.cashout, {}, once()),
    /** The crashed rounds, newest first (public: no token needed). */
    crashRounds: (pageNumber: number, pageSize: number) =>
      api.call(casinoCrashApi.rounds, { query: { pageNumber, pageSize } }),
  };
}
export type OriginalsClient = ReturnType<typeof originalsClient>;
