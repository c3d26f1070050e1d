import { BET_HISTORY_FILTER, EVENT_STATUS, MARKET_STATUS, type TBetHistoryPage } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { getMatchState, getOutcomeState } from '../feed';
import type { LegRow } from './betting.tables';
import { isCashoutBlocked } from './cashout';
import { historyTickets, legsOfTickets } from './history.repository';
import { historyItemOf, type LegLive, legKey } from './history-item';
import { bettingDb } from './tickets.repository';

const STATES_OF_FILTER: Record<number, string[]> = {
  [BET_HISTORY_FILTER.lost]: ['lost'],
  [BET_HISTORY_FILTER.won]: ['won', 'cashout'],
  [BET_HISTORY_FILTER.cancelled]: ['cancelled', 'rejected', 'void'],
  [BET_HISTORY_FILTER.open]: ['pending', 'open'],
};

/** Brazil has no daylight saving since 2019: a day in America/Sao_Paulo starts at 03:00 UTC. */
const dayStart = (iso: string) => new Date(`${iso}T03:00:00.000Z`);

export type HistoryQuery = {
  page: number;
  pageSize: number;
  initialDate?: string | undefined;
  finalDate?: string | undefined;
  status?: number | undefined;
};

/** GET /api/UserBet/Bets/ByRangeByStatus: the user's tickets, newest first, with live leg details. */
export async function betHistory(
  platform: Platform,
  userId: number,
  q: HistoryQuery,
): Promise<TBetHistoryPage> {
  const db = bettingDb(platform);
  const { totalRows, tickets } = await historyTickets(
    db,
    userId,
    {
      states: q.status === undefined ? undefined : (STATES_OF_FILTER[q.status] ?? []),
      from: q.initialDate ? dayStart(q.initialDate) : undefined,
      before: q.finalDate ? new Date(dayStart(q.finalDate).getTime() + 86_400_000) : undefined,
    },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  const legs = await legsOfTickets(
    db,
    tickets.map((t) => t.id),
  );
  const byTicket = new Map<number, LegRow[]>();
  for (const l of legs) byTicket.set(Number(l.ticket_id), [...(byTicket.get(Number(l.ticket_id)) ?? []), l]);
  const live = await liveDetails(platform, legs);
  return {
    results: tickets.map((t) => {
      const own = byTicket.get(t.id) ?? [];
      return historyItemOf(t, own, live, isCashoutBlocked(platform, t, own));
    }),
    metadata: { pages: Math.ceil(totalRows / q.pageSize), totalRows, pageSize: q.pageSize },
  };
}

async function liveDetails(platform: Platform, legs: LegRow[]) {
  const out = new Map<string, LegLive>();
  const matches = new Map<string, Awaited<ReturnType<typeof getMatchState>>>();
  for (const id of new Set(legs.map((l) => l.match_id))) matches.set(id, await getMatchState(platform, id));
  for (const l of legs) {
    const m = matches.get(l.match_id);
    const o =
      l.result === null
        ? await getOutcomeState(platform, {
            matchId: l.match_id,
            marketId: l.market_id,
            specifiers: l.specifiers,
            outcomeId: l.outcome_id,
          })
        : undefined;
    out.set(legKey(l), {
      homeScore: m?.homeScore ?? null,
      awayScore: m?.awayScore ?? null,
      eventState: m?.status ?? EVENT_STATUS.NotStarted,
      marketStatus: o?.marketStatus ?? (l.result === null ? MARKET_STATUS.Inactive : MARKET_STATUS.Closed),
      outcomeActive: o?.active ?? false,
      probability: o && o.odds > 1 ? 1 / o.odds : null,
    });
  }
  return out;
}
