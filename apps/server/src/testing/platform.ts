import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { modules as allModules, wireModules } from '../modules';
import { loadConfig, type TConfig } from '../platform/config';
import { createLogger, createPlatform, type Platform } from '../platform/context';
import type { App, PlacarModule } from '../platform/module';

/**
 * A platform for tests: PGlite in memory by default; with PLACAR_TEST_DATABASE_URL set (the database
 * suite, see scripts/test-db.mjs) a fresh PostgreSQL database per platform, dropped on close.
 */
export async function createTestPlatform(env: Record<string, string> = {}): Promise<Platform> {
  const serverUrl = process.env.PLACAR_TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_IN_MEMORY: 'true',
    SIMULATOR_ENABLED: 'false',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.NATS_URL && process.env.PLACAR_TEST_NATS === '1'
      ? { NATS_URL: process.env.NATS_URL }
      : {}),
    ...env,
  };
  if (serverUrl && !env.DATABASE_URL) {
    const name = `placar_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    base.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config: TConfig = loadConfig(base);
  const platform = wireModules(await createPlatform(config, createLogger(config)));
  if (!dropDatabase) return platform;
  const drop = dropDatabase;
  return {
    ...platform,
    async close() {
      await platform.close();
      await drop();
    },
  };
}

export type TestApp = { app: App; platform: Platform; close(): Promise<void> };

export async function createTestApp(
  options: { env?: Record<string, string>; modules?: PlacarModule[]; start?: boolean } = {},
): Promise<TestApp> {
  const platform = await createTestPlatform(options.env);
  const modules = options.modules ?? allModules;
  const app = await buildApp(platform, { modules, serveWeb: false });
  await app.ready();
  if (options.start) for (const m of modules) await m.start?.(platform);
  return {
    app,
    platform,
    async close() {
      await app.close();
      await platform.close();
    },
  };
}

/** A bearer token for a user id with the given roles (the user row is the caller's business). */
export async function tokenFor(
  platform: Platform,
  user: { id: number; roles?: number[]; status?: 'Active' },
) {
  return platform.tokens.sign({
    id: user.id,
    sessionId: `test-${user.id}`,
    status: user.status ?? 'Active',
    roles: user.roles ?? [],
  });
}
