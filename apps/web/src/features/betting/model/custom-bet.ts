import {
  EVENT_STATUS,
  routeUrl,
  type TCustomBetRequest,
  type TFreeBetRef,
  type TMatch,
  type TParlayCustomBetsRequest,
  type TTicketBetSelection,
} from '@placar/contract';
import { ticketApi } from '@placar/contract/routes.gen';
import { decimalToUs } from '@placar/domain/odds';
import { currentOddsChangeType } from '../stores/odds-change';
import { freshItemState } from './fresh-item';
import { stakeValue } from './stake';
import type { AccumulatorCheck, RuleLeg } from './ticket-rules';
import type { CustomBetSelection, SlipItem } from './types';

/**
 * Custom bets (bet builder) in the slip (seed 002 sections 3-7): the item the builder adds, the
 * custom parlay rule of section 4, and the CustomBet / ParlayCustomBets request bodies of section 7.
 */

export const CUSTOM_BET_PATH = routeUrl(ticketApi.placeCustomBet, { id: 'v1' });
export const CUSTOM_PARLAY_PATH = ticketApi.placeParlayCustomBets.path;

/** Event statuses a custom bet is priced for: not started, delayed, about to start (seed 001). */
export const CUSTOM_BET_EVENT_STATUSES: ReadonlySet<number> = new Set([
  EVENT_STATUS.NotStarted,
  EVENT_STATUS.Delayed,
  EVENT_STATUS.MatchAboutToStart,
]);

export type CustomBetMatch = Pick<
  TMatch,
  'id' | 'name' | 'status' | 'scheduleTime' | 'tournamentId' | 'providerId' | 'sportId' | 'bookingStatus'
>;
export type CustomBetPrice = { decimalOdds: number; americanOdds: number };

export const isCustomItem = (item: Pick<SlipItem, 'customBet'>) => item.customBet !== undefined;

/** One id per combination: the same selections of a match are one slip item, whatever their order. */
export function customBetItemId(matchId: string, selections: readonly CustomBetSelection[]): string {
  const legs = selections.map((s) => `${s.marketId}/${s.specifiers}/${s.outcomeId}`).sort();
  return `custom:${matchId}:${legs.join('+')}`;
}

/** The slip item of a priced combination (prematch by construction: the builder is not live). */
export function toCustomBetItem(
  match: CustomBetMatch,
  selections: readonly CustomBetSelection[],
  price: CustomBetPrice,
  now: number,
): SlipItem {
  const odds = {
    outcomeOdds: price.decimalOdds,
    outcomeOddsUS: price.americanOdds,
    outcomeName: 'Criar aposta',
  };
  return {
    id: customBetItemId(match.id, selections),
    matchId: match.id,
    matchName: match.name,
    matchStatus: match.status,
    scheduleTime: match.scheduleTime,
    marketId: 0,
    marketName: 'Criar aposta',
    marketStatus: 'Active',
    specifiers: '',
    tournamentId: match.tournamentId,
    marketTypeId: 0,
    marketIsFavorite: false,
    outcomeId: '',
    outcomeActive: true,
    providerId: match.providerId,
    producerId: 3,
    sportId: match.sportId,
    ...freshItemState(match, odds, now),
    customBet: { selectedMarkets: [...selections], customBetStatus: 'Priced', betSlipIdSingle: null },
  };
}

/**
 * Seed 002 section 4: a custom-bet-only ticket can be a custom parlay only if all its custom bets are
 * prematch and no two are from the same match; a custom bet never joins a multiple of single outcomes.
 */
export function checkCustomParlay(legs: readonly RuleLeg[]): AccumulatorCheck {
  if (legs.some((l) => !l.customBet))
    return { ok: false, reason: 'Apostas criadas não podem ser combinadas com outras seleções.' };
  const prematch = legs.every((l) => l.producerId === 3 && CUSTOM_BET_EVENT_STATUSES.has(l.matchStatus ?? 0));
  if (!prematch)
    return { ok: false, reason: 'Só apostas criadas antes do início dos jogos formam múltipla.' };
  if (new Set(legs.map((l) => l.matchId)).size !== legs.length)
    return { ok: false, reason: 'Apostas criadas do mesmo jogo não podem ser combinadas.' };
  return { ok: true, kind: 'custom-parlay' };
}

type CustomBetTicket = TParlayCustomBetsRequest['ticketRequest']['customBets'][number];

function legOf(s: CustomBetSelection): Omit<TTicketBetSelection, 'eventId'> {
  return {
    marketId: s.marketId,
    marketName: s.marketName,
    specifiers: s.specifiers,
    outcomeId: s.outcomeId,
    outcomeName: s.outcomeName,
    outcomeValueDecimal: s.outcomeValueDecimal,
    outcomeValueAmerican: decimalToUs(s.outcomeValueDecimal),
  };
}

/** The custom bet part of a ticket request: its selections and the odds CalculateOdds gave. */
export function customBetTicket(item: SlipItem): CustomBetTicket {
  return {
    eventId: item.matchId,
    producerId: item.producerId,
    sportId: item.sportId,
    calculationOdds: item.placedOutcome.outcomeOdds,
    ticketBetSelection: (item.customBet?.selectedMarkets ?? []).map(legOf),
  };
}

/** POST /api/Ticket/v1/PlaceBet/CustomBet: one custom bet with its own stake. */
export function customBetRequest(
  item: SlipItem,
  connectionId: string,
  freeBet: TFreeBetRef | null,
): TCustomBetRequest {
  return {
    connectionId,
    ticketRequest: {
      ...customBetTicket(item),
      oddsChangeType: currentOddsChangeType(),
      stake: stakeValue(item.stake),
      replicationMetadata: null,
      freeBet,
    },
  };
}

/** POST /api/Ticket/v1/PlaceBet/ParlayCustomBets: custom bets of different prematch matches, one stake. */
export function parlayCustomBetsRequest(
  items: SlipItem[],
  connectionId: string,
  stake: string,
  freeBet: TFreeBetRef | null,
): TParlayCustomBetsRequest {
  return {
    connectionId,
    ticketRequest: {
      stake: stakeValue(stake),
      oddsChangeType: currentOddsChangeType(),
      customBets: items.map(customBetTicket),
      replicationMetadata: null,
      freeBet,
    },
  };
}

/** The item a leg of a ParlayCustomBets request belongs to (legs are numbered across the custom bets). */
export function itemIndexOfLeg(items: SlipItem[], legIndex: number): number | null {
  let first = 0;
  for (const [k, item] of items.entries()) {
    const count = item.customBet?.selectedMarkets.length ?? 1;
    if (legIndex < first + count) return k;
    first += count;
  }
  return null;
}
