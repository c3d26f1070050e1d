import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { LeaderRole, Leadership } from './role';

/** The advisory-lock key of a role: the first 8 bytes of sha256('placar:leader:<name>'), a signed bigint. */
export function leaderLockKey(name: string): string {
  return createHash('sha256').update(`placar:leader:${name}`).digest().readBigInt64BE(0).toString();
}

/** A leader letting go of a role says so here (payload: the lock key): standbys try at once. */
export const LEADER_RELEASED_CHANNEL = 'placar_leader_released';

export type AdvisoryLeaderOptions = {
  name: string;
  url: string;
  log: Logger;
  /** Standbys try the lock this often (and at once when a leader announces its release). */
  retryMs: number;
  /**
   * The lock connection runs `select 1` this often, on its own timer: never queued behind a role's
   * start or stop, so a slow start cannot leave the connection idle.
   */
  heartbeatMs: number;
  /** What a node does when another node took the lock of a role that has no stop (default: ends the process). */
  onUnstoppableLoss: () => void;
};

/**
 * One contender for a role on PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) held on
 * a connection of its own, outside the Kysely pool, so pool churn never drops it.
 *
 * - A standby tries the lock every `retryMs`, and at once when the leader's release is notified
 *   (`LISTEN placar_leader_released`).
 * - Every `heartbeatMs` the lock connection runs `select 1`, independently of the role's start, stop
 *   and the attempts (those run one at a time in a step chain; the heartbeat does not wait for them).
 *   A heartbeat that fails or times out ends the connection and counts as a loss.
 * - The server ends the session of a node that stops talking (a frozen or cut-off process): TCP
 *   keepalives of a few seconds and, as a backstop, `idle_session_timeout` of 10 heartbeats (at least
 *   15 s), far above the heartbeat period, so only a process that cannot run its timers trips it.
 * - A leader whose connection dies (a killed backend, a database outage) stops its role and goes
 *   back to standby: it keeps trying, and leads again when it wins the lock.
 */
