import type { QueryExecutorProvider } from 'kysely';
import type { Platform } from '../../platform/context';
import { readPlayTotalsRow } from './balances.repository';

/** Movements of play: stakes, payouts, refunds and rollbacks of bets and casino rounds. */
const PLAY_KINDS = [
  'bet_placed',
  'bet_settled',
  'bet_cancelled',
  'bet_rollback',
  'casino_debit',
  'casino_credit',
  'casino_refund',
] as const;

/** What a user's real wallet did in play (and took in by Pix) since a moment, in centavos. */
export type PlayTotals = {
  /** stakes minus refunded stakes */
  staked: number;
  /** everything play moved in or out of the real wallet (negative: a net loss) */
  net: number;
  /** Pix deposits credited */
  deposited: number;
};

/**
 * The user's play totals over several windows at once (one answer per `since`, in order), read from
 * the ledger: the entries of the real wallet in play movements and Pix deposits. Responsible gaming's loss and
 * bet-amount limits and the reality check read it. `trx` runs it inside the caller's transaction.
 */
export async function getPlayTotals(
  platform: Platform,
  userId: number,
  since: Date[],
  options: { trx?: QueryExecutorProvider } = {},
): Promise<PlayTotals[]> {
  if (since.length === 0) return [];
  const row = await readPlayTotalsRow(options.trx ?? platform.db, userId, since, [
    ...PLAY_KINDS,
    'pix_deposit',
  ]);
  return since.map((_, i) => ({
    staked: Number(row[`s${i}`] ?? 0),
    net: Number(row[`n${i}`] ?? 0),
    deposited: Number(row[`d${i}`] ?? 0),
  }));
}
