import { TICKET_STATUS } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { publishBalanceChanges, type TransferResult } from '../wallet';
import { bettingSettings } from './betting.config';
import type { LegRow, TicketRow } from './betting.tables';
import { restoreFreeBet } from './free-bets.repository';
import { move, stakeLines } from './money';
import { publishTicketChange } from './publish';
import { checkSelection, isReject, type Reject } from './selection-check';
import {
  acceptTicket,
  bettingDb,
  dueTicketIds,
  findTicket,
  inBettingTransaction,
  lockTicket,
  rejectTicket,
  ticketLegs,
} from './tickets.repository';

/** Checks a live ticket again once its delay is over (a timer; TicketStatus polls do it too). */
export function scheduleLiveCheck(platform: Platform, ticketId: number, delayMs: number) {
  const timer = setTimeout(() => {
    processDueTicket(platform, ticketId).catch((err) =>
      platform.log.error({ err, ticketId }, 'betting: live delay check failed'),
    );
  }, delayMs + 5);
  timer.unref();
}

/** Every pending ticket whose delay is over (after a restart, and periodically). */
export async function processDuePending(platform: Platform) {
  const now = new Date(bettingSettings(platform).clock());
  const due = await dueTicketIds(bettingDb(platform), now);
  for (const t of due) await processDueTicket(platform, t.id);
}

async function recheck(platform: Platform, ticket: TicketRow, legs: LegRow[]): Promise<Reject | undefined> {
  for (const leg of legs) {
    const r = await checkSelection(
      platform,
      {
        eventId: leg.match_id,
        marketId: leg.market_id,
        specifiers: leg.specifiers,
        outcomeId: leg.outcome_id,
        outcomeValueDecimal: leg.odds,
      },
      leg.idx,
      leg.group_idx === null ? ticket.odds_change_type : 2,
    );
    if (isReject(r)) return r;
  }
  return undefined;
}

/**
 * Accepts or rejects a pending live ticket whose delay is over: every leg's market still active and its
 * odds within the ticket's oddsChangeType (the accepted odds stay those of placement). A rejected ticket
 * gets its stake back through the ledger (a free bet becomes available again).
 */
export async function processDueTicket(platform: Platform, ticketId: number): Promise<void> {
  const now = bettingSettings(platform).clock();
  const head = await findTicket(bettingDb(platform), ticketId);
  if (head?.status !== TICKET_STATUS.Pending || !head.accept_after || head.accept_after.getTime() > now)
    return;
  const legs = await ticketLegs(bettingDb(platform), ticketId);
  const reject = await recheck(platform, head as TicketRow, legs);
  let moved: TransferResult | undefined;
  const updated = await inBettingTransaction(platform, async (trx) => {
    const t = await lockTicket(trx, ticketId);
    if (t?.status !== TICKET_STATUS.Pending) return undefined;
    if (!reject) return acceptTicket(trx, ticketId, new Date(now));
    const back = stakeLines(t).map((l) => ({ account: l.account, amount: -l.amount }));
    moved = await move(platform, trx, t, `bet-reject:${t.id}`, 'bet_cancelled', back, {
      reason: reject.code,
    });
    if (t.free_bet_id) await restoreFreeBet(trx, t.free_bet_id);
    return rejectTicket(trx, ticketId, reject);
  });
  if (!updated) return;
  if (moved) publishBalanceChanges(platform, moved);
  publishTicketChange(platform, updated as TicketRow, legs, reject ? 'rejected' : 'accepted');
}
