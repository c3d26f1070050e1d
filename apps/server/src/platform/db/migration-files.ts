import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { serverRoot } from '../root';

/** A SQL file the runner applies: a versioned migration (id NNNN_name) or a function file (id = function). */
export type SqlFile = { id: string; path: string; checksum: string; body: string };
/** Kept for the callers that list the versioned migrations. */
export type Migration = SqlFile;

function sqlDirs(root: string, leaf: 'migrations' | 'sql'): string[] {
  const dirs = [join(root, 'platform', 'db', leaf)];
  for (const m of readdirSync(join(root, 'modules'), { withFileTypes: true })) {
    if (m.isDirectory()) dirs.push(join(root, 'modules', m.name, leaf));
  }
  return dirs;
}

function readSqlFiles(dirs: string[]): SqlFile[] {
  const all: SqlFile[] = [];
  for (const dir of dirs) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
    } catch {
      continue;
    }
    for (const f of files) {
      const path = join(dir, f);
      const body = readFileSync(path, 'utf8');
      const checksum = createHash('sha256').update(body).digest('hex');
      all.push({ id: basename(f, '.sql'), path, checksum, body });
    }
  }
  all.sort((a, b) => a.id.localeCompare(b.id));
  const seen = new Set<string>();
  for (const m of all) {
    if (seen.has(m.id)) throw new Error(`duplicate SQL file id ${m.id} (${m.path})`);
    seen.add(m.id);
  }
  return all;
}

/**
 * Versioned migrations live beside the module that owns the tables: src/modules/<module>/migrations/NNNN_name.sql
 * and src/platform/db/migrations. They are applied once, in the order of their file names across all
 * modules; each module has its own range of numbers (see docs/ARCHITECTURE.md).
 */
export function listMigrations(root = join(serverRoot(), 'src')): Migration[] {
  return readSqlFiles(sqlDirs(root, 'migrations'));
}

/** The `-- requires: a, b` header lines of a function file: the functions it needs at creation. */
export function requiredFunctions(body: string): string[] {
  const names: string[] = [];
  for (const m of body.matchAll(/^--\s*requires:\s*(.+)$/gm)) {
    for (const n of (m[1] ?? '').split(',')) if (n.trim()) names.push(n.trim());
  }
  return names;
}

/**
 * Function files (src/modules/<module>/sql/<function>.sql, one SQL function each, its final body) in the
 * order they are applied: by name, except that a file comes after the files its `-- requires:` header
 * names (a `language sql` body is checked when it is created; plpgsql only when it runs).
 */
export function listFunctionFiles(root = join(serverRoot(), 'src')): SqlFile[] {
  const files = readSqlFiles(sqlDirs(root, 'sql'));
  const byId = new Map(files.map((f) => [f.id, f]));
  const ordered: SqlFile[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (f: SqlFile, chain: string[]) => {
    if (state.get(f.id) === 'done') return;
    if (state.get(f.id) === 'visiting')
      throw new Error(`SQL functions require each other: ${chain.join(' -> ')}`);
    state.set(f.id, 'visiting');
    for (const name of requiredFunctions(f.body)) {
      const dep = byId.get(name);
      if (!dep) throw new Error(`${f.path} requires ${name}, which has no file`);
      visit(dep, [...chain, name]);
    }
    state.set(f.id, 'done');
    ordered.push(f);
  };
  for (const f of files) visit(f, [f.id]);
  return ordered;
}
