import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A nats-server of the test's own, on a free loopback port, that the test may stop and start again
 * (the machine's shared NATS is never restarted). Needs `nats-server` on the PATH.
 */
export class TestNatsServer {
  #child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<TestNatsServer> {
    const server = new TestNatsServer(await freePort(), await mkdtemp(join(tmpdir(), 'placar-nats-')));
    await server.up();
    return server;
  }

  /** Starts the server (again) on its port; resolves once it accepts connections. */
  async up() {
    if (this.#child) return;
    const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.dir], {
      stdio: 'ignore',
    });
    this.#child = child;
    await until(() => accepts(this.port), 'nats-server to accept connections');
  }

  /** Stops the server; resolves once the process is gone and the port refuses connections. */
  async down() {
    const child = this.#child;
    if (!child) return;
    this.#child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await until(async () => !(await accepts(this.port)), 'nats-server to stop');
  }

  async close() {
    await this.down();
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` (every 50 ms, at most `attempts` times) until it answers true. */
export async function until(check: () => boolean | Promise<boolean>, what: string, attempts = 600) {
  for (let i = 0; i < attempts; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
