import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { TConfig } from '../config';
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
  close(): Promise<void>;
};

export async function openDatabase(
  config: Pick<TConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_IN_MEMORY'>,
) {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
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

export async function openPostgres(url: string, max = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: '-c TimeZone=UTC' });
  // An idle client dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error('postgres pool: idle client error', error.message));
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) }) as Db;
  await sql`select 1`.execute(db);
  return {
    kind: 'postgres',
    db,
    async execScript(script) {
      const client = await pool.connect();
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
