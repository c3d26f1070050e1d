import { type QueryExecutorProvider, sql } from 'kysely';
import type { Platform } from '../../platform/context';

/** A user's balances in centavos, by account. */
export type UserBalances = { real: number; bonus: number; withdrawalReserve: number; betsInPlay: number };

export async function getUserBalances(
  platform: Platform,
  userId: number,
  options: { trx?: QueryExecutorProvider } = {},
): Promise<UserBalances> {
  const rows = await sql<{ kind: string; balance: number }>`
    select kind, balance from ledger_accounts where user_id = ${userId}`.execute(options.trx ?? platform.db);
  const of = (kind: string) => rows.rows.find((r) => r.kind === kind)?.balance ?? 0;
  return {
    real: of('user_real'),
    bonus: of('user_bonus'),
    withdrawalReserve: of('withdrawal_reserve'),
    betsInPlay: of('bets_in_play'),
  };
}

/** The system accounts' balances in centavos (the sum of each one's shards). */
export async function getSystemBalances(platform: Platform): Promise<Record<string, number>> {
  const rows = await sql<{ kind: string; balance: number }>`
    select kind, sum(balance)::bigint as balance from ledger_accounts where user_id = 0 group by kind`.execute(
    platform.db,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.balance)]));
}
