import { ZMatchTimeline } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { Ingestion } from '../feed/ingestion/ingestion';
import { fixtureChange, matchFixture, oddsChange, oneXTwo } from '../feed/testing/feed-builders';
import { startTimelineRecorder } from './events.timeline-recorder';

const ID = 'sr:match:70';
const state = (homeScore: number, awayScore: number, text: string, seconds: number) => ({
  status: 1 as const,
  matchStatusDescription: text,
  homeScore,
  awayScore,
  clock: { timeInSeconds: seconds, stopped: false, timerType: 'up' as const },
});

describe('GET /api/EventFixture/v1/GetMatchTimeline/{id}', () => {
  let sut: TestApp;
  let ingestion: Ingestion;
  let stopRecorder: () => Promise<void>;
  const now = Date.now();
  const timeline = async (id = ID) => {
    const res = await sut.app.inject({ url: `/api/EventFixture/v1/GetMatchTimeline/${id}` });
    return { status: res.statusCode, body: res.json() };
  };
  const entriesNow = async () => ZMatchTimeline.parse((await timeline()).body.data).entries;

  beforeAll(async () => {
    sut = await createTestApp();
    stopRecorder = startTimelineRecorder(sut.platform);
    const requests: number[] = [];
    ingestion = new Ingestion(sut.platform, async (_p, _s, r) => {
      requests.push(r);
    });
    await ingestion.load();
    for (const p of [1, 3] as const) {
      await ingestion.apply({ kind: 'alive', producerId: p, ts: now, subscribed: true });
      await ingestion.apply({
        kind: 'snapshot_complete',
        producerId: p,
        ts: now,
        requestId: requests.at(-1)!,
      });
    }
    const fixture = matchFixture(ID, { scheduledAt: now - 60_000 });
    await ingestion.apply(fixtureChange(fixture, now));
    await ingestion.apply(
      oddsChange(ID, now + 1, [oneXTwo([2.5, 3.1, 2.9])], {
        producerId: 1,
        state: state(0, 0, '1º tempo', 60),
      }),
    );
    await ingestion.apply(
      oddsChange(ID, now + 2, [oneXTwo([1.6, 3.8, 5.5])], {
        producerId: 1,
        state: state(1, 0, '1º tempo', 700),
      }),
    );
    await ingestion.apply({ kind: 'bet_stop', producerId: 1, eventId: ID, ts: now + 3 });
    await ingestion.apply(oddsChange(ID, now + 4, [oneXTwo([1.7, 3.6, 5])], { producerId: 1 }));
  });

  afterAll(async () => {
    await stopRecorder();
    await sut.close();
  });

  it('answers what happened so far, newest first, with the win chances over time', async () => {
    await vi.waitFor(async () => expect(await entriesNow()).toHaveLength(4), { timeout: 5_000 });
    const { status, body } = await timeline();
    expect(status).toBe(200);
    const t = ZMatchTimeline.parse(body.data);
    expect(t.matchId).toBe(ID);
    expect(t.entries.map((e) => e.kind)).toEqual(['reopened', 'suspended', 'score', 'period']);
    const goal = t.entries[2]!;
    expect(goal).toMatchObject({ side: 'home', homeScore: 1, awayScore: 0, clock: 700 });
    expect(goal.text).toMatch(/marca: 1 x 0$/);
    expect(t.entries[3]?.text).toBe('1º tempo');
    expect(t.chances.length).toBeGreaterThanOrEqual(1);
    const first = t.chances[0]!;
    expect(first.home + first.draw + first.away).toBeCloseTo(1, 5);
  });

  it('carries on after a restart from the stored rows (no goal told twice)', async () => {
    await vi.waitFor(async () => expect(await entriesNow()).toHaveLength(4), { timeout: 5_000 });
    await stopRecorder();
    stopRecorder = startTimelineRecorder(sut.platform);
    await ingestion.apply(
      oddsChange(ID, now + 5, [oneXTwo([1.8, 3.5, 4.6])], {
        producerId: 1,
        state: state(1, 1, '1º tempo', 900),
      }),
    );
    await vi.waitFor(async () => expect(await entriesNow()).toHaveLength(5), { timeout: 5_000 });
    const [latest] = await entriesNow();
    expect(latest).toMatchObject({ kind: 'score', side: 'away', homeScore: 1, awayScore: 1, clock: 900 });
  });

  it('is a 404 for an unknown event and a 400 for a malformed id', async () => {
    expect((await timeline('sr:match:999999')).status).toBe(404);
    expect((await timeline('not an id')).status).toBe(400);
  });
});
