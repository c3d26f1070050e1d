import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sql } from 'kysely';
import { serverRoot } from '../root';
import type { Database } from './database';

export type Migration = { id: string; path: string };

/**
 * Migrations live beside the module that owns the tables: src/modules/<module>/migrations/NNNN_name.sql
 * and src/platform/db/migrations. They are applied in the order of their file names across all
 * modules; each module has its own range of numbers (see docs/ARCHITECTURE.md).
 */
export function listMigrations(root = join(serverRoot(), 'src')): Migration[] {
  const dirs = [join(root, 'platform', 'db', 'migrations')];
  for (const m of readdirSync(join(root, 'modules'), { withFileTypes: true })) {
    if (m.isDirectory()) dirs.push(join(root, 'modules', m.name, 'migrations'));
  }
  const all: Migration[] = [];
  for (const dir of dirs) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
    } catch {
      continue;
    }
    for (const f of files) all.push({ id: basename(f, '.sql'), path: join(dir, f) });
  }
  all.sort((a, b) => a.id.localeCompare(b.id));
  const seen = new Set<string>();
  for (const m of all) {
    if (seen.has(m.id)) throw new Error(`duplicate migration id ${m.id}`);
    seen.add(m.id);
  }
  return all;
}

/** Applies pending migrations, each in its own transaction; safe to run from several nodes at once. */
export async function migrate(database: Database, migrations = listMigrations()): Promise<string[]> {
  const { db } = database;
  await database.execScript(`
    create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    );`);
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await sql<{ id: string }>`select id from schema_migrations where id = ${m.id}`.execute(db);
    if (done.rows.length > 0) continue;
    const body = readFileSync(m.path, 'utf8');
    // One advisory lock serialises nodes starting together on PostgreSQL; PGlite has one writer anyway.
    const outcome = await database
      .execScript(`
      begin;
      select pg_advisory_xact_lock(4242);
      do $$ begin
        if exists (select 1 from schema_migrations where id = '${m.id}') then
          raise exception 'placar-migration-already-applied';
        end if;
      end $$;
      ${body}
      ;
      insert into schema_migrations (id) values ('${m.id}');
      commit;`)
      .catch((error: unknown) => {
        if (String(error).includes('placar-migration-already-applied')) return 'skipped';
        throw new Error(`migration ${m.id} failed: ${String(error)}`);
      });
    if (outcome !== 'skipped') applied.push(m.id);
  }
  return applied;
}
