import type { TSimulatorMatch } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { startSimulatorFeed } from './simulator/run';

// Two nodes on the real NATS (npm run test:bus): one runs the simulator, the other relays the call.
const natsUrl = process.env.NATS_URL;

describe.skipIf(!natsUrl)('POST /api/admin/simulator/matches across nodes over NATS', () => {
  let feedNode: TestApp;
  let otherNode: TestApp;

  beforeAll(async () => {
    [feedNode, otherNode] = await Promise.all([
      createTestApp({ env: { NATS_URL: natsUrl! } }),
      createTestApp({ env: { NATS_URL: natsUrl! } }),
    ]);
    expect(otherNode.platform.bus.kind).toBe('nats');
    const wall = Date.now();
    await startSimulatorFeed(feedNode.platform, { clock: () => wall, autoTick: false, leagues: [] });
  }, 240_000);
  afterAll(async () => {
    await Promise.all([feedNode?.close(), otherNode?.close()]);
  });

  it('a node that does not run the simulator relays the call to the one that does', async () => {
    const res = await otherNode.app.inject({
      method: 'POST',
      url: '/api/admin/simulator/matches',
      headers: { authorization: `Bearer ${await tokenFor(otherNode.platform, { id: 1, roles: [1] })}` },
      payload: { sport: 'volei', durationSeconds: 60 },
    });
    expect(res.statusCode).toBe(201);
    const match = res.json().data as TSimulatorMatch;
    expect(match.sportId).toBe('sr:sport:23');
    // stored by the feed node's ingestion (with one database per node in this test)
    const status = await feedNode.app.inject({
      url: `/api/EventFixture/v1/GetFixtureStatusFromApi/${match.id}`,
    });
    expect(status.json().data).toMatchObject({ id: match.id, isLive: true, status: 1 });
  });
});
