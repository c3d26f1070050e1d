import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { casinoModule } from '../../modules/casino';
import { feedIngestion, feedModule } from '../../modules/feed/module';
import { createTestApp, createTestPlatform, type TestApp } from '../../testing/platform';
import type { Platform } from '../context';

const eventually = { timeout: 150_000, interval: 100 };

/** Two nodes on one PostgreSQL database start the feed and the crash rounds: only one runs them. */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('single-active workers of two nodes', () => {
  let owner: Platform;
  let first: TestApp;
  let second: TestApp;
  let firstClosed = false;
  const modules = [feedModule, casinoModule];
  const crashState = (node: TestApp) => node.app.inject({ url: '/api/Casino/Originals/crash/State' });

  beforeAll(async () => {
    // the owner creates the database and drops it last; the nodes only connect to it
    owner = await createTestPlatform();
    const env = {
      DATABASE_URL: owner.config.DATABASE_URL!,
      SIMULATOR_ENABLED: 'true',
      SIMULATOR_SPEED: '50',
    };
    first = await createTestApp({ modules, env });
    second = await createTestApp({ modules, env });
    for (const node of [first, second]) for (const m of modules) await m.start?.(node.platform);
  });
  afterAll(async () => {
    await second?.close();
    if (!firstClosed) await first?.close();
    await owner?.close();
  });

  it('runs them on the first node only, and on the other once the first shuts down', async () => {
    expect(feedIngestion(first.platform)).toBeDefined();
    expect(feedIngestion(second.platform)).toBeUndefined();
    expect((await crashState(first)).statusCode).toBe(200);
    const standby = await crashState(second);
    expect(standby.statusCode).toBe(503);
    expect(standby.json().error.code).toBe('GAME_IN_MAINTENANCE');

    await first.close();
    firstClosed = true;
    await vi.waitFor(() => expect(feedIngestion(second.platform)).toBeDefined(), eventually);
    await vi.waitFor(async () => expect((await crashState(second)).statusCode).toBe(200), eventually);
  }, 300_000);
});
