import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestPlatform } from '../../testing/platform';
import type { Platform } from '../context';
import { leaderLockKey, runAsLeader } from './index';

const retryMs = 100;
const eventually = { timeout: 20_000, interval: 25 };

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

/** Backends holding (or waiting for) the advisory lock of `name` in this test's database. */
async function holders(platform: Platform, name: string, granted = true): Promise<number[]> {
  const key = leaderLockKey(name);
  // a bigint key shows as classid (high 32 bits) and objid (low 32 bits), objsubid 1
  const r = await sql<{ pid: number }>`
    select pid from pg_locks
    where locktype = 'advisory' and granted = ${granted} and objsubid = 1
      and database = (select oid from pg_database where datname = current_database())
      and classid::bigint = ((${key}::bigint >> 32) & 4294967295)
      and objid::bigint = (${key}::bigint & 4294967295)`.execute(platform.db);
  return r.rows.map((row) => Number(row.pid));
}

async function terminate(platform: Platform, pid: number) {
  await sql`select pg_terminate_backend(${pid}::int)`.execute(platform.db);
}

/** Leadership between nodes needs the real PostgreSQL: run with PLACAR_TEST_DATABASE_URL. */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('runAsLeader on PostgreSQL', () => {
  // Three nodes sharing one database (the first creates it and drops it on close).
  let a: Platform;
  let b: Platform;
  let c: Platform;
  let cClosed = false;
  beforeAll(async () => {
    a = await createTestPlatform();
    const url = a.config.DATABASE_URL!;
    b = await createTestPlatform({ DATABASE_URL: url });
    c = await createTestPlatform({ DATABASE_URL: url });
  });
  afterAll(async () => {
    if (!cClosed) await c?.close();
    await b?.close();
    await a?.close();
  });

  it('lets exactly one of two contenders lead; the standby takes over when the leader node closes', async () => {
    const rc = recorder();
    const rb = recorder();
    const lc = await runAsLeader(c, 'job-close', rc.role, { retryMs });
    const lb = await runAsLeader(b, 'job-close', rb.role, { retryMs });
    expect(lc.leading).toBe(true);
    expect(lb.leading).toBe(false);
    expect(rc.events).toEqual(['start']);
    expect(rb.events).toEqual([]);
    // the standby keeps trying and keeps failing while the leader holds the lock
    await new Promise((r) => setTimeout(r, 10 * retryMs));
    expect(lb.leading).toBe(false);
    expect(rb.events).toEqual([]);
    expect(await holders(a, 'job-close')).toHaveLength(1);

    await c.close();
    cClosed = true;
    expect(rc.events).toEqual(['start', 'stop:shutdown']);
    await vi.waitFor(() => expect(lb.leading).toBe(true), eventually);
    expect(rb.events).toEqual(['start']);
    expect(await holders(a, 'job-close')).toHaveLength(1);
  });

  it("hands over when the leader's connection is killed; the old leader stops and stands by", async () => {
    // the old leader's stop waits until the standby leads, so the old leader cannot win the lock back first
    let standbyLeads: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      standbyLeads = resolve;
    });
    const events: string[] = [];
    const ra = {
      start: () => {
        events.push('start');
      },
      stop: (reason: 'shutdown' | 'lost') => {
        events.push(`stop:${reason}`);
        return reason === 'lost' ? gate : undefined;
      },
    };
    const rb = recorder();
    const la = await runAsLeader(a, 'job-kill', ra, { retryMs });
    const lb = await runAsLeader(b, 'job-kill', rb.role, { retryMs });
    expect([la.leading, lb.leading]).toEqual([true, false]);
    const [pid] = await holders(a, 'job-kill');
    await terminate(a, pid!);

    await vi.waitFor(() => expect(events).toEqual(['start', 'stop:lost']), eventually);
    expect(la.leading).toBe(false);
    await vi.waitFor(() => expect(lb.leading).toBe(true), eventually);
    standbyLeads();
    expect(rb.events).toEqual(['start']);
    const now = await holders(a, 'job-kill');
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(pid);

    // the old leader reconnects as a standby: it leads again once the new leader lets go
    await new Promise((r) => setTimeout(r, 10 * retryMs));
    expect(la.leading).toBe(false);
    await lb.release();
    expect(rb.events).toEqual(['start', 'stop:shutdown']);
    await vi.waitFor(() => expect(la.leading).toBe(true), eventually);
    expect(events).toEqual(['start', 'stop:lost', 'start']);
  });

  it('keeps a role without stop after a connection blip, and ends the node when another took the lock', async () => {
    let starts = 0;
    const ended = vi.fn();
    const l = await runAsLeader(
      b,
      'job-unstoppable',
      {
        start: () => {
          starts += 1;
        },
      },
      { retryMs, onUnstoppableLoss: ended },
    );
    expect(l.leading).toBe(true);
    const [first] = await holders(a, 'job-unstoppable');

    // nobody else wants the lock: the node takes it straight back on a new connection
    await terminate(a, first!);
    await vi.waitFor(async () => {
      const now = await holders(a, 'job-unstoppable');
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(first);
    }, eventually);
    expect(l.leading).toBe(true);
    expect(ended).not.toHaveBeenCalled();
    expect(starts).toBe(1);

    // another session queues for the lock first: it gets it as the session dies, so the node must end
    const [second] = await holders(a, 'job-unstoppable');
    const other = new pg.Client({ connectionString: a.config.DATABASE_URL });
    await other.connect();
    try {
      const waiting = other.query('select pg_advisory_lock($1::bigint)', [leaderLockKey('job-unstoppable')]);
      await vi.waitFor(
        async () => expect(await holders(a, 'job-unstoppable', false)).toHaveLength(1),
        eventually,
      );
      await terminate(a, second!);
      await waiting;
      await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1), eventually);
      expect(l.leading).toBe(false);
      expect(starts).toBe(1);
      const held = await holders(a, 'job-unstoppable');
      expect(held).toHaveLength(1);
      expect(held[0]).not.toBe(second);
    } finally {
      await other.end();
    }
  });
});
