import {
  CASINO_PROVIDERS,
  centavosToReais,
  type TCasinoHistoryPage,
  type TCasinoHistoryQuery,
  type TCasinoRound,
  type TCasinoRoundDetail,
} from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { gameById } from '../lobby/catalogue';

type Row = {
  id: number;
  game_id: string;
  provider_id: number;
  bet: number;
  win: number;
  refunded: number;
  status: 'open' | 'closed' | 'refunded';
  created_at: Date;
  closed_at: Date | null;
  multiplier: number | null;
};

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
  const where = sql.join(
    [
      sql`user_id = ${userId}`,
      ...(q.initialDate ? [sql`created_at >= ${q.initialDate}::date`] : []),
      ...(q.finalDate ? [sql`created_at < ${q.finalDate}::date + 1`] : []),
      ...(q.gameId ? [sql`game_id = ${q.gameId}`] : []),
    ],
    sql` and `,
  );
  const [rows, count] = await Promise.all([
    sql<Row>`select id, game_id, provider_id, bet, win, refunded, status, created_at, closed_at, multiplier
      from casino_rounds where ${where} order by created_at desc, id desc
      limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`.execute(platform.db),
    sql<{ n: number }>`select count(*)::int as n from casino_rounds where ${where}`.execute(platform.db),
  ]);
  return {
    items: rows.rows.map(toRound),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    total: Number(count.rows[0]?.n ?? 0),
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
  const r = await sql<
    Row & {
      outcome: unknown;
      params: unknown;
      nonce: number | null;
      server_seed: string | null;
      server_seed_hash: string | null;
      client_seed: string | null;
      active: boolean | null;
      crash_anchor: string | null;
      chain_index: number | null;
    }
  >`
    select r.id, r.game_id, r.provider_id, r.bet, r.win, r.refunded, r.status, r.created_at, r.closed_at, r.multiplier,
      r.outcome, r.params, r.nonce, p.server_seed, p.server_seed_hash, p.client_seed, p.active,
      null::text as crash_anchor, null::int as chain_index
    from casino_rounds r left join casino_seed_pairs p on p.id = r.seed_pair_id
    where r.id = ${roundId} and r.user_id = ${userId}`.execute(platform.db);
  const row = r.rows[0];
  if (!row) throw new AppError('ROUND_NOT_FOUND');
  const txs = await sql<{
    type: 'debit' | 'credit' | 'refund';
    amount: number;
    reference: string;
    created_at: Date;
  }>`
    select type, amount, reference, created_at from casino_transactions where round_id = ${roundId} order by id`.execute(
    platform.db,
  );
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
    transactions: txs.rows.map((t) => ({
      type: t.type,
      amount: centavosToReais(Number(t.amount)),
      reference: t.reference,
      createdAt: new Date(t.created_at).toISOString(),
    })),
  };
}

/** A crash bet's fairness data: the chain seed (revealed once the round crashed), the salt and the anchor. */
async function crashFairness(platform: Platform, casinoRoundId: number) {
  const r = await sql<{
    seed: string;
    seed_hash: string;
    phase: string;
    salt: string;
    anchor: string;
    chain_index: number;
  }>`
    select cr.seed, cr.seed_hash, cr.phase, c.salt, c.anchor, cr.chain_index
    from casino_crash_bets b join casino_crash_rounds cr on cr.id = b.crash_round_id
    join casino_crash_chains c on c.id = cr.chain_id where b.casino_round_id = ${casinoRoundId}`.execute(
    platform.db,
  );
  const row = r.rows[0];
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
