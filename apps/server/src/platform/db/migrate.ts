import { sql } from 'kysely';
import type { Database } from './database';
import { listFunctionFiles, listMigrations, type SqlFile } from './migration-files';

export { listFunctionFiles, listMigrations, type Migration } from './migration-files';

// One advisory lock serialises nodes starting together on PostgreSQL; PGlite has one writer anyway.
const LOCK = 'select pg_advisory_xact_lock(4242);';

/**
 * Brings the schema up to date, safe to run from several nodes at once: first the pending versioned
 * migrations, each once and in its own transaction; then every function file whose text changed since it
 * was last applied (a `create or replace`, repeatable). A versioned migration edited after it was applied
 * stops start-up: its checksum no longer matches, and the schema it built would silently differ.
 * Answers the ids applied (migrations, then function files).
 */
export async function migrate(
  database: Database,
  migrations = listMigrations(),
  functions = listFunctionFiles(),
): Promise<string[]> {
  await database.execScript(`
    create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    );
    alter table schema_migrations add column if not exists checksum text;
    create table if not exists schema_functions (
      id text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );`);
  const applied = await applyMigrations(database, migrations);
  return [...applied, ...(await applyFunctions(database, functions))];
}

async function applyMigrations(database: Database, migrations: SqlFile[]): Promise<string[]> {
  const rows = await sql<{
    id: string;
    checksum: string | null;
  }>`select id, checksum from schema_migrations`.execute(database.db);
  const known = new Map(rows.rows.map((r) => [r.id, r.checksum]));
  const ids = new Set(migrations.map((m) => m.id));
  const stray = [...known.keys()].filter((id) => !ids.has(id));
  if (stray.length > 0) {
    throw new Error(
      `the database was migrated by migrations that no longer exist (${stray.join(', ')}): ` +
        'the migrations were squashed into baselines (issue 18); recreate the database',
    );
  }
  const applied: string[] = [];
  for (const m of migrations) {
    if (known.has(m.id)) {
      if (known.get(m.id) !== m.checksum) {
        throw new Error(
          `migration ${m.path} was changed after it was applied (checksum differs): ` +
            'a versioned migration is never edited; add a new one',
        );
      }
      continue;
    }
    const outcome = await database
      .execScript(`
      begin;
      ${LOCK}
      do $$ begin
        if exists (select 1 from schema_migrations where id = '${m.id}') then
          raise exception 'placar-migration-already-applied';
        end if;
      end $$;
      ${m.body}
      ;
      insert into schema_migrations (id, checksum) values ('${m.id}', '${m.checksum}');
      commit;`)
      .catch((error: unknown) => {
        if (String(error).includes('placar-migration-already-applied')) return 'skipped';
        throw new Error(`migration ${m.id} failed: ${String(error)}`);
      });
    if (outcome !== 'skipped') applied.push(m.id);
  }
  return applied;
}

async function applyFunctions(database: Database, functions: SqlFile[]): Promise<string[]> {
  const rows = await sql<{ id: string; checksum: string }>`select id, checksum from schema_functions`.execute(
    database.db,
  );
  const known = new Map(rows.rows.map((r) => [r.id, r.checksum]));
  const applied: string[] = [];
  for (const f of functions) {
    if (known.get(f.id) === f.checksum) continue;
    const outcome = await database
      .execScript(`
      begin;
      ${LOCK}
      do $$ begin
        if exists (select 1 from schema_functions where id = '${f.id}' and checksum = '${f.checksum}') then
          raise exception 'placar-function-already-applied';
        end if;
      end $$;
      ${f.body}
      ;
      insert into schema_functions (id, checksum) values ('${f.id}', '${f.checksum}')
        on conflict (id) do update set checksum = excluded.checksum, applied_at = now();
      commit;`)
      .catch((error: unknown) => {
        if (String(error).includes('placar-function-already-applied')) return 'skipped';
        throw new Error(`SQL function file ${f.path} failed: ${String(error)}`);
      });
    if (outcome !== 'skipped') applied.push(f.id);
  }
  return applied;
}
