import type { DuelParams } from '../duel/duel';
import type { FootballModelParams } from '../football/goalModel';
import type { OutrightEntrant } from '../outright';
import type { ScoreSportParams } from '../scoreSports';
import type { SportKey } from '../sports';
import type { FinalResult, Score, Side } from '../types';

export type { Side };

/** Seed 001 live clock: seconds shown, stopped or running, counting up or down. */
export interface LiveClock {
  timeInSeconds: number;
  stopped: boolean;
  timerType: 'up' | 'down';
}

export type MatchEventType =
  | 'match_started'
  | 'period_started'
  | 'period_ended'
  | 'score'
  | 'card'
  | 'dangerous'
  | 'danger_over'
  | 'match_ended';

export interface MatchEvent {
  type: MatchEventType;
  /** Seconds since the match started (simulated time) when it happened. */
  at: number;
  side?: Side;
  /** Points added by a 'score' event (goal 1, basket 2/3, touchdown 7 …). */
  points?: number;
  /** 'yellow' | 'red' (cards), 'penalty', 'break_point', 'knockdown', 'touchdown' …, or a period name. */
  detail?: string;
  /** True for events during which the server should stop betting (dangerous moments, red cards). */
  betStop?: boolean;
  period: number;
  periodName: string;
  clock: LiveClock;
  score: Score;
}

export type MatchStatus = 'not_started' | 'live' | 'break' | 'ended';

interface Base {
  sport: SportKey;
  status: MatchStatus;
  /** PRNG state (mulberry32). */
  rng: number;
  /** Simulated seconds since the start. */
  elapsed: number;
  /** 1-based period index (half, quarter, set, inning, round, map, lap …); 0 before the start. */
  period: number;
  /** pt-BR period name ('1º tempo', 'Intervalo', '3º quarto', '2º set', 'Volta 12/57' …). */
  periodName: string;
  clock: LiveClock;
  score: Score;
  /** Score of each finished or running period. */
  periodScores: Score[];
  /** Seconds left of the current break (between periods). */
  breakLeft: number;
  result?: FinalResult;
}

export interface FootballLive extends Base {
  kind: 'football';
  params: FootballModelParams;
  /** Stoppage time of the current half, in seconds. */
  stoppage: number;
  halfTimeScore?: Score;
  redCards: Score;
  yellowCards: Score;
  danger?: { side: Side; resolvesAt: number; goal: boolean; penalty: boolean };
}

export interface ScoreSportLive extends Base {
  kind: 'score';
  params: ScoreSportParams;
  /** Regulation periods and their length in seconds (baseball: innings, length is the expected duration). */
  periods: number;
  periodLength: number;
  /** Seconds of play left in the current period. */
  periodLeft: number;
  overtime: boolean;
  regularScore?: Score;
  /** Baseball: which half of the inning is batting. */
  batting?: Side;
  danger?: { side: Side; resolvesAt: number; points: number };
}

export interface DuelLive extends Base {
  kind: 'duel';
  params: DuelParams;
  /** Units (sets, maps, games, rounds) won. */
  units: Score;
  /** Points / games inside the unit (tennis games in `games`, points in `points`). */
  games: Score;
  points: Score;
  server: Side;
  tiebreak: boolean;
  /** Seconds until the next rally / point / map / game result. */
  nextIn: number;
  /** MMA: judges' rounds; round length seconds. */
  roundsWon: Score;
}

export interface RaceLive extends Base {
  kind: 'race';
  entrants: OutrightEntrant[];
  laps: number;
  lap: number;
  lapSeconds: number;
  nextIn: number;
  order: string[];
  retired: string[];
}

export type LiveMatchState = FootballLive | ScoreSportLive | DuelLive | RaceLive;
