import { MAX_PROVIDERS_IN_MULTIPLE } from '@placar/contract';
import { ticketApi } from '@placar/contract/routes.gen';
import { CUSTOM_PARLAY_PATH, checkCustomParlay } from './custom-bet';
import type { SlipItem } from './types';

/** What the same-match rules need of a leg (custom bets: whether prematch, seed 002 section 4). */
export type RuleLeg = Pick<SlipItem, 'matchId' | 'marketId' | 'providerId' | 'sportId'> &
  Partial<Pick<SlipItem, 'customBet' | 'producerId' | 'matchStatus'>>;

/** Overtime market types of the first provider's basketball: winner 219, handicap 223, total 225. */
const OVERTIME_TYPES: Record<number, 'winner' | 'handicap' | 'total'> = {
  219: 'winner',
  223: 'handicap',
  225: 'total',
};
const BASKETBALL = 'sr:sport:2';
const FIRST_PROVIDER = 1;

export type AccumulatorKind = 'multiple' | 'parlay' | 'many' | 'custom-parlay';
export type AccumulatorCheck = { ok: true; kind: AccumulatorKind } | { ok: false; reason: string };

/**
 * Seed 002 section 5 for one ticket of several legs: no two legs of the same match, except the first
 * data provider's basketball: at most 2 legs per match, of two different overtime market types
 * (total, handicap, winner), never winner with handicap; such a pair makes a parlay and is not
 * combined with the other provider's legs. Two providers in one multiple only for different events.
 */
export function checkAccumulator(legs: RuleLeg[]): AccumulatorCheck {
  if (legs.length < 2) return { ok: false, reason: 'Adicione pelo menos 2 seleções para uma múltipla.' };
  if (legs.some((l) => l.customBet)) return checkCustomParlay(legs);
  const byMatch = new Map<string, RuleLeg[]>();
  for (const leg of legs) byMatch.set(leg.matchId, [...(byMatch.get(leg.matchId) ?? []), leg]);
  const providers = new Set(legs.map((l) => l.providerId));
  let pair = false;
  for (const group of byMatch.values()) {
    if (group.length === 1) continue;
    const sameMatch = 'Seleções do mesmo jogo não podem ser combinadas.';
    const exception =
      group.length === 2 && group.every((g) => g.providerId === FIRST_PROVIDER && g.sportId === BASKETBALL);
    if (!exception) return { ok: false, reason: sameMatch };
    const types = group.map((g) => OVERTIME_TYPES[g.marketId]);
    if (types.some((t) => t === undefined) || types[0] === types[1]) return { ok: false, reason: sameMatch };
    if (types.includes('winner') && types.includes('handicap'))
      return { ok: false, reason: 'Vencedor e handicap do mesmo jogo não podem ser combinados.' };
    pair = true;
  }
  if (pair && providers.size > 1)
    return { ok: false, reason: 'Um par do mesmo jogo não pode ser combinado com outro provedor.' };
  if (providers.size > MAX_PROVIDERS_IN_MULTIPLE)
    return { ok: false, reason: 'Seleções de provedores demais para uma múltipla.' };
  if (pair) return { ok: true, kind: 'parlay' };
  return { ok: true, kind: providers.size > 1 ? 'many' : 'multiple' };
}

/**
 * Seed 002 section 4 "Ticket type choice": one selection gives singles; a valid accumulator of two
 * or more items can be a multiple; custom bets only among themselves (the custom parlay).
 */
export function canBeMultiple(items: RuleLeg[]): boolean {
  return items.length >= 2 && checkAccumulator(items).ok;
}

/** The placement path of a multiple of these legs (seed 002 section 7). */
export function multiplePath(legs: RuleLeg[]): string | null {
  const check = checkAccumulator(legs);
  if (!check.ok) return null;
  if (check.kind === 'parlay') return ticketApi.placeParlay.path;
  if (check.kind === 'custom-parlay') return CUSTOM_PARLAY_PATH;
  if (check.kind === 'many') return ticketApi.placeMultipleManyProviders.path;
  return legs[0]?.providerId === 2 ? ticketApi.placeMultipleV2.path : ticketApi.placeMultipleV1.path;
}

/** Combined decimal odds of a multiple, 2 places. */
export function combinedOdds(odds: number[]): number {
  return Math.round(odds.reduce((acc, o) => acc * o, 1) * 100) / 100;
}
