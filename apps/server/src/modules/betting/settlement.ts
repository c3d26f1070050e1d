import { SELECTION_RESULT, type TFeedSettlementPayload, TICKET_STATUS } from '@placar/contract';
import { type Kysely, sql } from 'kysely';
import type { Platform } from '../../platform/context';
import { accounts, getUserBalances, publishBalanceChanges, type TransferResult } from '../wallet';
import type { BettingTables, TicketRow } from './betting.tables';
import { restoreFreeBet } from './free-bets';
import { move, payoutLines } from './money';
import { publishTicketChange } from './publish';
import { ticketOutcome } from './ticket-payout';

type BDb = Kysely<BettingTables>;
const db = (platform: Platform) => platform.db.withTables<BettingTables>();

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
  const outcomes = await db(platform)
    .transaction()
    .execute(async (trx) => {
      const fresh = await trx
        .insertInto('bet_settlement_messages')
        .values({ message_id: p.messageId })
        .onConflict((oc) => oc.column('message_id').doNothing())
        .returning('message_id')
        .executeTakeFirst();
      if (!fresh) return [] as Outcome[];
      const touched = await updateLegs(trx, p);
      const out: Outcome[] = [];
      for (const ticketId of [...touched].sort((a, b) => a - b)) {
        const t = await trx
          .selectFrom('bet_tickets')
          .selectAll()
          .where('id', '=', ticketId)
          .forUpdate()
          .executeTakeFirst();
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
    const t = await db(platform)
      .selectFrom('bet_tickets')
      .selectAll()
      .where('id', '=', ticketId)
      .executeTakeFirst();
    const legs = await db(platform)
      .selectFrom('bet_legs')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .orderBy('idx')
      .execute();
    if (t) publishTicketChange(platform, t as TicketRow, legs, change);
  }
}

/** Updates the legs a message names; answers the tickets touched. */
async function updateLegs(trx: BDb, p: TFeedSettlementPayload): Promise<Set<number>> {
  const touched = new Set<number>();
  const add = (rows: { ticket_id: number }[]) => {
    for (const r of rows) touched.add(Number(r.ticket_id));
  };
  const now = new Date();
  const markets = p.markets.length > 0 ? p.markets : [undefined];
  for (const m of markets) {
    let base = trx.updateTable('bet_legs').where('match_id', '=', p.matchId);
    if (m) base = base.where('market_id', '=', m.marketId).where('specifiers', '=', m.specifiers);
    if (p.kind === 'settle' && m) {
      for (const o of m.outcomes) {
        add(
          await base
            .set({
              result: o.result,
              void_factor: o.voidFactor,
              dead_heat_factor: o.deadHeatFactor === 1 ? null : o.deadHeatFactor,
              settled_at: now,
            })
            .where('outcome_id', '=', o.outcomeId)
            .where('result', 'is', null)
            .returning('ticket_id')
            .execute(),
        );
      }
    } else if (p.kind === 'cancel') {
      const outcomeIds = m?.outcomes.map((o) => o.outcomeId) ?? [];
      let q = base
        .set({ result: SELECTION_RESULT.Canceled, void_factor: 1, dead_heat_factor: null, settled_at: now })
        .where('result', 'is', null)
        .where(
          'ticket_id',
          'in',
          trx
            .selectFrom('bet_tickets')
            .select('id')
            .where('created_at', '>=', new Date(p.startTime ?? 0))
            .where('created_at', '<=', new Date(p.endTime ?? 8.64e15)),
        );
      if (outcomeIds.length > 0) q = q.where('outcome_id', 'in', outcomeIds);
      add(await q.returning('ticket_id').execute());
    } else {
      const results =
        p.kind === 'rollback-cancel'
          ? [SELECTION_RESULT.Canceled]
          : [SELECTION_RESULT.Lost, SELECTION_RESULT.Win];
      add(
        await base
          .set({ result: null, void_factor: null, dead_heat_factor: null, settled_at: null })
          .where('result', 'in', results)
          .returning('ticket_id')
          .execute(),
      );
    }
  }
  return touched;
}

/** Pays a ticket whose every unit is decided; false when it is still open or already settled. */
export async function settleIfDecided(
  platform: Platform,
  trx: BDb,
  ticketId: number,
  moved: TransferResult[],
) {
  const t = await trx.selectFrom('bet_tickets').selectAll().where('id', '=', ticketId).executeTakeFirst();
  if (t?.status !== TICKET_STATUS.Accepted || t.bet_state !== 'open') return false;
  const legs = await trx.selectFrom('bet_legs').selectAll().where('ticket_id', '=', ticketId).execute();
  const outcome = ticketOutcome(t.stake, legs);
  if (!outcome) return false;
  const { paid, lines } = payoutLines(t, outcome.payout, outcome.fullyVoid);
  const r = await move(platform, trx, t, `bet-settle:${t.id}:${t.settle_version}`, 'bet_settled', lines, {
    payout: outcome.payout,
  });
  if (r) moved.push(r);
  if (t.free_bet_id && outcome.fullyVoid) await restoreFreeBet(trx, t.free_bet_id);
  const state = outcome.fullyVoid ? 'void' : outcome.payout === 0 ? 'lost' : 'won';
  await trx
    .updateTable('bet_tickets')
    .set({
      bet_state: state,
      payout: paid,
      refund: outcome.fullyVoid ? t.stake : 0,
      settled_at: new Date(),
    })
    .where('id', '=', ticketId)
    .execute();
  return true;
}

/**
 * Reverses a settled ticket's payout through the ledger (key per settlement version) and reopens it.
 * When the winnings were already spent, what the wallet holds is taken back and the house bears the rest.
 */
async function unsettle(platform: Platform, trx: BDb, t: TicketRow, moved: TransferResult[]) {
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
  if (t.free_bet_id && t.bet_state === 'void') {
    await trx
      .updateTable('bet_free_bets')
      .set({ status: 'Used', ticket_id: t.id })
      .where('id', '=', t.free_bet_id)
      .execute();
  }
  await trx
    .updateTable('bet_tickets')
    .set({
      bet_state: 'open',
      payout: 0,
      refund: 0,
      settled_at: null,
      settle_version: sql`settle_version + 1`,
    })
    .where('id', '=', t.id)
    .execute();
}
