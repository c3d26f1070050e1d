import { BET_TYPE, type TBetType } from '@placar/contract';
import { sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { publishBalanceChanges, type TransferResult } from '../wallet';
import { customBetModel, priceCustomBet } from './bet-builder';
import { bettingSettings, liveDelayFor } from './betting.config';
import type { BettingTables, LegRow, TicketRow } from './betting.tables';
import { consumeFreeBet, validateFreeBet } from './free-bets';
import { accumulatedStakes, userLimit } from './limits';
import { scheduleLiveCheck } from './live-delay';
import { checkLossLimit } from './loss-limit';
import { move, stakeLines } from './money';
import { publishTicketChange } from './publish';
import { type CheckedLeg, checkSelection, isReject, oddsAcceptable, type Reject } from './selection-check';
import { checkAccumulator, checkProvidersTwins } from './ticket-rules';

export type PlacementSelection = {
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: string;
  outcomeValueDecimal?: number | undefined;
  /** custom bets: index of the same-match group */
  group?: number;
};

export type Placement = {
  userId: number;
  connectionId: string;
  slipIndex: number;
  betType: TBetType;
  stakeCentavos: number;
  oddsChangeType: number;
  selections: PlacementSelection[];
  /** custom bets: the odds CalculateOdds answered, per group */
  groupOdds?: number[];
  freeBetId?: string | null | undefined;
  replication?: unknown;
};

export type Placed = { ticket: TicketRow; legs: LegRow[]; replayed: boolean } | { reject: Reject };

const db = (platform: Platform) => platform.db.withTables<BettingTables>();

/** The ticket already placed for this slip id and index (a double submit), with its legs. */
export async function findPlacedTicket(
  platform: Platform,
  userId: number,
  connectionId: string,
  slipIndex: number,
) {
  const ticket = await db(platform)
    .selectFrom('bet_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('connection_id', '=', connectionId)
    .where('slip_index', '=', slipIndex)
    .executeTakeFirst();
  if (!ticket) return undefined;
  const legs = await db(platform)
    .selectFrom('bet_legs')
    .selectAll()
    .where('ticket_id', '=', ticket.id)
    .orderBy('idx')
    .execute();
  return { ticket: ticket as TicketRow, legs };
}

/** Custom-bet groups priced again now: each group's odds from the joint probability, or a reject. */
async function priceGroups(platform: Platform, p: Placement, legs: CheckedLeg[]) {
  const groups = new Map<number, CheckedLeg[]>();
  p.selections.forEach((s, i) => {
    if (s.group !== undefined) groups.set(s.group, [...(groups.get(s.group) ?? []), legs[i]!]);
  });
  const odds = new Map<number, number>();
  for (const [g, members] of groups) {
    const first = members[0]!;
    if (members.some((m) => m.eventId !== first.eventId))
      return { code: 'CUSTOM_BET_INCOMPATIBLE', context: { selectionIndex: members[0]!.index } } as Reject;
    const model = await customBetModel(platform, first.eventId);
    if (!model)
      return { code: 'EVENT_MARKET_NOT_ACTIVED', context: { selectionIndex: first.index } } as Reject;
    const price = priceCustomBet(
      platform,
      model,
      members.map((m) => ({ marketTypeId: m.marketId, specifiers: m.specifiers, outcomeId: m.outcomeId })),
    );
    if (!price.ok) {
      const index = members[price.index ?? members.length - 1]?.index;
      return { code: '-703', context: { selectionIndex: index, message: price.message } } as Reject;
    }
    const requested = p.groupOdds?.[g] ?? price.decimalOdds;
    if (!oddsAcceptable(requested, price.decimalOdds, p.oddsChangeType))
      return {
        code: 'ODDS_DIFFERENCE_TOO_HIGH',
        context: { selectionIndex: first.index, suggestedOdds: price.decimalOdds },
      } as Reject;
    odds.set(g, price.decimalOdds);
  }
  return odds;
}

/**
 * Places one ticket (seed 002 sections 5-8), or answers why not. Checks every selection against the
 * feed, the same-match rules, custom-bet prices, limits, the free bet and the loss limit; then, in one
 * transaction, the ticket, its legs and the stake debit through the ledger. A prematch ticket is
 * accepted at once; a live one stays Pending for the sport's delay and is checked again (live-delay.ts).
 * A slip id already used answers its ticket (idempotent).
 */
export async function placeTicket(platform: Platform, p: Placement): Promise<Placed> {
  // No read before the insert: the ticket insert is idempotent (on conflict do nothing). Only a refusal
  // looks for a ticket already placed with this slip id, which answers the replay instead.
  let result: Placed;
  try {
    result = await placeNew(platform, p);
  } catch (error) {
    const existing = await findPlacedTicket(platform, p.userId, p.connectionId, p.slipIndex);
    if (existing) return { ...existing, replayed: true };
    throw error;
  }
  if (!('reject' in result)) return result;
  const existing = await findPlacedTicket(platform, p.userId, p.connectionId, p.slipIndex);
  return existing ? { ...existing, replayed: true } : result;
}

async function placeNew(platform: Platform, p: Placement): Promise<Placed> {
  const checked = await Promise.all(
    p.selections.map((s, i) => checkSelection(platform, s, i, s.group === undefined ? p.oddsChangeType : 2)),
  );
  const reject = checked.find(isReject);
  if (reject) return { reject };
  const legs = checked as CheckedLeg[];
  if (
    p.betType !== BET_TYPE.Single &&
    p.betType !== BET_TYPE.Custom &&
    p.betType !== BET_TYPE.CustomBetParlay
  ) {
    const r = checkAccumulator(p.betType, legs) ?? checkProvidersTwins(legs);
    if (r) return { reject: r };
  }
  if (p.betType === BET_TYPE.CustomBetParlay) {
    const events = new Set<string>();
    for (const l of legs) {
      if (l.isLive) return { reject: { code: 'INVALID_EVENT_TYPE', context: { selectionIndex: l.index } } };
    }
    for (const g of new Set(p.selections.map((s) => s.group))) {
      const ev = legs[p.selections.findIndex((s) => s.group === g)]!.eventId;
      if (events.has(ev))
        return { reject: { code: 'SAME_MATCH_NOT_ALLOWED', context: { selectionIndex: 0 } } };
      events.add(ev);
    }
  }
  const groupOdds = await priceGroups(platform, p, legs);
  if (isReject(groupOdds)) return { reject: groupOdds };
  const unitOdds: number[] = [];
  const seenGroups = new Set<number>();
  p.selections.forEach((s, i) => {
    if (s.group === undefined) unitOdds.push(legs[i]!.odds);
    else if (!seenGroups.has(s.group)) {
      seenGroups.add(s.group);
      unitOdds.push(groupOdds.get(s.group)!);
    }
  });
  const odds = sportsbook.combinedOdds(unitOdds);
  const possibleWin = Math.floor(p.stakeCentavos * odds + 1e-6);
  const isLive = legs.some((l) => l.isLive);

  const limitReject = await checkLimits(platform, p, legs, possibleWin);
  if (limitReject) return { reject: limitReject };
  if (p.freeBetId) {
    const code = await validateFreeBet(db(platform), p.userId, {
      freeBetId: p.freeBetId,
      betType: p.betType,
      stakeCentavos: p.stakeCentavos,
      possibleWinCentavos: possibleWin,
      hasLiveLeg: isLive,
    });
    if (code) return { reject: { code, context: {} } };
  } else {
    const loss = await checkLossLimit(platform, p.userId, p.stakeCentavos);
    if (!loss.allowed)
      return {
        reject: { code: 'LOSS_LIMIT_EXCEEDED', context: { limit: (loss.remainingCentavos ?? 0) / 100 } },
      };
  }

  const settings = bettingSettings(platform);
  const now = new Date(settings.clock());
  const delay = isLive
    ? Math.max(...legs.filter((l) => l.isLive).map((l) => liveDelayFor(platform, l.sportId)))
    : 0;
  const pending = isLive && delay > 0;
  let moved: TransferResult | undefined;
  let placed: { ticket: TicketRow; legs: LegRow[] } | undefined;
  try {
    placed = await db(platform)
      .transaction()
      .execute(async (trx) => {
        const ticket = await trx
          .insertInto('bet_tickets')
          .values({
            user_id: p.userId,
            connection_id: p.connectionId,
            slip_index: p.slipIndex,
            bet_type: p.betType,
            status: pending ? 0 : 2,
            bet_state: pending ? 'pending' : 'open',
            stake: p.stakeCentavos,
            odds,
            possible_win: possibleWin,
            odds_change_type: p.oddsChangeType,
            is_live: isLive,
            free_bet_id: p.freeBetId ? Number(p.freeBetId) : null,
            reject_code: null,
            reject_context: null,
            accept_after: pending ? new Date(now.getTime() + delay) : null,
            accepted_at: pending ? null : now,
            settled_at: null,
            replication: p.replication ? JSON.stringify(p.replication) : null,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['user_id', 'connection_id', 'slip_index']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!ticket) return undefined;
        const legRows: LegRow[] = legs.map((l, i) => {
          const g = p.selections[i]!.group;
          return {
            ticket_id: ticket.id,
            idx: i,
            group_idx: g ?? null,
            group_odds: g === undefined ? null : (groupOdds.get(g) ?? null),
            match_id: l.eventId,
            market_id: l.marketId,
            specifiers: l.specifiers,
            outcome_id: l.outcomeId,
            requested_odds: l.requestedOdds,
            odds: l.odds,
            provider_id: l.providerId,
            producer_id: l.producerId,
            sport_id: l.sportId,
            tournament_id: l.tournamentId,
            match_name: l.matchName,
            home_name: l.homeName,
            away_name: l.awayName,
            market_name: l.marketName,
            outcome_name: l.outcomeName,
            scheduled_at: l.scheduledAt,
            booking_status: l.bookingStatus,
            result: null,
            void_factor: null,
            dead_heat_factor: null,
            settled_at: null,
          };
        });
        await trx.insertInto('bet_legs').values(legRows).execute();
        if (p.freeBetId && !(await consumeFreeBet(trx, p.freeBetId, ticket.id)))
          throw new AppError('LOCKED_FREEBET');
        moved = await move(platform, trx, ticket, `bet-place:${ticket.id}`, 'bet_placed', stakeLines(ticket));
        return { ticket: ticket as TicketRow, legs: legRows };
      });
  } catch (e) {
    if (e instanceof AppError && (e.code === 'INSUFFICIENT_FUNDS' || e.code === 'LOCKED_FREEBET'))
      return { reject: { code: e.code, context: {} } };
    throw e;
  }
  if (!placed) {
    const again = await findPlacedTicket(platform, p.userId, p.connectionId, p.slipIndex);
    if (!again) throw new Error('betting: ticket conflict without a ticket');
    return { ...again, replayed: true };
  }
  if (moved) publishBalanceChanges(platform, moved);
  publishTicketChange(platform, placed.ticket, placed.legs, pending ? 'placed' : 'accepted');
  if (pending) scheduleLiveCheck(platform, placed.ticket.id, delay);
  return { ...placed, replayed: false };
}

/** Stake limits, payout ceiling, blocked user and accumulated stake per event (seed 002 section 5). */
async function checkLimits(platform: Platform, p: Placement, legs: CheckedLeg[], possibleWin: number) {
  const s = bettingSettings(platform);
  const limit = await userLimit(platform, p.userId);
  if (limit.blocked) return { code: 'BET_STAKE_OVER_LIMIT', context: { limit: -1 } } satisfies Reject;
  if (p.stakeCentavos < s.minStake)
    return { code: 'BET_STAKE_UNDER_LIMIT', context: { limit: s.minStake / 100 } };
  if (p.stakeCentavos > s.maxStake)
    return { code: 'BET_STAKE_OVER_LIMIT', context: { limit: s.maxStake / 100 } };
  if (possibleWin > s.maxPayout)
    return { code: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD', context: { limit: s.maxPayout / 100 } };
  const perEvent = limit.maxStakePerEvent ?? s.maxStakePerEvent;
  const events = [...new Set(legs.map((l) => l.eventId))];
  const staked = await accumulatedStakes(platform, p.userId, events);
  for (const l of legs) {
    const already = staked.get(l.eventId) ?? 0;
    if (already + p.stakeCentavos > perEvent)
      return {
        code: 'ACCUMULATED_STAKE_LIMIT',
        context: { selectionIndex: l.index, limit: Math.max(0, perEvent - already) / 100 },
      };
  }
  return undefined;
}
