import type { DuelParams, DuelState } from '../duel/duel';
import { type Emit, other, zero } from './common';
import { chance, type Prng, uniformInt } from './prng';
import type { DuelLive, Side } from './types';

export function createDuel(params: DuelParams, seed: number): DuelLive {
  return {
    kind: 'duel',
    sport: params.sport,
    status: 'not_started',
    rng: seed >>> 0,
    elapsed: 0,
    period: 0,
    periodName: 'Não iniciado',
    clock: {
      timeInSeconds: params.sport === 'mma' ? 300 : 0,
      stopped: true,
      timerType: params.sport === 'mma' ? 'down' : 'up',
    },
    score: zero(),
    periodScores: [],
    breakLeft: 0,
    params,
    units: zero(),
    games: zero(),
    points: zero(),
    server: 'home',
    tiebreak: false,
    nextIn: 0,
    roundsWon: zero(),
  };
}

const UNIT_NAME: Readonly<Record<DuelParams['sport'], string>> = {
  tenis: 'set',
  volei: 'set',
  esports: 'Mapa',
  xadrez: 'Partida',
  mma: 'round',
};

function unitsNeeded(p: DuelParams): number {
  if (p.sport === 'tenis') return p.bestOf === 5 ? 3 : 2;
  if (p.sport === 'volei') return 3;
  if (p.sport === 'mma') return Number.POSITIVE_INFINITY;
  return p.winsNeeded;
}

function nextGap(p: DuelParams, rng: Prng): number {
  switch (p.sport) {
    case 'tenis':
      return uniformInt(rng, 30, 50);
    case 'volei':
      return uniformInt(rng, 18, 32);
    case 'esports':
      return uniformInt(rng, 1500, 2700);
    case 'xadrez':
      return uniformInt(rng, 900, 2400);
    case 'mma':
      return 1;
  }
}

function startUnit(s: DuelLive, rng: Prng, emit: Emit): void {
  if (s.status === 'not_started') emit('match_started');
  s.status = 'live';
  s.period += 1;
  const name = UNIT_NAME[s.params.sport];
  s.periodName = name === 'Mapa' || name === 'Partida' ? `${name} ${s.period}` : `${s.period}º ${name}`;
  s.periodScores.push(zero());
  s.games = zero();
  s.points = zero();
  s.tiebreak = false;
  s.nextIn = nextGap(s.params, rng);
  if (s.params.sport === 'mma') s.clock = { timeInSeconds: 300, stopped: false, timerType: 'down' };
  else s.clock.stopped = false;
  emit('period_started');
}

function finish(s: DuelLive, winner: Side, emit: Emit, detail?: string): void {
  s.status = 'ended';
  s.clock.stopped = true;
  s.periodName = 'Encerrado';
  const score =
    s.params.sport === 'mma'
      ? { home: winner === 'home' ? 1 : 0, away: winner === 'away' ? 1 : 0 }
      : { ...s.units };
  s.score = { ...score };
  s.result = { status: 'ended', score, periods: s.periodScores.map((p) => ({ ...p })) };
  emit('match_ended', { side: winner, ...(detail ? { detail } : {}) });
}

/** A unit (set, map, game, round) won: the match may end, else a short break. */
function unitWon(s: DuelLive, side: Side, emit: Emit): void {
  s.units[side] += 1;
  if (s.params.sport !== 'mma') s.score = { ...s.units };
  s.clock.stopped = true;
  emit('period_ended', { side });
  if (s.units[side] >= unitsNeeded(s.params)) {
    finish(s, side, emit);
    return;
  }
  s.status = 'break';
  s.breakLeft = s.params.sport === 'tenis' ? 120 : s.params.sport === 'volei' ? 180 : 300;
  s.periodName = 'Intervalo';
}

function tennisPoint(s: DuelLive, p: Extract<DuelParams, { sport: 'tenis' }>, rng: Prng, emit: Emit): void {
  const serve = s.server === 'home' ? p.serveHome : p.serveAway;
  const winner: Side = chance(rng, serve) ? s.server : other(s.server);
  s.points[winner] += 1;
  const a = s.points[winner];
  const b = s.points[other(winner)];
  const target = s.tiebreak ? 7 : 4;
  if (s.tiebreak && (s.points.home + s.points.away) % 2 === 1) s.server = other(s.server);
  if (a < target || a - b < 2) return;
  // game (or tie-break) won
  s.points = zero();
  s.games[winner] += 1;
  const current = s.periodScores[s.periodScores.length - 1]!;
  current[winner] += 1;
  emit('score', { side: winner, points: 1, detail: s.tiebreak ? 'tiebreak' : 'game' });
  if (!s.tiebreak) s.server = other(s.server);
  const g = s.games[winner];
  const h = s.games[other(winner)];
  if ((g >= 6 && g - h >= 2) || g === 7) {
    unitWon(s, winner, emit);
    return;
  }
  if (s.games.home === 6 && s.games.away === 6) s.tiebreak = true;
}

