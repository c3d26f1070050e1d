import type { QueryExecutorProvider } from 'kysely';
import type { Platform } from '../../platform/context';
import { readSystemAccountBalances, readUserAccountBalances } from './balances.repository';

/** A user's balances in centavos, by account. */
export type UserBalances = { real: number; bonus: number; withdrawalReserve: number; betsInPlay: number };

export async function getUserBalances(
  platform: Platform,
  userId: number,
  options: { trx?: QueryExecutorProvider } = {},
): Promise<UserBalances> {
  const rows = await readUserAccountBalances(options.trx ?? platform.db, userId);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return {
    real: of('user_real'),
    bonus: of('user_bonus'),
    withdrawalReserve: of('withdrawal_reserve'),
    betsInPlay: of('bets_in_play'),
  };
}

/** The system accounts' balances in centavos (the sum of each one's shards). */
export async function getSystemBalances(platform: Platform): Promise<Record<string, number>> {
  const rows = await readSystemAccountBalances(platform.db);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance)]));
}
