import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger, createPlatform, type Platform } from '../context';
import { runAsLeader } from './index';

/** An embedded node (PGlite in memory), whatever database the suite runs on. */
async function embeddedPlatform(): Promise<Platform> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_IN_MEMORY: 'true',
    SIMULATOR_ENABLED: 'false',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
  });
  return createPlatform(config, createLogger(config));
}

function recorder() {
  const events: string[] = [];
  return {
    events,
    role: {
      start: () => {
        events.push('start');
      },
      stop: (reason: 'shutdown' | 'lost') => {
        events.push(`stop:${reason}`);
      },
    },
  };
}

describe('runAsLeader on PGlite', () => {
  let platform: Platform;
  let closed = false;
  beforeAll(async () => {
    platform = await embeddedPlatform();
  });
  afterAll(async () => {
    if (!closed) await platform.close();
  });

  it('throws a failed start and lets a later call try again', async () => {
    const boom = { start: () => Promise.reject(new Error('start failed')) };
    await expect(runAsLeader(platform, 'sweep', boom)).rejects.toThrow('start failed');
    const ok = recorder();
    const l = await runAsLeader(platform, 'sweep', ok.role);
    expect(l.leading).toBe(true);
    expect(ok.events).toEqual(['start']);
  });

  it('leads at once, starts a role once per name, and stops it when the platform closes', async () => {
    expect(platform.database.kind).toBe('pglite');
    const feed = recorder();
    const crash = recorder();
    const a = await runAsLeader(platform, 'feed', feed.role);
    expect(a.leading).toBe(true);
    expect(feed.events).toEqual(['start']);
    // a second start of the same module answers the first contender and starts nothing
    const again = await runAsLeader(platform, 'feed', recorder().role);
    expect(again).toBe(a);
    expect(feed.events).toEqual(['start']);
    const b = await runAsLeader(platform, 'casino-crash', crash.role);
    expect(b.leading).toBe(true);
    await platform.close();
    closed = true;
    expect(feed.events).toEqual(['start', 'stop:shutdown']);
    expect(crash.events).toEqual(['start', 'stop:shutdown']);
    expect(a.leading).toBe(false);
  });
});
