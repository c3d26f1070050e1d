import type { ScoreSportParams, ScoreSportState } from '../scoreSports';
import { addPoints, type Emit, zero } from './common';
import { chance, nextUniform, type Prng, uniformInt } from './prng';
import type { ScoreSportLive, Side } from './types';

interface Format {
  periods: number;
  periodLength: number;
  overtimeLength: number;
  breakLength: number;
  halfTimeBreak: number;
  ordinal: string;
  timerType: 'up' | 'down';
}

const FORMATS: Readonly<Record<ScoreSportParams['sport'], Format>> = {
  basquete: {
    periods: 4,
    periodLength: 600,
    overtimeLength: 300,
    breakLength: 120,
    halfTimeBreak: 900,
    ordinal: 'quarto',
    timerType: 'down',
  },
  'futebol-americano': {
    periods: 4,
    periodLength: 900,
    overtimeLength: 600,
    breakLength: 120,
    halfTimeBreak: 780,
    ordinal: 'quarto',
    timerType: 'down',
  },
  'hoquei-gelo': {
    periods: 3,
    periodLength: 1200,
    overtimeLength: 300,
    breakLength: 1080,
    halfTimeBreak: 1080,
    ordinal: 'período',
    timerType: 'down',
  },
  beisebol: {
    periods: 9,
    periodLength: 1200,
    overtimeLength: 1200,
    breakLength: 60,
    halfTimeBreak: 60,
    ordinal: 'entrada',
    timerType: 'up',
  },
};

/** Points of one scoring play, by sport. */
function scoringPlay(sport: ScoreSportParams['sport'], rng: Prng): { points: number; detail: string } {
  const u = nextUniform(rng);
  switch (sport) {
    case 'basquete':
      return u < 0.12
        ? { points: 1, detail: 'free_throw' }
        : u < 0.7
          ? { points: 2, detail: 'basket' }
          : { points: 3, detail: 'three' };
    case 'futebol-americano':
      return u < 0.62
        ? { points: 7, detail: 'touchdown' }
        : u < 0.66
          ? { points: 6, detail: 'touchdown' }
          : u < 0.98
            ? { points: 3, detail: 'field_goal' }
            : { points: 2, detail: 'safety' };
    default:
      return { points: 1, detail: sport === 'beisebol' ? 'run' : 'goal' };
  }
}

const MEAN_POINTS: Readonly<Record<ScoreSportParams['sport'], number>> = {
  basquete: 0.12 + 0.58 * 2 + 0.3 * 3,
  'futebol-americano': 0.62 * 7 + 0.04 * 6 + 0.32 * 3 + 0.02 * 2,
  'hoquei-gelo': 1,
  beisebol: 1,
};

/** Options: `periodSeconds` overrides the period length (NBA quarters 720 s, FIBA/NBB 600 s). */
export function createScoreSport(
  params: ScoreSportParams,
  seed: number,
  options: { periodSeconds?: number } = {},
): ScoreSportLive {
  const f = FORMATS[params.sport];
  return {
    kind: 'score',
    sport: params.sport,
    status: 'not_started',
    rng: seed >>> 0,
    elapsed: 0,
    period: 0,
    periodName: 'Não iniciado',
    clock: {
      timeInSeconds: f.timerType === 'down' ? (options.periodSeconds ?? f.periodLength) : 0,
      stopped: true,
      timerType: f.timerType,
    },
    score: zero(),
    periodScores: [],
    breakLeft: 0,
    params,
    periods: f.periods,
    periodLength: options.periodSeconds ?? f.periodLength,
    periodLeft: 0,
    overtime: false,
  };
}

function periodName(s: ScoreSportLive): string {
  const f = FORMATS[s.params.sport];
  if (s.params.sport === 'beisebol')
    return `${s.period}ª entrada (${s.batting === 'away' ? 'alta' : 'baixa'})`;
  if (s.overtime)
    return s.params.sport === 'hoquei-gelo' ? 'Prorrogação' : `Prorrogação ${s.period - s.periods}`;
  return `${s.period}º ${f.ordinal}`;
}

function startPeriod(s: ScoreSportLive, rng: Prng, emit: Emit): void {
  const f = FORMATS[s.params.sport];
  if (s.status === 'not_started') emit('match_started');
  s.status = 'live';
  s.period += 1;
  s.overtime = s.period > s.periods;
  if (s.params.sport === 'beisebol') {
    s.batting = 'away';
    s.periodLeft = uniformInt(rng, 400, 800);
  } else {
    s.periodLeft = s.overtime ? f.overtimeLength : s.periodLength;
  }
  s.periodScores.push(zero());
  s.periodName = periodName(s);
  s.clock = {
    timeInSeconds: f.timerType === 'down' ? s.periodLeft : s.clock.timeInSeconds,
    stopped: false,
    timerType: f.timerType,
  };
  emit('period_started');
}

function finish(s: ScoreSportLive, emit: Emit): void {
  s.status = 'ended';
  s.clock.stopped = true;
  s.periodName = 'Encerrado';
  const regular = s.regularScore;
  s.result = {
    status: 'ended',
    score: { ...s.score },
    ...(regular && (regular.home !== s.score.home || regular.away !== s.score.away)
      ? { regular: { ...regular } }
      : {}),
    periods: s.periodScores.map((p) => ({ ...p })),
  };
  emit('match_ended');
}

/** Expected scoring rate per second of a side during regulation. */
function rate(s: ScoreSportLive, side: Side): number {
  const mean = side === 'home' ? s.params.homeMean : s.params.awayMean;
  const seconds = s.params.sport === 'beisebol' ? s.periods * 600 : s.periods * s.periodLength;
  return mean / MEAN_POINTS[s.params.sport] / seconds;
}

