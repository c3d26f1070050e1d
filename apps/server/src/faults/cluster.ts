// The fault suite's deployment: a fresh PostgreSQL database, a NATS server of its own, and server nodes
// as child processes (`node --import tsx apps/server/src/main.ts`), so a crash shows as an exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the suite creates its database on (never stopped: other suites share it). */
export const postgresUrl =
  process.env.PLACAR_FAULTS_DATABASE_URL ??
  process.env.PLACAR_TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.PLACAR_FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const natsServerBin = process.env.NATS_SERVER_BIN ?? 'nats-server';
export const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

/** Children still running when the test process ends (a crash of the runner) are killed with it. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});
function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a value (not undefined) or `timeoutMs` passes (then throws `what`). */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined> | T | undefined,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not within ${Math.round(timeoutMs / 1000)} s${last ? ` (${String(last)})` : ''}`,
      );
    await sleep(everyMs);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A database of its own on the shared server, and an admin connection (to `postgres`) for the faults. */
export class FaultDatabase {
  readonly name = `placar_faults_${Date.now()}_${randomBytes(3).toString('hex')}`;
  readonly url: string;
  #admin: pg.Client | undefined;

  constructor() {
    const u = new URL(postgresUrl);
    u.pathname = `/${this.name}`;
    this.url = u.toString();
  }

  async create() {
    this.#admin = new pg.Client({ connectionString: postgresUrl, application_name: 'placar-faults-admin' });
    await this.#admin.connect();
    await this.#admin.query(`create database ${this.name}`);
  }

  get admin(): pg.Client {
    if (!this.#admin) throw new Error('database not created');
    return this.#admin;
  }

  /** Ends every backend of the database (the admin connection is on another database). */
  async terminateBackends(): Promise<number> {
    const r = await this.admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [this.name],
    );
    return r.rows[0]?.n ?? 0;
  }

  /** Refuses new connections and ends the open ones; `end()` lets them in again. */
  async beginOutage(): Promise<{ terminated: number; end: () => Promise<void> }> {
    await this.admin.query(`alter database ${this.name} allow_connections false`);
    const terminated = await this.terminateBackends();
    let ended = false;
    return {
      terminated,
      end: async () => {
        if (ended) return;
        ended = true;
        await this.admin.query(`alter database ${this.name} allow_connections true`);
      },
    };
  }

  /** The client port of the connection holding the `placar-leader:<role>` advisory lock, if any. */
  async leaderClientPort(role: string): Promise<number | undefined> {
    const r = await this.admin.query<{ port: number }>(
      `select a.client_port as port from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and a.datname = $1 and a.application_name = $2`,
      [this.name, `placar-leader:${role}`],
    );
    if (r.rows.length > 1) throw new Error(`two holders of the ${role} lock: ${JSON.stringify(r.rows)}`);
    return r.rows[0]?.port ?? undefined;
  }

  /** The roles nodes contend for: the `placar-leader:<role>` connections open on the database. */
  async leaderRoles(): Promise<string[]> {
    const r = await this.admin.query<{ role: string }>(
      `select distinct substr(application_name, length('placar-leader:') + 1) as role from pg_stat_activity
       where datname = $1 and application_name like 'placar-leader:%' order by 1`,
      [this.name],
    );
    return r.rows.map((row) => row.role);
  }

  async drop() {
    if (!this.#admin) return;
    await this.#admin.query(`alter database ${this.name} allow_connections true`).catch(() => undefined);
    await this.#admin.query(`drop database if exists ${this.name} with (force)`);
    await this.#admin.end();
    this.#admin = undefined;
  }
}

/** The owner pid (among `pids`) of the local TCP socket whose port is `localPort` (Linux /proc). */
export function pidOfLocalPort(localPort: number, pids: number[]): number | undefined {
  const hex = localPort.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && cols[1]?.endsWith(`:${hex}`)) inodes.add(cols[9]!);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return pid;
      } catch {
        /* fd closed meanwhile */
      }
    }
  }
  return undefined;
}

/** A NATS server of the suite's own (JetStream store in a temp dir), killed and restarted at will. */
export class FaultNats {
  readonly dir = mkdtempSync(join(tmpdir(), 'placar-faults-nats-'));
  port = 0;
  #proc: ChildProcess | undefined;

  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start() {
    if (!this.port) this.port = await freePort();
    const proc = track(
      spawn(natsServerBin, ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.dir], {
        stdio: 'ignore',
      }),
    );
    this.#proc = proc;
    let failed: Error | undefined;
    proc.once('error', (e) => {
      failed = e;
    });
    await until('nats-server listening', 15_000, async () => {
      if (failed) throw new Error(`nats-server (${natsServerBin}) did not start: ${failed.message}`);
      return (await portOpen(this.port)) ? true : undefined;
    });
  }

  /** SIGKILL: the bus vanishes as in a crash. */
  async kill() {
    const proc = this.#proc;
    this.#proc = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  }

  async close() {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export type NodeExit = { code: number | null; signal: NodeJS.Signals | null; at: number; expected: boolean };

/** One server node: a child process with its own port and the deployment's shared settings. */
export class FaultNode {
  port = 0;
  #proc: ChildProcess | undefined;
  #expectExit = false;
  readonly exits: NodeExit[] = [];
  #log: string[] = [];
  #file: WriteStream | undefined;

  /** `logDir`: the node's whole output goes to `<logDir>/<name>.log` too (appended across restarts). */
  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
    logDir?: string,
  ) {
    if (logDir) {
      mkdirSync(logDir, { recursive: true });
      this.#file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    }
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.alive ? this.#proc?.pid : undefined;
  }

  get alive() {
    return this.#proc !== undefined && this.#proc.exitCode === null && this.#proc.signalCode === null;
  }

  /** Exits nobody asked for (a crash). */
  get crashes() {
    return this.exits.filter((e) => !e.expected);
  }

  /**
   * For failure messages: the last lines the node wrote that are not request logs (its warnings,
   * errors, fatal lines and stack traces; LOG_LEVEL=warn logs every 5xx request too).
   */
  tail(lines = 25) {
    const request = /"msg":"(GET|POST|PUT|DELETE|PATCH|HEAD) \//;
    return this.#log
      .filter((l) => !request.test(l))
      .slice(-lines)
      .map((l) => (l.length > 600 ? `${l.slice(0, 600)}…` : l))
      .join('\n');
  }

  /** Lines the node wrote matching `pattern` (its warnings and errors: LOG_LEVEL=warn). */
  grep(pattern: RegExp) {
    return this.#log.filter((l) => pattern.test(l));
  }

  async start() {
    if (!this.port) this.port = await freePort();
    this.#expectExit = false;
    const proc = track(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    this.#proc = proc;
    const keep = (chunk: Buffer) => {
      this.#file?.write(chunk);
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) this.#log.push(`[${this.name}] ${line}`);
      if (this.#log.length > 2_000) this.#log.splice(0, this.#log.length - 1_000);
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    proc.once('exit', (code, signal) => {
      this.exits.push({ code, signal, at: Date.now(), expected: this.#expectExit });
      this.#file?.write(`[faults] ${this.name} exited: code ${code} signal ${signal}\n`);
    });
  }

  /** Closes the log file (after the last exit). */
  closeLog() {
    this.#file?.end();
    this.#file = undefined;
  }

  /**
   * Waits for /readyz 200 (the node's workers started) and returns when it came; throws with the
   * node's output if it exits first.
   */
  async waitReady(timeoutMs: number): Promise<number> {
    return until(
      `${this.name} ready`,
      timeoutMs,
      async () => {
        if (!this.alive) throw new Error(`${this.name} exited:\n${this.tail()}`);
        const res = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(5_000) }).catch(
          () => null,
        );
        return res?.status === 200 ? Date.now() : undefined;
      },
      250,
    );
  }

  /** Sends `signal` and waits for the exit (an expected one). */
  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    const proc = this.#proc;
    if (!proc || !this.alive) return;
    this.#expectExit = true;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill(signal);
    await Promise.race([exited, sleep(15_000)]);
    if (this.alive) {
      proc.kill('SIGKILL');
      await exited;
    }
  }
}
