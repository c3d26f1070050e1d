import { rm } from 'node:fs/promises';
import pino, { type Logger } from 'pino';
import { TokenService } from './auth/tokens';
import { type Bus, openBus } from './bus';
import { type Cache, openCache } from './cache/cache';
import type { TConfig } from './config';
import { type Database, type Db, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import type { ReadinessCheck } from './http/health';
import type { Leadership } from './leader/role';
import { Mailer } from './mail/mailer';
import { LocalObjectStore, localStoreDir } from './storage/local-store';
import type { ObjectStore } from './storage/object-store';
import { UploadGrants } from './storage/upload-grants';

/**
 * Each business module's state on one platform (settings, caches, adapters, background loops), created
 * once by the composition root, `wireModules()` in modules/index.ts, which also hands each module what it
 * borrows from another. Every module adds its field here by declaration merging in its `<module>.state.ts`;
 * nothing is kept in module-level variables, so two platforms in one process (tests, a second node) share
 * nothing.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface ModuleState {}

/**
 * The real parts every module works with, each an embedded default or a production engine
 * chosen by configuration (DESIGN.md section 3). Modules receive it; nothing reaches for globals.
 */
export type Platform = {
  config: TConfig;
  log: Logger;
  database: Database;
  db: Db;
  bus: Bus;
  cache: Cache;
  mailer: Mailer;
  storage: ObjectStore;
  tokens: TokenService;
  /** The single-active roles this node contends for, by name (platform/leader). */
  leaders: Map<string, Leadership>;
  /** What /readyz reports beyond the database and the bus: workers still starting, modules' checks. */
  readiness: { workersStarting: boolean; checks: Map<string, ReadinessCheck> };
  /** The modules' state, filled by `wireModules()` (modules/index.ts) before any module runs. */
  modules: ModuleState;
  /** Stops background work and closes connections, in reverse order of opening. */
  onClose(fn: () => Promise<void> | void): void;
  close(): Promise<void>;
};

export function createLogger(config: Pick<TConfig, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.token'],
    ...(pretty
      ? {
          // The console of `npm start`: one short line per event; JSON (with reqId) everywhere else.
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              ignore: 'pid,hostname,reqId,status,ms',
              singleLine: true,
            },
          },
        }
      : {}),
  });
}

/** S3 when S3_ENDPOINT is set (loaded only then: the SDK is large), else local signed files. */
async function openObjectStore(config: TConfig, db: Db): Promise<ObjectStore> {
  if (config.S3_ENDPOINT && config.S3_BUCKET) {
    const { S3ObjectStore } = await import('./storage/s3-store');
    return new S3ObjectStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalObjectStore(
    localStoreDir(config.DATA_DIR, config.DATABASE_IN_MEMORY),
    config.urlSigningSecret,
    new UploadGrants(db),
  );
}

export async function createPlatform(config: TConfig, log = createLogger(config)): Promise<Platform> {
  const closers: (() => Promise<void> | void)[] = [];
  const database = await openDatabase(config, log.child({ platform: 'db' }));
  closers.push(() => database.close());
  await migrate(database);
  const bus = await openBus(config.NATS_URL, {
    prefix: config.DEPLOYMENT_ID,
    log: log.child({ platform: 'bus' }),
  });
  closers.push(() => bus.close());
  const cache = openCache(config.REDIS_URL, config.DEPLOYMENT_ID);
  closers.push(() => cache.close());
  const storage = await openObjectStore(config, database.db);
  if (storage instanceof LocalObjectStore && config.DATABASE_IN_MEMORY) {
    // Tests: the objects folder lives as long as the in-memory database.
    closers.push(() => rm(storage.dir, { recursive: true, force: true }));
  }
  return {
    config,
    log,
    database,
    db: database.db,
    bus,
    cache,
    mailer: new Mailer(database.db),
    storage,
    tokens: new TokenService(config.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    leaders: new Map(),
    readiness: { workersStarting: false, checks: new Map() },
    // filled by the composition root (modules/index.ts wireModules) before any module runs
    modules: {} as ModuleState,
    onClose(fn) {
      closers.push(fn);
    },
    async close() {
      for (const fn of closers.reverse()) {
        try {
          await fn();
        } catch (error) {
          log.warn({ err: error }, 'error while closing');
        }
      }
    },
  };
}
