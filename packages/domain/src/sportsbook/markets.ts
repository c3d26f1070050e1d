import type { Specifiers } from './types';

/** Market type ids (Sportradar Unified Odds Feed numbering; 534 is Placar's special-winner outright). */
export const MARKET = {
  /** 1X2, regular time. Outcomes 1 / 2 (draw) / 3. */
  ONE_X_TWO: 1,
  /** Double chance. Outcomes 9 (1X), 10 (12), 11 (X2). */
  DOUBLE_CHANCE: 10,
  /** Draw no bet. Outcomes 4 / 5; a draw voids. */
  DRAW_NO_BET: 11,
  /** European (3-way) handicap, specifier hcp='0:1' (goals given to home:away). Outcomes 1711 / 1712 / 1713. */
  EUROPEAN_HANDICAP: 14,
  /** Asian handicap, specifier hcp=-1.5 (relative to competitor 1, quarter lines allowed). Outcomes 1714 / 1715. */
  HANDICAP: 16,
  /** Total goals, specifier total=2.5 (quarter lines allowed). Outcomes 12 (over) / 13 (under). */
  TOTAL: 18,
  /** Both teams to score. Outcomes 74 (yes) / 76 (no). */
  BOTH_TEAMS_TO_SCORE: 29,
  /** Correct score. Outcome ids are scores 'h:a' plus 'other'; optional specifier score='h:a' (in-play base). */
  CORRECT_SCORE: 45,
  /** 1st half 1X2. Outcomes 1 / 2 / 3. */
  HALFTIME_1X2: 60,
  /** 1st half total, specifier total=. Outcomes 12 / 13. */
  HALFTIME_TOTAL: 68,
  /** Winner of a two-outcome sport (tennis, volleyball, MMA, chess, esports). Outcomes 4 / 5. */
  WINNER: 186,
  /** Winner incl. overtime / extra innings. Outcomes 4 / 5. */
  WINNER_INCL_OT: 219,
  /** Handicap incl. overtime, specifier hcp=. Outcomes 1714 / 1715. */
  HANDICAP_INCL_OT: 223,
  /** Total incl. overtime, specifier total=. Outcomes 12 / 13. */
  TOTAL_INCL_OT: 225,
  /** Special winner (F1 race winner). Outcome ids are competitor ids ('sr:competitor:…'). */
  OUTRIGHT_WINNER: 534,
} as const;

export type MarketTypeId = (typeof MARKET)[keyof typeof MARKET];

/** UOF outcome ids. */
export const OUTCOME = {
  HOME: '1',
  DRAW: '2',
  AWAY: '3',
  HOME_OR_DRAW: '9',
  HOME_OR_AWAY: '10',
  DRAW_OR_AWAY: '11',
  /** Draw no bet and winner markets (186, 219). */
  COMPETITOR1: '4',
  COMPETITOR2: '5',
  OVER: '12',
  UNDER: '13',
  EH_HOME: '1711',
  EH_DRAW: '1712',
  EH_AWAY: '1713',
  HCP_HOME: '1714',
  HCP_AWAY: '1715',
  BTTS_YES: '74',
  BTTS_NO: '76',
  /** Correct score: any score not listed in the market. */
  OTHER: 'other',
} as const;

/** The 15 correct scores offered from a base score (offsets home:away), plus 'other'. */
export const CORRECT_SCORE_OFFSETS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 0],
  [0, 2],
  [2, 1],
  [1, 2],
  [2, 2],
  [3, 0],
  [0, 3],
  [3, 1],
  [1, 3],
  [3, 2],
  [2, 3],
];

/** Parses 'total=2.5|hcp=-1.5' (UOF separator '|') into a record. Empty string gives {}. */
export function parseSpecifiers(text: string): Specifiers {
  const out: Record<string, string> = {};
  for (const part of text.split('|')) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) throw new RangeError(`bad specifier '${part}'`);
    out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Formats specifiers canonically (keys sorted, numbers without trailing zeros): { total: 2.5 } → 'total=2.5'. */
export function formatSpecifiers(specifiers: Readonly<Record<string, string | number>>): string {
  return Object.keys(specifiers)
    .sort()
    .map((k) => `${k}=${formatSpecifierValue(specifiers[k]!)}`)
    .join('|');
}

function formatSpecifierValue(value: string | number): string {
  return typeof value === 'number' ? formatLine(value) : value;
}

/** A line as UOF writes it: -1.5, 2.5, 0, 0.25 (no '+', no trailing zeros, no '-0'). */
export function formatLine(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** Reads a numeric specifier; throws a RangeError naming it when missing or not a number. */
export function numericSpecifier(specifiers: Specifiers, key: string): number {
  const raw = specifiers[key];
  const value = raw === undefined ? Number.NaN : Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(value)) {
    throw new RangeError(`specifier '${key}' missing or not a number`);
  }
  return value;
}