export class AdvisoryLeader implements Leadership {
  readonly key: string;
  #client: pg.Client | undefined;
  /** Holds the lock (as far as this node knows) and runs, or is starting, the role. */
  #leading = false;
  /** The role was started and not stopped since. */
  #running = false;
  #closed = false;
  #retryTimer: NodeJS.Timeout | undefined;
  #beatTimer: NodeJS.Timeout | undefined;
  #beating = false;
  #steps: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly role: LeaderRole,
    private readonly options: AdvisoryLeaderOptions,
  ) {
    this.key = leaderLockKey(options.name);
  }

  get name() {
    return this.options.name;
  }

  get leading() {
    return this.#leading;
  }

  /** The first try (a start failure is thrown, the lock given back), then the retry and heartbeat timers. */
  async begin(): Promise<void> {
    this.#beatTimer = setInterval(() => this.#heartbeat(), this.options.heartbeatMs);
    this.#beatTimer.unref();
    const first = this.#step(() => this.#attempt(true));
    this.#scheduleRetry();
    try {
      await first;
    } catch (error) {
      clearInterval(this.#beatTimer);
      throw error;
    }
  }

  async release(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#beatTimer);
    await this.#step(async () => {
      const wasRunning = this.#running;
      this.#leading = false;
      try {
        if (wasRunning) await this.role.stop?.('shutdown');
      } finally {
        this.#running = false;
        // the lock goes back, and the standbys hear of it at once
        if (wasRunning)
          await this.#client
            ?.query('select pg_advisory_unlock($1::bigint), pg_notify($2, $1::text)', [
              this.key,
              LEADER_RELEASED_CHANNEL,
            ])
            .catch(() => undefined);
        await this.#disconnect();
      }
    });
  }

  /** Attempts, losses and the release run one at a time (the heartbeat runs beside them). */
  #step<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#steps.then(fn);
    this.#steps = run.catch(() => undefined);
    return run;
  }

  #scheduleRetry() {
    if (this.#closed) return;
    this.#retryTimer = setTimeout(() => {
      this.#tryNow().finally(() => this.#scheduleRetry());
    }, this.options.retryMs);
    this.#retryTimer.unref();
  }

  /** A standby's attempt (nothing when leading or closed). */
  #tryNow(): Promise<void> {
    if (this.#closed || this.#leading) return Promise.resolve();
    return this.#step(() => this.#attempt(false)).catch((error) =>
      this.options.log.error({ err: error, role: this.name }, 'leader: step failed'),
    );
  }

  #heartbeat() {
    const client = this.#client;
    if (!client || this.#beating || this.#closed) return;
    this.#beating = true;
    client
      .query('select 1')
      .catch((error: Error) => this.#dropped(client, error))
      .finally(() => {
        this.#beating = false;
      });
  }

  /**
   * The lock connection is gone or unusable: the server releases (or will release) the lock with the
   * session, so this node stops leading now and the role is stopped in the step chain.
   */
  #dropped(client: pg.Client, error?: Error) {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => undefined);
    if (!this.#leading) return;
    this.#leading = false;
    this.#step(() => this.#lose(error ?? new Error('connection ended'))).catch((e) =>
      this.options.log.error({ err: e, role: this.name }, 'leader: stop failed'),
    );
  }

  async #connect(): Promise<pg.Client> {
    if (this.#client) return this.#client;
    const timeout = Math.max(2_000, 3 * this.options.heartbeatMs);
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: `placar-leader:${this.name}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
      connectionTimeoutMillis: Math.max(5_000, 2 * this.options.retryMs),
      query_timeout: timeout,
    });
    client.on('error', (error) => this.#dropped(client, error));
    client.on('end', () => this.#dropped(client));
    client.on('notification', (n) => {
      if (n.channel === LEADER_RELEASED_CHANNEL && n.payload === this.key) void this.#tryNow();
    });
    try {
      await client.connect();
      const idleMs = Math.max(15_000, 10 * this.options.heartbeatMs);
      // the server notices a vanished node within seconds; the idle timeout is only a backstop
      await client
        .query(
          `set idle_session_timeout = ${Math.round(idleMs)}; set tcp_keepalives_idle = 5; ` +
            'set tcp_keepalives_interval = 2; set tcp_keepalives_count = 3',
        )
        .catch(() => undefined);
      await client.query(`listen ${LEADER_RELEASED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.#client = client;
    return client;
  }

  async #disconnect() {
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #tryLock(): Promise<boolean> {
    const client = await this.#connect();
    const r = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
      this.key,
    ]);
    return r.rows[0]?.ok === true;
  }

  async #attempt(first: boolean) {
    // a role still running after a loss is stopped by the loss's step first
    if (this.#closed || this.#leading || this.#running) return;
    let acquired: boolean;
    try {
      acquired = await this.#tryLock();
    } catch (error) {
      if (first) throw error;
      this.options.log.warn({ err: error, role: this.name }, 'leader: lock attempt failed');
      await this.#disconnect();
      return;
    }
    if (!acquired) {
      if (first) this.options.log.info({ role: this.name }, 'leader: standing by (another node leads)');
      return;
    }
    this.#leading = true;
    this.#running = true;
    this.options.log.info({ role: this.name }, 'leader: this node leads');
    try {
      await this.role.start();
    } catch (error) {
      if (first) {
        this.#leading = false;
        this.#running = false;
        await this.#client?.query('select pg_advisory_unlock($1::bigint)', [this.key]).catch(() => undefined);
        throw error;
      }
      this.options.log.error({ err: error, role: this.name }, 'leader: start failed');
      this.#leading = false;
      await this.#lose(error, false);
    }
  }

  /**
   * The lock is gone (or the role failed to start, `regain` false): stop the role and stand by; the
   * retry timer competes again. A role without stop (none of Placar's) keeps running only while no
   * other node is seen holding the lock: it takes the lock back when it can, and ends the node only
   * when another node holds it (never because the database is unreachable).
   */
  async #lose(error: unknown, regain = true) {
    this.#leading = false;
    if (!this.#running) return;
    await this.#disconnect();
    this.options.log.warn({ err: error, role: this.name }, 'leader: lock lost, stopping');
    if (this.role.stop) {
      try {
        await this.role.stop('lost');
      } finally {
        this.#running = false;
      }
      this.options.log.info({ role: this.name }, 'leader: standing by');
      return;
    }
    if (!regain) {
      this.#running = false; // never started: nothing to undo
      return;
    }
    // A role that cannot stop: wait out a database outage, then take the lock back or end the node.
    for (let delay = this.options.retryMs; !this.#closed; ) {
      let got: boolean;
      try {
        got = await this.#tryLock();
      } catch {
        await this.#disconnect();
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 10_000);
        continue;
      }
      if (got) {
        this.#leading = true;
        this.options.log.warn({ role: this.name }, 'leader: lock regained after a connection loss');
        return;
      }
      break;
    }
    if (this.#closed) return;
    // Another node leads: this one must never run the role beside it.
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#beatTimer);
    await this.#disconnect();
    this.options.log.fatal(
      { role: this.name },
      'leader: lock taken by another node from a role that cannot stop',
    );
    this.options.onUnstoppableLoss();
  }
}
