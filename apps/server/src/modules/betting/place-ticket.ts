import { BET_TYPE, type TBetType } from '@placar/contract';
import { sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { publishBalanceChanges } from '../wallet';
import { bettingSettings, liveDelayFor } from './betting.config';
import type { LegRow, NewLeg, TicketRow } from './betting.tables';
import { priceGroups } from './custom-pricing';
import { scheduleLiveCheck } from './live-delay';
import { publishTicketChange } from './publish';
import { type CheckedLeg, checkSelection, isReject, type Reject } from './selection-check';
import { checkBettorMoney, checkStake, judgeLossLimit } from './ticket-limits';
import { checkAccumulator, checkProvidersTwins } from './ticket-rules';
import { writeTicket } from './ticket-write';
import { bettingDb, findTicketBySlip, ticketLegs } from './tickets.repository';

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

/** The ticket already placed for this slip id and index (a double submit), with its legs. */
export async function findPlacedTicket(
  platform: Platform,
  userId: number,
  connectionId: string,
  slipIndex: number,
) {
  const ticket = await findTicketBySlip(bettingDb(platform), userId, connectionId, slipIndex);
  if (!ticket) return undefined;
  const legs = await ticketLegs(bettingDb(platform), ticket.id);
  return { ticket: ticket as TicketRow, legs };
}

/**
 * Places one ticket (seed 002 sections 5-8), or answers why not. Checks every selection against the
 * feed (in-memory), the same-match rules, custom-bet prices, stake limits, the free bet and the
 * responsible-gaming loss limit; then one statement writes the ticket, its legs and the stake debit
 * through the ledger, with the checks that need the bettor's rows locked (ticket-write.ts). A prematch
 * ticket is accepted at once; a live one stays Pending for the sport's delay and is checked again
 * (live-delay.ts). A slip id already used answers its ticket (idempotent).
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

  const stakeReject = checkStake(platform, p.stakeCentavos, possibleWin);
  if (stakeReject) return { reject: stakeReject };
  const money = await checkBettorMoney(platform, p, possibleWin, isLive);
  if (isReject(money)) return { reject: money };

  const now = new Date(bettingSettings(platform).clock());
  const delay = isLive
    ? Math.max(...legs.filter((l) => l.isLive).map((l) => liveDelayFor(platform, l.sportId)))
    : 0;
  const pending = isLive && delay > 0;
  const write = (limits: typeof money) =>
    writeTicket(
      platform,
      {
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
        accept_after: pending ? new Date(now.getTime() + delay) : null,
        accepted_at: pending ? null : now,
        replication: p.replication ?? null,
        created_at: now,
      },
      legs.map((l, i) => legRow(l, p.selections[i]!.group, groupOdds)),
      limits,
    );
  let written = await write(money);
  if ('rg' in written) {
    // the bettor's responsible-gaming state needs judging: the full check, then the write without it
    const loss = await judgeLossLimit(platform, p);
    if (loss) return { reject: loss };
    written = await write({ ...money, rgNow: null });
  }
  if ('rg' in written) throw new Error('betting: the write asked for a responsible-gaming check without one');
  if ('reject' in written) return written;
  if ('duplicate' in written) {
    const again = await findPlacedTicket(platform, p.userId, p.connectionId, p.slipIndex);
    if (!again) throw new Error('betting: ticket conflict without a ticket');
    return { ...again, replayed: true };
  }
  publishBalanceChanges(platform, written.moved);
  publishTicketChange(platform, written.ticket, written.legs, pending ? 'placed' : 'accepted');
  if (pending) scheduleLiveCheck(platform, written.ticket.id, delay);
  return { ticket: written.ticket, legs: written.legs, replayed: false };
}

function legRow(l: CheckedLeg, group: number | undefined, groupOdds: Map<number, number>): NewLeg {
  return {
    idx: l.index,
    group_idx: group ?? null,
    group_odds: group === undefined ? null : (groupOdds.get(group) ?? null),
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
  };
}
