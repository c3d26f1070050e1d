import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestPlatform } from '../../testing/platform';
import type { Platform } from '../context';
import { type Leadership, leaderLockKey, runAsLeader } from './index';

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

/** When the backend `pid` last began a query (the lock connection's heartbeats move it). */
async function lastQueryAt(platform: Platform, pid: number): Promise<number> {
  const r = await sql<{
    at: Date;
  }>`select query_start as at from pg_stat_activity where pid = ${pid}::int`.execute(platform.db);
  return r.rows[0]?.at ? new Date(r.rows[0].at).getTime() : 0;
}

/** Samples the contenders' `leading` flags every few milliseconds until stopped: how often more than one led. */
function sampleLeaders(leaderships: { leading: boolean }[]) {
  let samples = 0;
  let both = 0;
  const timer = setInterval(() => {
    samples += 1;
    if (leaderships.filter((l) => l.leading).length > 1) both += 1;
  }, 2);
  return {
    stop() {
      clearInterval(timer);
      return { samples, both };
    },
  };
}

/** A connection to the server's maintenance database, to take this test's database down and up. */
async function adminClient() {
  const admin = new pg.Client({ connectionString: process.env.PLACAR_TEST_DATABASE_URL });
  await admin.connect();
  return admin;
}

/** A database outage: no new connections, every existing one cut. */
async function outage(admin: pg.Client, database: string) {
  await admin.query(`alter database "${database}" allow_connections false`);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
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

  it('keeps the lock through a role start far longer than the idle limit: the heartbeat does not wait for it', async () => {
    // the start runs until the lock connection has been heard from twice since it began (at most 14 s,
    // beyond the server's idle limit of at least 10 s that a queued heartbeat used to trip)
    let pid = 0;
    let beats = 0;
    let startEnded = false;
    const events: string[] = [];
    const role = {
      async start() {
        events.push('start');
        pid = (await holders(a, 'job-slow'))[0] ?? 0;
        const began = Date.now();
        let seen = await lastQueryAt(a, pid);
        while (beats < 2 && Date.now() - began < 14_000) {
          await new Promise((r) => setTimeout(r, 3 * retryMs));
          const at = await lastQueryAt(a, pid);
          if (at > seen) beats += 1;
          seen = at;
        }
        startEnded = true;
      },
      stop: (reason: 'shutdown' | 'lost') => {
        events.push(`stop:${reason}`);
      },
    };
    const rb = recorder();
    const la = runAsLeader(a, 'job-slow', role, { retryMs });
    await vi.waitFor(() => expect(pid).toBeGreaterThan(0), eventually);
    const lb = await runAsLeader(b, 'job-slow', rb.role, { retryMs });
    const leader = await la;
    expect(startEnded).toBe(true);
    expect(beats).toBe(2);
    expect(events).toEqual(['start']);
    expect(leader.leading).toBe(true);
    expect(lb.leading).toBe(false);
    expect(await holders(a, 'job-slow')).toEqual([pid]);
    await leader.release();
    await lb.release();
  }, 30_000);

  it('never lets two contenders lead at once when the leader is killed; the old leader stands by', async () => {
    // a node that lost the role stops once the other leads, so the other (not itself) takes over
    const handover = (events: string[], other: () => { leading: boolean } | undefined) => ({
      start: () => {
        events.push('start');
      },
      stop: async (reason: 'shutdown' | 'lost') => {
        events.push(`stop:${reason}`);
        if (reason === 'lost') await vi.waitFor(() => expect(other()?.leading).toBe(true), eventually);
      },
    });
    const ra = { events: [] as string[] };
    const rb = { events: [] as string[] };
    let lb: Leadership | undefined;
    const la = await runAsLeader(
      a,
      'job-sample',
      handover(ra.events, () => lb),
      { retryMs },
    );
    lb = await runAsLeader(
      b,
      'job-sample',
      handover(rb.events, () => la),
      { retryMs },
    );
    const sampler = sampleLeaders([la, lb]);
    for (let round = 0; round < 4; round++) {
      const [leader, standby] = round % 2 === 0 ? [la, lb] : [lb, la];
      expect([leader.leading, standby.leading]).toEqual([true, false]);
      const [pid] = await holders(a, 'job-sample');
      await terminate(a, pid!);
      await vi.waitFor(() => expect(standby.leading).toBe(true), eventually);
      await vi.waitFor(async () => expect(await holders(a, 'job-sample')).toHaveLength(1), eventually);
      expect(leader.leading).toBe(false);
    }
    const { samples, both } = sampler.stop();
    expect(samples).toBeGreaterThan(0);
    expect(both).toBe(0);
    // each node lost the role twice and went back to standby: no exit, stopped and started again
    expect(ra.events).toEqual(['start', 'stop:lost', 'start', 'stop:lost', 'start']);
    expect(rb.events).toEqual(['start', 'stop:lost', 'start', 'stop:lost']);
    await la.release();
    await lb.release();
  });

  it("hands over at once on a leader's graceful release, without waiting for the standby's next try", async () => {
    const ra = recorder();
    const rb = recorder();
    // a standby that would only try again a minute later
    const la = await runAsLeader(a, 'job-notify', ra.role, { retryMs: 60_000, heartbeatMs: retryMs });
    const lb = await runAsLeader(b, 'job-notify', rb.role, { retryMs: 60_000, heartbeatMs: retryMs });
    expect([la.leading, lb.leading]).toEqual([true, false]);
    await la.release();
    await vi.waitFor(() => expect(lb.leading).toBe(true), { timeout: 20_000, interval: 25 });
    expect(rb.events).toEqual(['start']);
    await lb.release();
  });

  it('survives a database outage: roles stop, nobody exits, exactly one node leads again afterwards', async () => {
    const database = new URL(a.config.DATABASE_URL!).pathname.slice(1);
    const ra = recorder();
    const rb = recorder();
    const la = await runAsLeader(a, 'job-outage', ra.role, { retryMs });
    const lb = await runAsLeader(b, 'job-outage', rb.role, { retryMs });
    // a role without stop alone on its lock: an outage must not end its node either
    const ended = vi.fn();
    const lone = await runAsLeader(
      c,
      'job-outage-unstoppable',
      { start: () => {} },
      { retryMs, onUnstoppableLoss: ended },
    );
    expect([la.leading, lb.leading, lone.leading]).toEqual([true, false, true]);
    const admin = await adminClient();
    const sampler = sampleLeaders([la, lb]);
    try {
      await outage(admin, database);
      await vi.waitFor(() => expect(ra.events).toEqual(['start', 'stop:lost']), eventually);
      expect([la.leading, lb.leading]).toEqual([false, false]);
      // several failed attempts while the database refuses connections
      await new Promise((r) => setTimeout(r, 10 * retryMs));
      expect([la.leading, lb.leading]).toEqual([false, false]);
      expect(ended).not.toHaveBeenCalled();
    } finally {
      await admin.query(`alter database "${database}" allow_connections true`);
      await admin.end();
    }
    await vi.waitFor(() => expect([la.leading, lb.leading].filter(Boolean)).toHaveLength(1), eventually);
    await vi.waitFor(async () => expect(await holders(a, 'job-outage')).toHaveLength(1), eventually);
    await new Promise((r) => setTimeout(r, 10 * retryMs));
    expect([la.leading, lb.leading].filter(Boolean)).toHaveLength(1);
    expect(sampler.stop().both).toBe(0);
    await vi.waitFor(
      async () => expect(await holders(a, 'job-outage-unstoppable')).toHaveLength(1),
      eventually,
    );
    expect(lone.leading).toBe(true);
    expect(ended).not.toHaveBeenCalled();
    await la.release();
    await lb.release();
    await lone.release();
  });
});
