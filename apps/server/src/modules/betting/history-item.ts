import {
  BET_PAYOUT_MODE,
  BET_STATUS,
  centavosToReais,
  EVENT_STATUS,
  LEG_STATE,
  MARKET_STATUS,
  SELECTION_RESULT,
  type TBetHistoryItem,
  type TBetHistoryLeg,
  type TBetStatus,
  type TBetType,
} from '@placar/contract';
import { decimalToUs } from '@placar/domain';
import type { LegRow, TicketRow } from './betting.tables';

/** Live details of a leg's event and outcome (scores, status, current probability), when known. */
export type LegLive = {
  homeScore: number | null;
  awayScore: number | null;
  eventState: number;
  marketStatus: number;
  outcomeActive: boolean;
  probability: number | null;
};

/** The bet status of section 3 from the ticket's state and payout. */
export function betStatusOf(t: Pick<TicketRow, 'bet_state' | 'payout' | 'stake'>): TBetStatus {
  switch (t.bet_state) {
    case 'pending':
      return BET_STATUS.Pending;
    case 'open':
      return BET_STATUS.Open;
    case 'cashout':
      return BET_STATUS.Cashout;
    case 'cancelled':
    case 'rejected':
      return BET_STATUS.Canceled;
    case 'void':
      return BET_STATUS.Voided;
    case 'lost':
      return BET_STATUS.Lost;
    default:
      return t.payout < t.stake ? BET_STATUS.Recovered : BET_STATUS.Won;
  }
}

/** SELECTION_RESULT of a leg: half won counts as Win, half lost as Lost, a push as Void. */
export function selectionResultOf(leg: Pick<LegRow, 'result' | 'void_factor'>): number {
  if (leg.result === null) return SELECTION_RESULT.Pending;
  if (leg.result === SELECTION_RESULT.Canceled) return SELECTION_RESULT.Canceled;
  if (leg.result === SELECTION_RESULT.Win) return SELECTION_RESULT.Win;
  return (leg.void_factor ?? 0) >= 1 ? SELECTION_RESULT.Void : SELECTION_RESULT.Lost;
}

const SPORT_NAMES: Record<string, string> = {
  'sr:sport:1': 'Futebol',
  'sr:sport:2': 'Basquete',
  'sr:sport:5': 'Tênis',
  'sr:sport:16': 'Futebol Americano',
  'sr:sport:4': 'Hóquei no Gelo',
  'sr:sport:3': 'Beisebol',
  'sr:sport:23': 'Vôlei',
};

function legView(t: TicketRow, leg: LegRow, live: LegLive | undefined): TBetHistoryLeg {
  const result = selectionResultOf(leg);
  return {
    matchId: leg.match_id,
    sportId: leg.sport_id,
    marketId: leg.market_id,
    outcomeId: leg.outcome_id,
    tournamentId: leg.tournament_id,
    nameDefault: leg.match_name,
    scheduleTime: new Date(Number(leg.scheduled_at)).toISOString(),
    sportSummaryName: SPORT_NAMES[leg.sport_id] ?? leg.sport_id,
    seasonName: null,
    homeCompetitorName: leg.home_name,
    awayCompetitorName: leg.away_name,
    homeScore: live?.homeScore ?? null,
    awayScore: live?.awayScore ?? null,
    outcomeValue: decimalToUs(leg.odds),
    outcomeValueDecimal: leg.odds,
    outcomeState: result,
    outcomeIsActive: live?.outcomeActive ?? false,
    outcomeName: leg.outcome_name,
    providerId: leg.provider_id,
    legStateType:
      leg.result === null
        ? LEG_STATE.Open
        : leg.result === SELECTION_RESULT.Canceled
          ? LEG_STATE.Canceled
          : LEG_STATE.Settled,
    marketStatus: live?.marketStatus ?? (leg.result === null ? MARKET_STATUS.Inactive : MARKET_STATUS.Closed),
    marketName: leg.market_name,
    isEarlyPayout: t.payout_mode === BET_PAYOUT_MODE.EarlyPayout,
    isAfterEarlyPayout: false,
    settlementType: t.payout_mode,
    evaluationResult: result,
    eventState: live?.eventState ?? EVENT_STATUS.NotStarted,
    probabilities: leg.result === null ? (live?.probability ?? null) : null,
    producerId: leg.producer_id,
    marketTypeId: leg.market_id,
    outcomeTypeId: leg.outcome_id,
    parentId: leg.group_idx === null ? null : `${t.id}-${leg.group_idx}`,
    bookingStatus: leg.booking_status,
    specifiers: leg.specifiers,
    voidFactor: leg.void_factor,
    deadHeatFactor: leg.dead_heat_factor,
  };
}

/** A ticket as the history shows it (section 3): legs sorted by schedule time. */
export function historyItemOf(
  t: TicketRow,
  legs: LegRow[],
  live: Map<string, LegLive> = new Map(),
  isCashoutBlocked = true,
): TBetHistoryItem {
  const sorted = [...legs].sort((a, b) => Number(a.scheduled_at) - Number(b.scheduled_at) || a.idx - b.idx);
  return {
    amountOfBets: 1,
    amountRefund: centavosToReais(t.refund),
    amountWin: centavosToReais(t.stake),
    amountWon: centavosToReais(t.payout),
    betNumber: String(t.id),
    betStatus: betStatusOf(t),
    betState: t.bet_state,
    betType: t.bet_type as TBetType,
    date: new Date(t.created_at).toISOString(),
    isFreeBet: t.free_bet_id !== null,
    isCashoutBlocked,
    multibetBonusAmount: 0,
    odds: decimalToUs(t.odds),
    oddsDecimal: t.odds,
    possibleWinnings: centavosToReais(t.possible_win),
    userId: Number(t.user_id),
    matches: sorted.map((leg) => legView(t, leg, live.get(legKey(leg)))),
  };
}

export const legKey = (l: Pick<LegRow, 'match_id' | 'market_id' | 'specifiers' | 'outcome_id'>) =>
  `${l.match_id}|${l.market_id}|${l.specifiers}|${l.outcome_id}`;
