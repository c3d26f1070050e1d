import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { LeaderRole, Leadership } from './role';

/** The advisory-lock key of a role: the first 8 bytes of sha256('placar:leader:<name>'), a signed bigint. */
export function leaderLockKey(name: string): string {
  return createHash('sha256').update(`placar:leader:${name}`).digest().readBigInt64BE(0).toString();
}

export type AdvisoryLeaderOptions = {
  name: string;
  url: string;
  log: Logger;
  /** Standbys try the lock, and the leader checks its connection, this often. */
  retryMs: number;
  /** What a node does when it loses the lock of a role that has no stop (default: ends the process). */
  onUnstoppableLoss: () => void;
};

/**
 * One contender for a role on PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) held on
 * a connection of its own, outside the Kysely pool, so pool churn never drops it. A standby tries again
 * every `retryMs`; the leader runs `select 1` as often, and the server ends its session when those stop
 * for 3 × `retryMs` (at least 10 s, `idle_session_timeout`), which frees the lock for a standby. A leader whose
 * connection dies stops its role at once (the server has released the lock with the session).
 */
export class AdvisoryLeader implements Leadership {
  readonly key: string;
  #client: pg.Client | undefined;
  #leading = false;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
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

  /** The first try (a start failure is thrown, the lock given back), then the retry timer. */
  async begin(): Promise<void> {
    const first = this.#step(() => this.#attempt(true));
    this.#schedule();
    await first;
  }

  async release(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#step(async () => {
      const wasLeading = this.#leading;
      this.#leading = false;
      try {
        if (wasLeading) await this.role.stop?.('shutdown');
      } finally {
        if (wasLeading)
          await this.#client
            ?.query('select pg_advisory_unlock($1::bigint)', [this.key])
            .catch(() => undefined);
        await this.#disconnect();
      }
    });
  }

  /** Steps run one at a time: attempts, heartbeats, losses and the release never interleave. */
  #step<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#steps.then(fn);
    this.#steps = run.catch(() => undefined);
    return run;
  }

  #schedule() {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#step(() => (this.#leading ? this.#heartbeat() : this.#attempt(false)))
        .catch((error) => this.options.log.error({ err: error, role: this.name }, 'leader: step failed'))
        .finally(() => this.#schedule());
    }, this.options.retryMs);
    this.#timer.unref();
  }

  async #connect(): Promise<pg.Client> {
    if (this.#client) return this.#client;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: `placar-leader:${this.name}`,
      keepAlive: true,
      connectionTimeoutMillis: Math.max(5_000, 2 * this.options.retryMs),
      query_timeout: Math.max(5_000, 2 * this.options.retryMs),
    });
    const dropped = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.end().catch(() => undefined);
      // Leading without a connection means the lock went with the session (unless regained since).
      this.#step(async () => {
        if (this.#leading && !this.#client) await this.#lose(error ?? new Error('connection ended'));
      }).catch((e) => this.options.log.error({ err: e, role: this.name }, 'leader: stop failed'));
    };
    client.on('error', dropped);
    client.on('end', () => dropped());
    await client.connect();
    this.#client = client;
    const idleMs = Math.max(10_000, 3 * this.options.retryMs);
    await client.query(`set idle_session_timeout = ${Math.round(idleMs)}`).catch(() => undefined);
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
    if (this.#closed || this.#leading) return;
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
    this.options.log.info({ role: this.name }, 'leader: this node leads');
    try {
      await this.role.start();
    } catch (error) {
      if (first) {
        this.#leading = false;
        await this.#client?.query('select pg_advisory_unlock($1::bigint)', [this.key]).catch(() => undefined);
        throw error;
      }
      this.options.log.error({ err: error, role: this.name }, 'leader: start failed');
      await this.#lose(error, false);
    }
  }

  async #heartbeat() {
    try {
      const client = this.#client;
      if (!client) throw new Error('no connection');
      await client.query('select 1');
    } catch (error) {
      await this.#lose(error);
    }
  }

  /**
   * The lock is gone (or the role failed to start, `regain` false): stop the role and stand by. A role
   * that cannot stop keeps running only if the lock comes straight back (a connection blip: nobody else
   * can be running it then); otherwise this node ends.
   */
  async #lose(error: unknown, regain = true) {
    if (!this.#leading) return;
    this.#leading = false;
    await this.#disconnect();
    this.options.log.warn({ err: error, role: this.name }, 'leader: lock lost, stopping');
    if (this.role.stop) {
      await this.role.stop('lost');
      return;
    }
    if (regain && !this.#closed && (await this.#tryLock().catch(() => false))) {
      this.#leading = true;
      this.options.log.warn({ role: this.name }, 'leader: lock regained after a connection loss');
      return;
    }
    // This node must never run the role again beside the new leader.
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#disconnect();
    this.options.log.fatal({ role: this.name }, 'leader: lock lost by a role that cannot stop');
    this.options.onUnstoppableLoss();
  }
}