function endOfPeriod(s: ScoreSportLive, rng: Prng, emit: Emit): void {
  const f = FORMATS[s.params.sport];
  const { sport } = s.params;
  if (sport === 'beisebol' && s.batting === 'away') {
    // middle of the inning; the home side does not bat in the 9th+ when already ahead
    if (s.period >= s.periods && s.score.home > s.score.away) {
      emit('period_ended');
      if (s.period === s.periods) s.regularScore = { ...s.score };
      finish(s, emit);
      return;
    }
    s.batting = 'home';
    s.periodLeft = uniformInt(rng, 400, 800);
    s.periodName = periodName(s);
    emit('period_started', { detail: 'baixa' });
    return;
  }
  s.clock.stopped = true;
  emit('period_ended');
  if (s.period === s.periods) s.regularScore = { ...s.score };
  if (s.period >= s.periods && s.score.home !== s.score.away) {
    finish(s, emit);
    return;
  }
  if (s.overtime && sport === 'hoquei-gelo') {
    // shootout: its winner gets one goal
    const side: Side = chance(rng, s.params.overtimeHome) ? 'home' : 'away';
    addPoints(s, side, 1);
    emit('score', { side, points: 1, detail: 'shootout' });
    finish(s, emit);
    return;
  }
  s.status = 'break';
  s.breakLeft = s.period * 2 === s.periods ? f.halfTimeBreak : f.breakLength;
  s.periodName = s.period * 2 === s.periods ? 'Intervalo' : 'Pausa';
}

export function tickScoreSport(s: ScoreSportLive, dt: number, rng: Prng, emit: Emit): void {
  if (s.status === 'not_started') {
    startPeriod(s, rng, emit);
    return;
  }
  if (s.status === 'break') {
    s.breakLeft -= dt;
    if (s.breakLeft <= 0) startPeriod(s, rng, emit);
    return;
  }
  s.periodLeft -= dt;
  s.clock.timeInSeconds =
    s.clock.timerType === 'down' ? Math.max(0, s.periodLeft) : s.clock.timeInSeconds + dt;
  const { sport } = s.params;

  if (s.danger && s.elapsed >= s.danger.resolvesAt) {
    const { side, points } = s.danger;
    s.danger = undefined;
    if (points > 0) {
      addPoints(s, side, points);
      emit('score', {
        side,
        points,
        detail: points >= 6 ? 'touchdown' : points === 3 ? 'field_goal' : points === 2 ? 'safety' : 'goal',
      });
    }
    emit('danger_over', { side });
  }
  const sides: Side[] = sport === 'beisebol' ? [s.batting ?? 'away'] : ['home', 'away'];
  for (const side of sides) {
    const r = rate(s, side);
    if (sport === 'futebol-americano' || sport === 'hoquei-gelo') {
      // drives into the red zone / power plays: dangerous moments, of which a share scores
      const conversion = sport === 'futebol-americano' ? 0.6 : 0.3;
      if (!s.danger && chance(rng, (r * dt) / conversion)) {
        const points = chance(rng, conversion) ? scoringPlay(sport, rng).points : 0;
        s.danger = { side, points, resolvesAt: s.elapsed + uniformInt(rng, 10, 40) };
        emit('dangerous', {
          side,
          betStop: true,
          detail: sport === 'futebol-americano' ? 'red_zone' : 'power_play',
        });
      }
    } else if (chance(rng, r * dt)) {
      const play = scoringPlay(sport, rng);
      addPoints(s, side, play.points);
      emit('score', { side, points: play.points, detail: play.detail });
    }
  }
  const suddenDeath =
    s.overtime && sport !== 'basquete' && sport !== 'beisebol' && s.score.home !== s.score.away;
  const walkOff =
    sport === 'beisebol' && s.period >= s.periods && s.batting === 'home' && s.score.home > s.score.away;
  if (suddenDeath || walkOff) {
    emit('period_ended');
    finish(s, emit);
    return;
  }
  if (s.periodLeft <= 0 && !s.danger) endOfPeriod(s, rng, emit);
}

/** The pricing view of a live score-sport match. */
export function scoreSportPricingState(s: ScoreSportLive): ScoreSportState {
  const score = { ...s.score };
  if (s.status === 'ended') return { played: 1, score, ended: true };
  if (s.status === 'not_started') return { played: 0, score };
  if (s.params.sport === 'beisebol') {
    const halves = (s.period - 1) * 2 + (s.batting === 'home' ? 1 : 0) + (s.status === 'break' ? 1 : 0);
    const inHalf = s.status === 'live' ? Math.min(1, Math.max(0, 1 - s.periodLeft / 600)) : 0;
    if (s.period > s.periods)
      return { played: 1, score, overtime: { played: (s.batting === 'home' ? 0.5 : 0) + inHalf / 2 } };
    return { played: Math.min(1, (halves + inHalf) / (2 * s.periods)), score };
  }
  const length = s.overtime ? FORMATS[s.params.sport].overtimeLength : s.periodLength;
  const inPeriod = s.status === 'live' ? 1 - Math.max(0, s.periodLeft) / length : 1;
  if (s.overtime || (s.status === 'break' && s.period >= s.periods)) {
    return { played: 1, score, overtime: { played: s.overtime ? inPeriod : 0 } };
  }
  return { played: Math.min(1, (s.period - 1 + inPeriod) / s.periods), score };
}
