import type { Kysely } from 'kysely';
import type { Platform } from '../../platform/context';
import { accounts, type TransferLine, type TransferResult, transfer } from '../wallet';
import type { BettingTables } from './betting.tables';

type BDb = Kysely<BettingTables>;
type Ticket = { id: number; user_id: number; stake: number; free_bet_id: number | null };

/**
 * Every money movement of a ticket goes through the wallet's ledger, inside the betting transaction,
 * with an idempotency key naming the ticket (and its settlement version): a replay moves nothing.
 *   placed:   wallet (or the promotions account for a free bet) → bets in play
 *   settled:  bets in play → wallet (payout; a free bet pays only its winnings) and house (the rest)
 *   refunded: bets in play → wallet, or back to promotions for a free bet (rejected after the live delay)
 *   cashout:  bets in play → wallet (offer) and house (the rest)
 *   rollback: the exact reverse of the settlement lines
 */
export function stakeLines(t: Ticket): TransferLine[] {
  const from = t.free_bet_id ? accounts.promotions : accounts.real(t.user_id);
  return [
    { account: from, amount: -t.stake },
    { account: accounts.betsInPlay(t.user_id), amount: t.stake },
  ];
}

/** What a settled payout moves: the user gets `paid` (for a free bet: winnings only). */
export function payoutLines(t: Ticket, payoutCentavos: number, fullyVoid: boolean) {
  const user = accounts.real(t.user_id);
  const inPlay = accounts.betsInPlay(t.user_id);
  if (t.free_bet_id) {
    if (fullyVoid) {
      return {
        paid: 0,
        lines: [
          { account: inPlay, amount: -t.stake },
          { account: accounts.promotions, amount: t.stake },
        ],
      };
    }
    const paid = Math.max(0, payoutCentavos - t.stake);
    return {
      paid,
      lines: [
        { account: inPlay, amount: -t.stake },
        { account: user, amount: paid },
        { account: accounts.house, amount: t.stake - paid },
      ],
    };
  }
  return {
    paid: payoutCentavos,
    lines: [
      { account: inPlay, amount: -t.stake },
      { account: user, amount: payoutCentavos },
      { account: accounts.house, amount: t.stake - payoutCentavos },
    ],
  };
}

export function move(
  platform: Platform,
  trx: BDb,
  t: Ticket,
  key: string,
  kind: 'bet_placed' | 'bet_settled' | 'bet_cancelled' | 'bet_rollback',
  lines: TransferLine[],
  metadata: Record<string, unknown> = {},
): Promise<TransferResult | undefined> {
  const nonZero = lines.filter((l) => l.amount !== 0);
  if (nonZero.length < 2) return Promise.resolve(undefined);
  return transfer(
    platform,
    { idempotencyKey: key, kind, userId: t.user_id, reference: `bet:${t.id}`, metadata, lines: nonZero },
    { trx },
  );
}