/** True when a line is a multiple of 0.25 (the lines asian markets accept). */
export function isQuarterLine(line: number): boolean {
  return Number.isFinite(line) && Math.abs(line * 4 - Math.round(line * 4)) < 1e-9;
}

/** European handicap specifier 'h:a' → goals added to home and away. */
export function parseEuropeanHandicap(specifiers: Specifiers): { home: number; away: number } {
  const raw = specifiers.hcp ?? '';
  const match = /^(\d+):(\d+)$/.exec(raw);
  if (!match) throw new RangeError(`specifier 'hcp' must look like '0:1', got '${raw}'`);
  return { home: Number(match[1]), away: Number(match[2]) };
}

/** Score specifier / outcome id 'h:a' → numbers, or undefined when it is not a score. */
export function parseScore(text: string): { home: number; away: number } | undefined {
  const match = /^(\d+):(\d+)$/.exec(text);
  return match ? { home: Number(match[1]), away: Number(match[2]) } : undefined;
}

/** The correct-score outcome ids offered for a market with these specifiers (15 scores and 'other'). */
const correctScoreCache = new Map<string, readonly string[]>();

export function correctScoreOutcomeIds(specifiers: Specifiers): string[] {
  const key = specifiers.score ?? '';
  const cached = correctScoreCache.get(key);
  if (cached) return [...cached];
  const ids = buildCorrectScoreIds(specifiers);
  if (correctScoreCache.size < 1000) correctScoreCache.set(key, ids);
  return [...ids];
}

function buildCorrectScoreIds(specifiers: Specifiers): string[] {
  const base = specifiers.score === undefined ? { home: 0, away: 0 } : parseScore(specifiers.score);
  if (!base) throw new RangeError(`specifier 'score' must look like '1:0', got '${specifiers.score}'`);
  return [...CORRECT_SCORE_OFFSETS.map(([h, a]) => `${base.home + h}:${base.away + a}`), OUTCOME.OTHER];
}

/**
 * The outcome ids of a market type, in display order. Outright markets need the competitor ids.
 * Throws a RangeError for an unknown market type.
 */
export function outcomeIdsFor(
  marketTypeId: number,
  specifiers: Specifiers,
  competitors: readonly string[] = [],
): string[] {
  switch (marketTypeId) {
    case MARKET.ONE_X_TWO:
    case MARKET.HALFTIME_1X2:
      return [OUTCOME.HOME, OUTCOME.DRAW, OUTCOME.AWAY];
    case MARKET.DOUBLE_CHANCE:
      return [OUTCOME.HOME_OR_DRAW, OUTCOME.HOME_OR_AWAY, OUTCOME.DRAW_OR_AWAY];
    case MARKET.DRAW_NO_BET:
    case MARKET.WINNER:
    case MARKET.WINNER_INCL_OT:
      return [OUTCOME.COMPETITOR1, OUTCOME.COMPETITOR2];
    case MARKET.EUROPEAN_HANDICAP:
      return [OUTCOME.EH_HOME, OUTCOME.EH_DRAW, OUTCOME.EH_AWAY];
    case MARKET.HANDICAP:
    case MARKET.HANDICAP_INCL_OT:
      return [OUTCOME.HCP_HOME, OUTCOME.HCP_AWAY];
    case MARKET.TOTAL:
    case MARKET.HALFTIME_TOTAL:
    case MARKET.TOTAL_INCL_OT:
      return [OUTCOME.OVER, OUTCOME.UNDER];
    case MARKET.BOTH_TEAMS_TO_SCORE:
      return [OUTCOME.BTTS_YES, OUTCOME.BTTS_NO];
    case MARKET.CORRECT_SCORE:
      return correctScoreOutcomeIds(specifiers);
    case MARKET.OUTRIGHT_WINNER:
      return [...competitors];
    default:
      throw new RangeError(`unknown market type ${marketTypeId}`);
  }
}

/** The specifier keys each market type requires. */
export function requiredSpecifiers(marketTypeId: number): string[] {
  switch (marketTypeId) {
    case MARKET.TOTAL:
    case MARKET.HALFTIME_TOTAL:
    case MARKET.TOTAL_INCL_OT:
      return ['total'];
    case MARKET.HANDICAP:
    case MARKET.HANDICAP_INCL_OT:
    case MARKET.EUROPEAN_HANDICAP:
      return ['hcp'];
    default:
      return [];
  }
}

/** Every market type the domain prices and settles. */
export const KNOWN_MARKET_TYPES: readonly number[] = Object.values(MARKET);
