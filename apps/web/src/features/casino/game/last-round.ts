import type { TCasinoHistoryPage, TCasinoRoundDetail } from '@placar/contract';
import { casinoApi } from '@placar/contract/routes.gen';
import { api } from '../../../lib/api/client';
import type { VerifyPrefill } from './verify-link';

/** The history calls the search needs (GET /api/Casino/History and /api/Casino/History/{roundId}). */
export type RoundLookup = {
  list(gameId: string): Promise<TCasinoHistoryPage>;
  detail(roundId: number): Promise<TCasinoRoundDetail>;
};

export const historyLookup: RoundLookup = {
  list: (gameId) => api.call(casinoApi.history, { query: { pageNumber: 1, pageSize: 3, gameId } }),
  detail: (roundId) => api.call(casinoApi.round, { params: { roundId } }),
};

/** How many of the game's newest rounds are looked at (an open round may come before the last closed one). */
const LOOK_AT = 3;

/**
 * The newest round of this game played with the seed pair just revealed, as the verification page's
 * prefill (game, round, nonce, params). The seed pair is shared by every Originals game, so "nonce − 1"
 * may be another game's round: never link to a nonce without the round it belongs to. Null when this
 * game has no round under that pair.
 */
export async function lastRoundPrefill(
  gameId: string,
  revealed: { serverSeed: string; serverSeedHash: string },
  lookup: RoundLookup,
): Promise<VerifyPrefill | null> {
  const page = await lookup.list(gameId);
  for (const round of page.items.filter((r) => r.gameId === gameId).slice(0, LOOK_AT)) {
    const d = await lookup.detail(round.id);
    const fair = d.fairness;
    if (d.gameId !== gameId || !fair || fair.serverSeedHash !== revealed.serverSeedHash) continue;
    return {
      gameId,
      serverSeed: revealed.serverSeed,
      serverSeedHash: fair.serverSeedHash,
      clientSeed: fair.clientSeed,
      nonce: fair.nonce,
      params: fair.params,
      roundId: d.id,
    };
  }
  return null;
}
