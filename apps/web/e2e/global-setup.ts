import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's JWT secret, so tests can sign an admin token (support.ts adminToken()). */
    jwtSecret: string;
  }
}

const repo = join(import.meta.dirname, '..', '..', '..');
let server: ChildProcess | undefined;

/** Starts the whole product once for the browser tests: embedded defaults, in-memory database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const jwtSecret = `e2e-${randomBytes(24).toString('hex')}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_IN_MEMORY: 'true',
      DATABASE_URL: '',
      NATS_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      SIMULATOR_SPEED: process.env.E2E_SIMULATOR_SPEED ?? '30',
      // play runs 30 times faster than real: a 1 s live delay already spans 30 s of a match
      BETTING_LIVE_DELAY_MS: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 360_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    server?.kill('SIGKILL');
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
