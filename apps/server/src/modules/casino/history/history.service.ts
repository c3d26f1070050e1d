import {
  CASINO_PROVIDERS,
  centavosToReais,
  type TCasinoHistoryPage,
  type TCasinoHistoryQuery,
  type TCasinoRound,
  type TCasinoRoundDetail,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { gameById } from '../lobby/catalogue';
import {
  type RoundRow as Row,
  selectCrashFairness,
  selectHistoryPage,
  selectRoundDetail,
  selectRoundTransactions,
} from './history.repository';

const toRound = (r: Row): TCasinoRound => ({
  id: Number(r.id),
  gameId: r.game_id,
  gameName: gameById(r.game_id)?.name ?? r.game_id,
  providerId: r.provider_id,
  providerName: CASINO_PROVIDERS.find((p) => p.id === r.provider_id)?.name ?? String(r.provider_id),
  bet: centavosToReais(Number(r.bet)),
  win: centavosToReais(Number(r.win)),
  refunded: centavosToReais(Number(r.refunded)),
  status: r.status,
  startedAt: new Date(r.created_at).toISOString(),
  closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
  multiplier: r.multiplier === null ? null : Number(r.multiplier),
});

/** The player's casino rounds, newest first (dates are UTC days, inclusive). */
export async function casinoHistory(
  platform: Platform,
  userId: number,
  q: TCasinoHistoryQuery,
): Promise<TCasinoHistoryPage> {
  const { rows, total } = await selectHistoryPage(platform.db, userId, q);
  return {
    items: rows.map(toRound),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    total,
  };
}

/**
 * Recall of one round: its movements, outcome and fairness data. Open multi-step rounds show no
 * outcome (the mines layout stays secret); the server seed shows once its pair was rotated.
 */
export async function casinoRoundDetail(
  platform: Platform,
  userId: number,
  roundId: number,
): Promise<TCasinoRoundDetail> {
  const row = await selectRoundDetail(platform.db, userId, roundId);
  if (!row) throw new AppError('ROUND_NOT_FOUND');
  const txs = await selectRoundTransactions(platform.db, roundId);
  const crash = row.game_id === 'crash' ? await crashFairness(platform, roundId) : undefined;
  const fairness = crash
    ? { ...crash, params: row.params }
    : row.server_seed_hash
      ? {
          serverSeedHash: row.server_seed_hash,
          serverSeed: row.active ? null : row.server_seed,
          clientSeed: row.client_seed as string,
          nonce: Number(row.nonce),
          params: row.params,
        }
      : null;
  return {
    ...toRound(row),
    outcome: row.status === 'open' ? null : (row.outcome ?? null),
    fairness,
    transactions: txs.map((t) => ({
      type: t.type,
      amount: centavosToReais(Number(t.amount)),
      reference: t.reference,
      createdAt: new Date(t.created_at).toISOString(),
    })),
  };
}

/** A crash bet's fairness data: the chain seed (revealed once the round crashed), the salt and the anchor. */
async function crashFairness(platform: Platform, casinoRoundId: number) {
  const row = await selectCrashFairness(platform.db, casinoRoundId);
  if (!row) return undefined;
  return {
    serverSeedHash: row.seed_hash,
    serverSeed: row.phase === 'crashed' ? row.seed : null,
    clientSeed: row.salt,
    nonce: 0,
    chainAnchor: row.anchor,
    chainIndex: Number(row.chain_index),
  };
}
