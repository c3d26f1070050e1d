import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './database';
import { listFunctionFiles, listMigrations, migrate } from './migrate';

// A small source tree of its own: one module with a versioned migration and function files.
function tree() {
  const root = mkdtempSync(join(tmpdir(), 'placar-migrate-'));
  mkdirSync(join(root, 'platform', 'db', 'migrations'), { recursive: true });
  mkdirSync(join(root, 'modules', 'm', 'migrations'), { recursive: true });
  mkdirSync(join(root, 'modules', 'm', 'sql'), { recursive: true });
  const write = (path: string, text: string) => writeFileSync(join(root, path), text);
  write('modules/m/migrations/0900_m_baseline.sql', 'create table m_rows (n int not null);');
  write(
    'modules/m/sql/m_add.sql',
    'create or replace function m_add(p int) returns void language plpgsql as $$ begin insert into m_rows values (p); end $$;',
  );
  return { root, write };
}

const run = (database: Database, root: string) =>
  migrate(database, listMigrations(root), listFunctionFiles(root));

describe('migrate', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openPglite();
  });
  afterEach(async () => {
    await database.close();
  });

  it('gives a fresh database every migration and function, then nothing on the next start', async () => {
    const { root } = tree();
    expect(await run(database, root)).toEqual(['0900_m_baseline', 'm_add']);
    await sql`select m_add(1)`.execute(database.db);
    expect(await run(database, root)).toEqual([]);
  });

  it('re-applies an edited function file once, not on the next start', async () => {
    const { root, write } = tree();
    await run(database, root);
    write(
      'modules/m/sql/m_add.sql',
      'create or replace function m_add(p int) returns void language plpgsql as $$ begin insert into m_rows values (p * 2); end $$;',
    );
    expect(await run(database, root)).toEqual(['m_add']);
    expect(await run(database, root)).toEqual([]);
    await sql`select m_add(4)`.execute(database.db);
    const rows = await sql<{ n: number }>`select n from m_rows`.execute(database.db);
    expect(rows.rows).toEqual([{ n: 8 }]);
  });

  it('refuses to start when an applied versioned migration was edited, naming the file', async () => {
    const { root, write } = tree();
    await run(database, root);
    write('modules/m/migrations/0900_m_baseline.sql', 'create table m_rows (n bigint not null);');
    await expect(run(database, root)).rejects.toThrow(
      /0900_m_baseline\.sql was changed after it was applied/,
    );
  });

  it('refuses a database built by migrations that were squashed away, naming them', async () => {
    const { root } = tree();
    await run(database, root);
    await sql`insert into schema_migrations (id) values ('0901_m_old')`.execute(database.db);
    await expect(run(database, root)).rejects.toThrow(
      /no longer exist \(0901_m_old\).*recreate the database/,
    );
  });

  it('applies a function file after the files its requires header names', async () => {
    const { root, write } = tree();
    // language sql bodies are checked at creation: a_twice needs z_one to exist already
    write(
      'modules/m/sql/a_twice.sql',
      '-- requires: z_one\ncreate or replace function a_twice() returns int language sql as $$ select z_one() * 2 $$;',
    );
    write(
      'modules/m/sql/z_one.sql',
      'create or replace function z_one() returns int language sql as $$ select 1 $$;',
    );
    expect(listFunctionFiles(root).map((f) => f.id)).toEqual(['z_one', 'a_twice', 'm_add']);
    await run(database, root);
    const r = await sql<{ v: number }>`select a_twice() as v`.execute(database.db);
    expect(r.rows[0]?.v).toBe(2);
  });

  it('builds the real schema from the baselines and the function files', async () => {
    const applied = await migrate(database);
    expect(applied).toEqual([...listMigrations().map((m) => m.id), ...listFunctionFiles().map((f) => f.id)]);
    const fns = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_proc where proname = 'ledger_transfer'`.execute(database.db);
    expect(fns.rows[0]?.n).toBe(1);
    expect(await migrate(database)).toEqual([]);
  });
});