function volleyRally(s: DuelLive, p: Extract<DuelParams, { sport: 'volei' }>, rng: Prng, emit: Emit): void {
  const winner: Side = chance(rng, p.rallyHome) ? 'home' : 'away';
  s.points[winner] += 1;
  s.periodScores[s.periodScores.length - 1]![winner] += 1;
  emit('score', { side: winner, points: 1, detail: 'point' });
  const target = s.units.home + s.units.away === 4 ? 15 : 25;
  const a = s.points[winner];
  if (a >= target && a - s.points[other(winner)] >= 2) unitWon(s, winner, emit);
}

export function tickDuel(s: DuelLive, dt: number, rng: Prng, emit: Emit): void {
  if (s.status === 'not_started') {
    startUnit(s, rng, emit);
    return;
  }
  if (s.status === 'break') {
    s.breakLeft -= dt;
    if (s.breakLeft <= 0) startUnit(s, rng, emit);
    return;
  }
  const p = s.params;
  if (p.sport === 'mma') {
    s.clock.timeInSeconds = Math.max(0, s.clock.timeInSeconds - dt);
    const finishHazard = (p.finishRate * dt) / 300;
    if (chance(rng, finishHazard)) {
      const side: Side = chance(rng, p.roundHome) ? 'home' : 'away';
      emit('dangerous', { side, betStop: true, detail: 'knockdown' });
      s.periodScores[s.periodScores.length - 1]![side] += 10;
      finish(s, side, emit, 'finish');
      return;
    }
    if (chance(rng, (0.3 * dt) / 300))
      emit('dangerous', {
        side: chance(rng, p.roundHome) ? 'home' : 'away',
        betStop: true,
        detail: 'knockdown',
      });
    if (s.clock.timeInSeconds <= 0) {
      const side: Side = chance(rng, p.roundHome) ? 'home' : 'away';
      s.roundsWon[side] += 1;
      const card = s.periodScores[s.periodScores.length - 1]!;
      card[side] = 10;
      card[other(side)] = 9;
      s.clock.stopped = true;
      emit('period_ended', { side });
      if (s.period >= p.rounds) {
        finish(s, s.roundsWon.home > s.roundsWon.away ? 'home' : 'away', emit, 'decision');
        return;
      }
      s.status = 'break';
      s.breakLeft = 60;
      s.periodName = 'Intervalo';
    }
    return;
  }
  s.clock.timeInSeconds += dt;
  s.nextIn -= dt;
  if (s.nextIn > 0) return;
  s.nextIn = nextGap(p, rng);
  switch (p.sport) {
    case 'tenis':
      tennisPoint(s, p, rng, emit);
      return;
    case 'volei':
      volleyRally(s, p, rng, emit);
      return;
    case 'esports':
    case 'xadrez': {
      if (p.sport === 'xadrez' && chance(rng, p.drawRate)) {
        // a drawn game does not count: the next game starts after a short pause
        emit('period_ended', { detail: 'draw' });
        s.status = 'break';
        s.breakLeft = 300;
        s.periodName = 'Intervalo';
        return;
      }
      const side: Side = chance(rng, p.unitHome) ? 'home' : 'away';
      s.periodScores[s.periodScores.length - 1]![side] += 1;
      emit('score', { side, points: 1, detail: p.sport === 'xadrez' ? 'game' : 'map' });
      unitWon(s, side, emit);
      return;
    }
  }
}

/** The pricing view of a live two-outcome match. */
export function duelPricingState(s: DuelLive): DuelState {
  const p = s.params;
  switch (p.sport) {
    case 'tenis':
      return {
        sport: 'tenis',
        sets: { ...s.units },
        games: { ...s.games },
        points: { ...s.points },
        server: s.server,
      };
    case 'volei':
      return { sport: 'volei', sets: { ...s.units }, points: { ...s.points } };
    case 'esports':
    case 'xadrez':
      return { sport: p.sport, score: { ...s.units } };
    case 'mma':
      return {
        sport: 'mma',
        round: Math.max(1, s.status === 'break' ? s.period + 1 : s.period),
        roundPlayed: s.status === 'live' ? 1 - s.clock.timeInSeconds / 300 : 0,
        roundsWon: { ...s.roundsWon },
      };
  }
}
