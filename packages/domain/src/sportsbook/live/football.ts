import type { FootballInPlayState, FootballModelParams } from '../football/goalModel';
import { addPoints, type Emit, other, zero } from './common';
import { chance, nextUniform, type Prng, uniformInt } from './prng';
import type { FootballLive, Side } from './types';

const HALF = 2700;
const HALF_TIME_BREAK = 900;
/** Share of dangerous moments that become goals (penalties apart). */
const CONVERSION = 0.124;
const PENALTY_SHARE = 0.04;
const PENALTY_CONVERSION = 0.78;
const MEAN_CONVERSION = PENALTY_SHARE * PENALTY_CONVERSION + (1 - PENALTY_SHARE) * CONVERSION;
const YELLOWS_PER_TEAM = 2;
const REDS_PER_TEAM = 0.1;

export function createFootball(params: FootballModelParams, seed: number): FootballLive {
  return {
    kind: 'football',
    sport: 'futebol',
    status: 'not_started',
    rng: seed >>> 0,
    elapsed: 0,
    period: 0,
    periodName: 'Não iniciado',
    clock: { timeInSeconds: 0, stopped: true, timerType: 'up' },
    score: zero(),
    periodScores: [],
    breakLeft: 0,
    params,
    stoppage: 0,
    redCards: zero(),
    yellowCards: zero(),
  };
}

function startHalf(s: FootballLive, half: 1 | 2, rng: Prng, emit: Emit): void {
  s.status = 'live';
  s.period = half;
  s.periodName = half === 1 ? '1º tempo' : '2º tempo';
  s.clock = { timeInSeconds: half === 1 ? 0 : HALF, stopped: false, timerType: 'up' };
  s.stoppage = half === 1 ? uniformInt(rng, 60, 240) : uniformInt(rng, 120, 420);
  s.periodScores.push(zero());
  if (half === 1) emit('match_started');
  emit('period_started');
}

function goalIntensity(s: FootballLive, side: Side, secondOfHalf: number): number {
  const share = s.params.firstHalfShare ?? 0.45;
  const length = HALF + s.stoppage;
  const u = Math.min(secondOfHalf / length, 1);
  const mean = side === 'home' ? s.params.homeGoals : s.params.awayGoals;
  const reds = s.redCards[side];
  const opp = s.redCards[other(side)];
  const halfShare = s.period === 1 ? share : 1 - share;
  return ((mean * halfShare) / length) * (1 + 0.3 * (u - 0.5)) * 0.75 ** reds * 1.2 ** opp;
}

export function tickFootball(s: FootballLive, dt: number, rng: Prng, emit: Emit): void {
  if (s.status === 'not_started') {
    startHalf(s, 1, rng, emit);
    return;
  }
  if (s.status === 'break') {
    s.breakLeft -= dt;
    if (s.breakLeft <= 0) startHalf(s, 2, rng, emit);
    return;
  }
  s.clock.timeInSeconds += dt;
  const secondOfHalf = s.clock.timeInSeconds - (s.period === 1 ? 0 : HALF);

  if (s.danger && s.elapsed >= s.danger.resolvesAt) {
    const { side, goal, penalty } = s.danger;
    s.danger = undefined;
    if (goal) {
      addPoints(s, side, 1);
      emit('score', { side, points: 1, detail: penalty ? 'penalty' : 'goal' });
    }
    emit('danger_over', { side });
  }
  for (const side of ['home', 'away'] as const) {
    if (!s.danger && chance(rng, (goalIntensity(s, side, secondOfHalf) * dt) / MEAN_CONVERSION)) {
      const penalty = chance(rng, PENALTY_SHARE);
      const goal = chance(rng, penalty ? PENALTY_CONVERSION : CONVERSION);
      s.danger = {
        side,
        penalty,
        goal,
        resolvesAt: s.elapsed + (penalty ? 60 : 8 + Math.floor(nextUniform(rng) * 18)),
      };
      emit('dangerous', { side, betStop: true, detail: penalty ? 'penalty' : 'attack' });
    }
    if (chance(rng, (YELLOWS_PER_TEAM * dt) / (2 * HALF))) {
      s.yellowCards[side] += 1;
      emit('card', { side, detail: 'yellow' });
    }
    if (s.redCards[side] < 3 && chance(rng, (REDS_PER_TEAM * dt) / (2 * HALF))) {
      s.redCards[side] += 1;
      emit('card', { side, detail: 'red', betStop: true });
    }
  }

  if (secondOfHalf >= HALF + s.stoppage && !s.danger) {
    s.clock.stopped = true;
    emit('period_ended');
    if (s.period === 1) {
      s.halfTimeScore = { ...s.score };
      s.status = 'break';
      s.breakLeft = HALF_TIME_BREAK;
      s.periodName = 'Intervalo';
      s.clock.timeInSeconds = HALF;
    } else {
      s.status = 'ended';
      s.periodName = 'Encerrado';
      s.clock.timeInSeconds = 2 * HALF;
      s.result = {
        status: 'ended',
        score: { ...s.score },
        halfTime: { ...(s.halfTimeScore ?? zero()) },
        periods: s.periodScores.map((p) => ({ ...p })),
      };
      emit('match_ended');
    }
  }
}

/** The pricing view of a live football match. */
export function footballPricingState(s: FootballLive): FootballInPlayState {
  const redCards = { ...s.redCards };
  const score = { ...s.score };
  if (s.status === 'not_started') return { period: 'prematch', minuteOfHalf: 0, score, redCards };
  if (s.status === 'ended')
    return { period: 'ended', minuteOfHalf: 0, score, redCards, halfTimeScore: s.halfTimeScore };
  if (s.status === 'break')
    return { period: 'half_time', minuteOfHalf: 0, score, redCards, halfTimeScore: s.halfTimeScore };
  const minuteOfHalf = (s.clock.timeInSeconds - (s.period === 1 ? 0 : HALF)) / 60;
  return s.period === 1
    ? { period: 'first_half', minuteOfHalf, score, redCards }
    : { period: 'second_half', minuteOfHalf, score, redCards, halfTimeScore: s.halfTimeScore };
}
