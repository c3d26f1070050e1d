import { type TFeedSettlementPayload, TICKET_STATUS } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { accounts, getUserBalances, publishBalanceChanges, type TransferResult } from '../wallet';
import type { TicketRow } from './betting.tables';
import { markFreeBetUsed, restoreFreeBet } from './free-bets.repository';
import { move, payoutLines } from './money';
import { publishTicketChange } from './publish';
import {
  closeSettledTicket,
  recordSettlementMessage,
  reopenTicket,
  settlementLegs,
  updateLegs,
} from './settlement.repository';
import { ticketOutcome } from './ticket-payout';
import {
  type BettingDb,
  bettingDb,
  findTicket,
  inBettingTransaction,
  lockTicket,
  ticketLegs,
} from './tickets.repository';

/** Applies feed settlement messages one after another (the order of the bus). */
export function enqueueSettlement(platform: Platform, payload: TFeedSettlementPayload): Promise<void> {
  return enqueueSettlementWork(platform, () => applySettlement(platform, payload), {
    messageId: payload.messageId,
  });
}

/**
 * Runs settlement work after what this node has queued already (bus messages, sweeps), one at a time:
 * a failure is logged and the queue goes on.
 */
export function enqueueSettlementWork(
  platform: Platform,
  work: () => Promise<unknown>,
  context: Record<string, unknown>,
): Promise<void> {
  const state = platform.modules.betting;
  const next = state.settlementTail
    .then(work)
    .then(() => undefined)
    .catch((err) => platform.log.error({ err, ...context }, 'betting: settlement failed'));
  state.settlementTail = next;
  return next;
}

/** Waits for the settlements already queued (tests). */
export function settlementsIdle(platform: Platform): Promise<unknown> {
  return platform.modules.betting.settlementTail;
}

type Outcome = { ticketId: number; change: 'settled' | 'rollback' | 'cancelled' };

/**
 * One feed settlement message, exactly once (its messageId is recorded in the same transaction):
 * legs settled (won, lost, half won/lost by voidFactor, dead heat), canceled (bet_cancel: bets placed
 * within the window are void) or reopened (rollbacks). Tickets whose last unit is decided are paid
 * through the ledger (idempotency key per ticket and settlement version); a rollback of a paid ticket
 * reverses its payout first.
 */
export async function applySettlement(platform: Platform, p: TFeedSettlementPayload): Promise<void> {
  const moved: TransferResult[] = [];
  const outcomes = await inBettingTransaction(platform, async (trx) => {
    if (!(await recordSettlementMessage(trx, p.messageId))) return [] as Outcome[];
    const touched = await updateLegs(trx, p);
    const out: Outcome[] = [];
    for (const ticketId of [...touched].sort((a, b) => a - b)) {
      const t = await lockTicket(trx, ticketId);
      if (t?.status !== TICKET_STATUS.Accepted) continue;
      if (p.kind.startsWith('rollback') && ['won', 'lost', 'void'].includes(t.bet_state)) {
        await unsettle(platform, trx, t as TicketRow, moved);
        out.push({ ticketId, change: 'rollback' });
      }
      if (await settleIfDecided(platform, trx, ticketId, moved))
        out.push({ ticketId, change: p.kind === 'cancel' ? 'cancelled' : 'settled' });
    }
    return out;
  });
  for (const m of moved) publishBalanceChanges(platform, m);
  await publishChanges(platform, outcomes);
}

async function publishChanges(platform: Platform, outcomes: Outcome[]) {
  const last = new Map(outcomes.map((o) => [o.ticketId, o.change]));
  for (const [ticketId, change] of last) {
    const t = await findTicket(bettingDb(platform), ticketId);
    const legs = await ticketLegs(bettingDb(platform), ticketId);
    if (t) publishTicketChange(platform, t as TicketRow, legs, change);
  }
}

/** Pays a ticket whose every unit is decided; false when it is still open or already settled. */
export async function settleIfDecided(
  platform: Platform,
  trx: BettingDb,
  ticketId: number,
  moved: TransferResult[],
) {
  const t = await findTicket(trx, ticketId);
  if (t?.status !== TICKET_STATUS.Accepted || t.bet_state !== 'open') return false;
  const legs = await settlementLegs(trx, ticketId);
  const outcome = ticketOutcome(t.stake, legs);
  if (!outcome) return false;
  const { paid, lines } = payoutLines(t, outcome.payout, outcome.fullyVoid);
  const r = await move(platform, trx, t, `bet-settle:${t.id}:${t.settle_version}`, 'bet_settled', lines, {
    payout: outcome.payout,
  });
  if (r) moved.push(r);
  if (t.free_bet_id && outcome.fullyVoid) await restoreFreeBet(trx, t.free_bet_id);
  const state = outcome.fullyVoid ? 'void' : outcome.payout === 0 ? 'lost' : 'won';
  await closeSettledTicket(trx, ticketId, {
    bet_state: state,
    payout: paid,
    refund: outcome.fullyVoid ? t.stake : 0,
  });
  return true;
}

/**
 * Reverses a settled ticket's payout through the ledger (key per settlement version) and reopens it.
 * When the winnings were already spent, what the wallet holds is taken back and the house bears the rest.
 */
async function unsettle(platform: Platform, trx: BettingDb, t: TicketRow, moved: TransferResult[]) {
  const counter = t.free_bet_id && t.bet_state === 'void' ? accounts.promotions : accounts.house;
  const balance = (await getUserBalances(platform, t.user_id, { trx })).real;
  const back = Math.min(t.payout, balance);
  const r = await move(
    platform,
    trx,
    t,
    `bet-rollback:${t.id}:${t.settle_version}`,
    'bet_rollback',
    [
      { account: accounts.betsInPlay(t.user_id), amount: t.stake },
      { account: accounts.real(t.user_id), amount: -back },
      { account: counter, amount: back - t.stake },
    ],
    { shortfall: t.payout - back },
  );
  if (r) moved.push(r);
  if (t.free_bet_id && t.bet_state === 'void') await markFreeBetUsed(trx, t.free_bet_id, t.id);
  await reopenTicket(trx, t.id);
}
