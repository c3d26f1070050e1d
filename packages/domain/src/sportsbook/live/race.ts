import { type OutrightEntrant, plackettLuceWeights, samplePlackettLuce } from '../outright';
import { type Emit, zero } from './common';
import { chance, nextUniform, type Prng } from './prng';
import type { RaceLive } from './types';

export function createRace(
  entrants: readonly OutrightEntrant[],
  seed: number,
  options: { laps?: number } = {},
): RaceLive {
  return {
    kind: 'race',
    sport: 'formula-1',
    status: 'not_started',
    rng: seed >>> 0,
    elapsed: 0,
    period: 0,
    periodName: 'Não iniciado',
    clock: { timeInSeconds: 0, stopped: true, timerType: 'up' },
    score: zero(),
    periodScores: [],
    breakLeft: 0,
    entrants: entrants.map((e) => ({ ...e })),
    laps: options.laps ?? 57,
    lap: 0,
    lapSeconds: 92,
    nextIn: 0,
    order: [],
    retired: [],
  };
}

const RETIREMENT_PER_LAP = 0.0025;

function lapName(s: RaceLive): string {
  return `Volta ${s.lap}/${s.laps}`;
}

export function tickRace(s: RaceLive, dt: number, rng: Prng, emit: Emit): void {
  if (s.status === 'not_started') {
    s.status = 'live';
    s.order = samplePlackettLuce(s.entrants, () => nextUniform(rng), 1.2);
    s.lap = 1;
    s.period = 1;
    s.periodName = lapName(s);
    s.nextIn = s.lapSeconds;
    s.clock.stopped = false;
    emit('match_started', { detail: s.order[0] });
    return;
  }
  s.clock.timeInSeconds += dt;
  s.nextIn -= dt;
  if (s.nextIn > 0) return;
  s.nextIn = s.lapSeconds + Math.floor(nextUniform(rng) * 4);
  // a lap: overtakes between neighbours (likelier for the stronger driver), retirements, incidents
  const rating = new Map(s.entrants.map((e) => [e.id, e.rating]));
  const leader = s.order[0];
  for (let i = s.order.length - 1; i > 0; i--) {
    const behind = s.order[i]!;
    const ahead = s.order[i - 1]!;
    const edge = ((rating.get(behind) ?? 1500) - (rating.get(ahead) ?? 1500)) / 400;
    if (chance(rng, 0.04 / (1 + Math.exp(-4 * edge)))) {
      s.order[i] = ahead;
      s.order[i - 1] = behind;
    }
  }
  for (const id of [...s.order]) {
    if (chance(rng, RETIREMENT_PER_LAP)) {
      s.order = s.order.filter((x) => x !== id);
      s.retired.push(id);
      emit('dangerous', { detail: `retired:${id}`, betStop: true });
      emit('danger_over');
    }
  }
  if (s.order[0] !== leader) emit('score', { detail: `leader:${s.order[0]}` });
  s.lap += 1;
  s.period = s.lap;
  if (s.lap > s.laps || s.order.length === 0) {
    s.status = 'ended';
    s.clock.stopped = true;
    s.periodName = 'Encerrado';
    s.result = { status: 'ended', score: zero(), ranking: [...s.order, ...[...s.retired].reverse()] };
    emit('match_ended', { detail: s.order[0] });
    return;
  }
  s.periodName = lapName(s);
  emit('period_started');
}

/** Live win probabilities of a race: Plackett-Luce strengths tilted towards the current order as laps run out. */
export function raceWinProbabilities(s: RaceLive): { id: string; p: number }[] {
  if (s.status === 'not_started') {
    const w = plackettLuceWeights(s.entrants);
    const total = w.reduce((a, b) => a + b, 0);
    return s.entrants.map((e, i) => ({ id: e.id, p: w[i]! / total }));
  }
  if (s.status === 'ended')
    return s.entrants.map((e) => ({ id: e.id, p: e.id === s.result?.ranking?.[0] ? 1 : 0 }));
  const progress = Math.min(1, (s.lap - 1) / s.laps);
  const tilt = (1.2 * progress) / (1 - progress + 0.03);
  const w = plackettLuceWeights(s.entrants);
  const weights = s.entrants.map((e, i) => {
    const pos = s.order.indexOf(e.id);
    return pos < 0 ? 0 : w[i]! ** (1 - progress) * Math.exp(-tilt * pos);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return s.entrants.map((e, i) => ({ id: e.id, p: weights[i]! / total }));
}
