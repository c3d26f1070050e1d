import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { casinoModule } from '../../modules/casino';
import { feedIngestion, feedModule } from '../../modules/feed/module';
import { runningSimulator } from '../../modules/feed/simulator/requests';
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

/** The feed role moves between nodes: stopped on a lost lock, resumed from the database by the next leader. */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('feed failover', () => {
  let owner: Platform;
  const nodes: TestApp[] = [];
  const closed = new Set<TestApp>();
  let env: Record<string, string>;
  const node = async () => {
    const n = await createTestApp({ modules: [feedModule], env });
    nodes.push(n);
    return n;
  };
  const close = async (n: TestApp) => {
    closed.add(n);
    await n.close();
  };
  const running = (n: TestApp) => !closed.has(n) && feedIngestion(n.platform) !== undefined;

  beforeAll(async () => {
    owner = await createTestPlatform();
    env = { DATABASE_URL: owner.config.DATABASE_URL!, SIMULATOR_ENABLED: 'true', SIMULATOR_SPEED: '50' };
  });
  afterAll(async () => {
    for (const n of nodes) if (!closed.has(n)) await n.close();
    await owner?.close();
  });

  it('stops the feed on a lost lock, and a later leader settles a match that ended while none ran', async () => {
    const first = await node();
    const second = await node();
    await feedModule.start!(first.platform);
    await feedModule.start!(second.platform);
    expect([running(first), running(second)]).toEqual([true, false]);

    // the leader's lock connection dies: its feed stops (no exit), one node feeds afterwards, never two
    let both = 0;
    const sampler = setInterval(() => {
      if (running(first) && running(second)) both += 1;
    }, 5);
    const lockBackends = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and application_name = 'placar-leader:feed'`.execute(owner.db);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'placar-leader:feed'`.execute(owner.db);
    expect(lockBackends.rows.length).toBe(2);
    const killed = lockBackends.rows.map((r) => r.pid);
    // a new lock session leads, and its node has started the feed (the old leader's has stopped)
    await vi.waitFor(async () => {
      const holder = await sql<{
        pid: number;
      }>`select l.pid from pg_locks l join pg_stat_activity a using (pid)
        where a.datname = current_database() and a.application_name = 'placar-leader:feed'
          and l.locktype = 'advisory' and l.granted`.execute(owner.db);
      expect(holder.rows).toHaveLength(1);
      expect(killed).not.toContain(holder.rows[0]!.pid);
      const feeding = [first, second].filter(running);
      expect(feeding).toHaveLength(1);
      expect(runningSimulator(feeding[0]!.platform)).toBeDefined();
    }, eventually);
    clearInterval(sampler);
    expect(both).toBe(0);

    // the leader starts a short match, the standby leaves, then the leader: nobody runs the feed
    const [leader, standby] = running(first) ? [first, second] : [second, first];
    await close(standby);
    const match = await runningSimulator(leader.platform)!.startMatchNow({
      sport: 'futebol',
      durationSeconds: 3,
    });
    await close(leader);
    expect(runningSimulator(leader.platform)).toBeUndefined();
    const unsettled = await sql<{
      status: number;
    }>`select status from feed_events where id = ${match.id}`.execute(owner.db);
    expect(unsettled.rows[0]?.status).toBe(1);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(match.endsAt), eventually);

    // a new node leads: the overdue match ends and settles, and odds flow again
    const third = await node();
    const odds: string[] = [];
    third.platform.bus.subscribe('feed.odds.*', (m) => odds.push(m.subject));
    await feedModule.start!(third.platform);
    expect(running(third)).toBe(true);
    const settled = await sql<{ n: number }>`select count(*)::int as n from feed_settlement_messages
      where event_id = ${match.id} and kind = 'settle'`.execute(owner.db);
    expect(settled.rows[0]!.n).toBe(1);
    const ended = await sql<{
      status: number;
    }>`select status from feed_events where id = ${match.id}`.execute(owner.db);
    expect(ended.rows[0]?.status).toBe(3);
    await vi.waitFor(() => expect(odds.length).toBeGreaterThan(0), eventually);
  }, 300_000);
});
