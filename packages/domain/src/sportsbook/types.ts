/** A score pair, home (competitor 1) first. Tennis/volleyball/esports: sets or maps won; chess: games won. */
export interface Score {
  home: number;
  away: number;
}

/**
 * How a match ended, as settlement and pricing read it.
 * - `score`: the final score including overtime / extra innings / tie-break sets (what "incl. overtime" markets use).
 * - `regular`: the score at the end of regular time (football 90 minutes, hockey 60 minutes, basketball 4 quarters,
 *   baseball 9 innings). Omitted when no overtime was played (then it equals `score`).
 * - `halfTime`: the first-half score (football half-time markets).
 * - `periods`: per-period scores (halves, quarters, sets with games, innings) for display; settlement ignores them.
 * - `ranking`: competitor ids in finishing order (F1 outright); `deadHeat` lists ids sharing first place.
 * - `status: 'cancelled'` (abandoned, cancelled, postponed for good): every market voids.
 */
export interface FinalResult {
  status: 'ended' | 'cancelled';
  score: Score;
  regular?: Score;
  halfTime?: Score;
  periods?: Score[];
  ranking?: string[];
  deadHeat?: string[];
}

/** Parsed UOF specifiers, e.g. `total=2.5|hcp=-1.5` → `{ total: '2.5', hcp: '-1.5' }`. */
export type Specifiers = Readonly<Record<string, string>>;

/** How the bookmaker margin is put on fair probabilities. */
export interface MarginConfig {
  /** 'power' raises probabilities to 1/k (favours longshot protection), 'proportional' scales them. */
  method: 'power' | 'proportional';
  /** Target overround, e.g. 0.06 for a book of 106 %. 0 gives fair odds. */
  overround: number;
  /** Highest decimal odds offered (longshots are capped). Default 501. */
  maxOdds?: number;
}

export interface PricedOutcome {
  /** UOF outcome id ('1', '12', '1714', '2:1', 'other', 'sr:competitor:123' ...). */
  outcomeId: string;
  /**
   * Fair probability before margin. For markets with pushes or half-results (asian lines) this is the
   * effective probability 1/fairOdds, so a market's probabilities still sum to 1.
   */
  probability: number;
  /** Decimal odds after margin, 2 places, at least 1.01. */
  odds: number;
  /** US odds of `odds` (seed 001 section 9). */
  oddsUS: number;
  /** False when the outcome is practically decided (too likely or too unlikely to trade). */
  active: boolean;
}

export interface PricedMarket {
  marketTypeId: number;
  /** Canonical specifier string ('' when none), e.g. 'total=2.5', 'hcp=-1.5'. */
  specifiers: string;
  outcomes: PricedOutcome[];
}

/** Settlement of one outcome, in UOF terms (half won = won + voidFactor 0.5; push = lost + voidFactor 1). */
export interface OutcomeSettlement {
  outcomeId: string;
  result: 'won' | 'lost';
  voidFactor: 0 | 0.5 | 1;
  /** Share of the win paid when several competitors tie for the place (1/n). Omitted when 1. */
  deadHeatFactor?: number;
}

/** Head-to-head ratings on an Elo scale (1500 average; +400 ≈ 10:1 in a single game of chess). */
export interface MatchRatings {
  home: number;
  away: number;
}

/** Competitor 1 (home) or competitor 2 (away). */
export type Side = 'home' | 'away';
