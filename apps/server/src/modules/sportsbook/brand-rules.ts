import { BRANDS, BRAZIL_BRANDS, SECOND_PROVIDER_SPORTS, type TBrand } from '@placar/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Per-brand restrictions of seed 001 section 5. The brand comes with the request (`x-brand`
 * header, as the client's brand settings send it); Brazil ('br') by default.
 */
export function brandOf(request: FastifyRequest): TBrand {
  const raw = request.headers['x-brand'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return (BRANDS as readonly string[]).includes(value ?? '') ? (value as TBrand) : 'br';
}

export const isBrazil = (brand: TBrand) => BRAZIL_BRANDS.includes(brand);

/** under-17 .. under-21: 'U17', 'u-19', 'Sub 20', 'sub-21', 'Sub21' ... */
export const UNDER_AGE_PATTERN = /(?:^|[^a-z0-9])(?:u|sub)[\s-]?(?:17|18|19|20|21)(?![0-9])/i;

/** Tournaments excluded on the Brazil and Peru brands besides the under-age ones (virtual football). */
export const BLOCKED_TOURNAMENT_IDS: ReadonlySet<string> = new Set([
  'sr:tournament:44277',
  'sr:tournament:44279',
]);

const SOCCER = 'sr:sport:1';
const BASKETBALL = 'sr:sport:2';
const ESOCCER = 'sr:sport:137';
const CHESS = 'sr:sport:33';

type Timing = 'live' | 'prematch';

/** Live basketball and e-soccer are blocked for every brand; the Brazil brands also block live chess. */
const BLOCKED_ALL: Record<Timing, ReadonlySet<string>> = {
  live: new Set([BASKETBALL, ESOCCER]),
  prematch: new Set([ESOCCER]),
};
const BLOCKED_BRAZIL: Record<Timing, ReadonlySet<string>> = {
  live: new Set([CHESS]),
  // prematch sports are blocked only on the Brazil brands
  prematch: new Set([ESOCCER]),
};

export function tournamentAllowed(brand: TBrand, tournament: { id: string; name: string }): boolean {
  if (!(isBrazil(brand) || brand === 'pe')) return true;
  return !UNDER_AGE_PATTERN.test(tournament.name) && !BLOCKED_TOURNAMENT_IDS.has(tournament.id);
}

export function sportAllowed(brand: TBrand, sportId: string, timing: Timing): boolean {
  if (BLOCKED_ALL[timing].has(sportId)) return false;
  return !(isBrazil(brand) && BLOCKED_BRAZIL[timing].has(sportId));
}

/**
 * Second-provider events: only soccer, basketball and baseball, and only when explicitly shown by
 * the switch, or in an enabled prematch tournament and not started.
 */
export function secondProviderAllowed(
  event: { sportId: string; tournamentId: string; notStarted: boolean },
  explicitlyShown: boolean,
  enabledPrematchTournaments: ReadonlySet<string>,
): boolean {
  if (!(SECOND_PROVIDER_SPORTS as readonly string[]).includes(event.sportId)) return false;
  return explicitlyShown || (enabledPrematchTournaments.has(event.tournamentId) && event.notStarted);
}

/** Break, waiting and penalties hide the clock on the Brazil, Peru and Mexico brands. */
export function hidesClock(brand: TBrand, statusText: string): boolean {
  if (!(isBrazil(brand) || brand === 'pe' || brand === 'mx')) return false;
  return /intervalo|aguardando|pênaltis|penaltis/i.test(statusText);
}

export { SOCCER };
