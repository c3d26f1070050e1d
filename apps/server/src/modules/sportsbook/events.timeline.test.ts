import type { TMarket, TStreamEnvelope } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { initialTrack, stepTrack, type TrackState } from './events.timeline';

const ID = 'sr:match:1';
const start = () =>
  initialTrack({ sportId: 'sr:sport:1', home: 'Flamengo', away: 'Palmeiras', clockRate: 1 });

const liveTime = (ts: number, homeScore: number, awayScore: number, text: string, seconds = 600) =>
  ({
    event: 'event-live-time',
    ts,
    matchId: ID,
    payload: {
      matchId: ID,
      status: 1,
      matchStatusDescription: text,
      homeScore,
      awayScore,
      time: { timeInSeconds: seconds, stopped: false, timerType: 'up' },
    },
  }) satisfies TStreamEnvelope;

const main = (status: TMarket['status'], p: [number, number, number] = [0.5, 0.3, 0.2]): TMarket => ({
  id: 1,
  name: 'Resultado final',
  status,
  marketType: 1,
  isFavorite: false,
  producerId: 1,
  specifiers: '',
  handicap: null,
  outcomes: ['1', '2', '3'].map((outcomeId, i) => ({
    id: `${ID}/1//${outcomeId}`,
    outcomeId,
    name: outcomeId,
    odds: 1 / p[i]!,
    oddsUS: 0,
    active: true,
    probabilities: p[i]!,
    homeOrAwayTeam: null,
    specifiers: '',
  })),
});
const odds = (ts: number, market: TMarket) =>
  ({
    event: 'odds-update',
    ts,
    matchId: ID,
    payload: { matchId: ID, producerId: 1, providerId: 1, status: 1, markets: [market] },
  }) satisfies TStreamEnvelope;
const betStop = (ts: number, marketIds: number[] = []) =>
  ({
    event: 'bet-stop',
    ts,
    matchId: ID,
    payload: { matchId: ID, producerId: 1, marketIds, reason: 'bet-stop' },
  }) satisfies TStreamEnvelope;

function run(messages: TStreamEnvelope[], s: TrackState = start()) {
  const records = [];
  for (const m of messages) {
    const r = stepTrack(s, m);
    s = r.state;
    records.push(...r.records);
  }
  return { state: s, records };
}

describe('stepTrack', () => {
  it('tells the kick-off, each goal with its side and score, and the period changes, with the clock', () => {
    const { records } = run([
      liveTime(1_000, 0, 0, '1º tempo', 0),
      liveTime(2_000, 0, 0, '1º tempo', 1),
      liveTime(610_000, 1, 0, '1º tempo', 609),
      liveTime(900_000, 1, 1, '1º tempo', 899),
      liveTime(2_800_000, 1, 1, 'Intervalo', 2700),
    ]);
    expect(records.map((r) => [r.kind, 'text' in r ? r.text : ''])).toEqual([
      ['period', '1º tempo'],
      ['score', 'Flamengo marca: 1 x 0'],
      ['score', 'Palmeiras marca: 1 x 1'],
      ['period', 'Intervalo'],
    ]);
    expect(records[1]).toMatchObject({ side: 'home', clock: 609, homeScore: 1, awayScore: 0 });
    expect(records[2]).toMatchObject({ side: 'away', homeScore: 1, awayScore: 1 });
  });

  it('does not invent goals for a match first seen with a score', () => {
    const { records, state } = run([liveTime(1_000, 2, 1, '2º tempo', 3000)]);
    expect(records).toEqual([]);
    expect(state).toMatchObject({ homeScore: 2, awayScore: 1, period: '2º tempo' });
    expect(run([liveTime(2_000, 3, 1, '2º tempo', 3001)], state).records[0]).toMatchObject({
      kind: 'score',
      text: 'Flamengo marca: 3 x 1',
    });
  });

  it('tells a bet stop of the main market once, and its reopening; other markets do not count', () => {
    const { records } = run([
      odds(1_000, main(1)),
      betStop(2_000, [18]),
      betStop(3_000),
      betStop(4_000, [1]),
      odds(5_000, main(1)),
    ]);
    expect(records.filter((r) => r.kind !== 'chances').map((r) => r.kind)).toEqual(['suspended', 'reopened']);
  });

  it('keeps a chance point at most every 15 s of feed time, and at once after a goal', () => {
    const { records } = run([
      liveTime(0, 0, 0, '1º tempo', 0),
      odds(1_000, main(1, [0.5, 0.3, 0.2])),
      odds(6_000, main(1, [0.55, 0.28, 0.17])),
      odds(17_000, main(1, [0.56, 0.27, 0.17])),
      liveTime(18_000, 1, 0, '1º tempo', 18),
      odds(18_500, main(1, [0.75, 0.17, 0.08])),
      odds(19_000, main(1, [0.75, 0.17, 0.08])),
    ]);
    const points = records.filter((r) => r.kind === 'chances');
    expect(points.map((p) => p.ts)).toEqual([1_000, 17_000, 18_500]);
    expect(points[2]).toMatchObject({ home: 0.75, draw: 0.17, away: 0.08 });
  });
});
