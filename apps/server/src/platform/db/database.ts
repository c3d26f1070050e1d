import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { TConfig } from '../config';
import { DatabaseUnavailableError, describeDatabaseError } from './connection-errors';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';

// bigint (int8) columns hold centavos: read them as JS numbers (safe below 2^53) everywhere.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * The database handle every module receives. Modules type their own tables with
 * `db.withTables<TheirTables>()`, so no module sees another module's tables by accident.
 */
// biome-ignore lint/complexity/noBannedTypes: tables are declared per module
export type Db = Kysely<{}>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  execScript(script: string): Promise<void>;
  /** PostgreSQL's pool right now and the connections it lost since start (/metrics); none on PGlite. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; lost: number };

/** Where the database adapter reports what it survives (a dropped connection): the platform's logger. */
export type DbLog = { warn(obj: object, msg: string): void };
const consoleLog: DbLog = { warn: (obj, msg) => console.warn(msg, obj) };

export async function openDatabase(
  config: Pick<TConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_IN_MEMORY'> & {
    DATABASE_CONNECT_TIMEOUT_MS?: number;
  },
  log: DbLog = consoleLog,
) {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, 20, {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      log,
    });
  }
  return openPglite(config.DATABASE_IN_MEMORY ? undefined : config.DATA_DIR);
}

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // Same number parsing as the pg driver below: int8 and numeric read as JS numbers.
  const parsers = { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) };
  const client = dataDir ? new PGlite(`${dataDir}/pgdata`, { parsers }) : new PGlite({ parsers });
  await client.waitReady;
  await client.query(`set time zone 'UTC'`);
  const db = new Kysely<object>({ dialect: new PGliteDialect(client) }) as Db;
  return {
    kind: 'pglite',
    db,
    async execScript(script) {
      await db.connection().execute(async () => {
        try {
          await client.exec(script);
        } catch (error) {
          if (client.isInTransaction?.()) await client.exec('rollback');
          throw error;
        }
      });
    },
    async close() {
      await db.destroy();
      await client.close();
      unlock();
    },
  };
}

export type PostgresOptions = {
  /** How long a request waits for a connection before failing with DatabaseUnavailableError (503). */
  connectTimeoutMs?: number;
  log?: DbLog;
};

/**
 * A pool of PostgreSQL connections that survives the server going away: a connection cut while checked
 * out (a restart, a failover, a pooler restart, pg_terminate_backend) fails only the call using it, and
 * the pool drops that connection on release and opens new ones on demand. Without a listener on every
 * client, node-postgres emits the cut as an unhandled 'error' event and ends the process. Getting a
 * connection gives up after `connectTimeoutMs` (a request must not hang through an outage) and its
 * failures are DatabaseUnavailableError; TCP keepalive notices a peer that vanished without a word.
 */
export async function openPostgres(url: string, max = 20, options: PostgresOptions = {}): Promise<Database> {
  const log = options.log ?? consoleLog;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Every client, idle or checked out, reports its cut here once. An idle one is already removed by
  // pg-pool (which re-emits the error on the pool: it needs a listener too, or it is thrown); a
  // checked-out one fails the call using it, and the pool discards it on release.
  pool.on('error', () => undefined);
  let lost = 0;
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      lost += 1;
      log.warn(describeDatabaseError(error), 'postgres: connection lost');
    });
  });
  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
  };
  const db = new Kysely<object>({
    dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }),
  }) as Db;
  await sql`select 1`.execute(db);
  return {
    kind: 'postgres',
    db,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, lost }),
    async execScript(script) {
      const client = await connect();
      try {
        await client.query(script);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}
