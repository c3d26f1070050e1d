import { describe, expect, it } from 'vitest';
import { listFunctionFiles, listMigrations } from './migrate';

const CREATE_FUNCTION = /create\s+(or\s+replace\s+)?(function|procedure)\s+([a-z_0-9.]+)/gi;

// One definition per SQL function (issue 18): a function's body lives in its own file under
// modules/<m>/sql/, never in a versioned migration, so no superseded body is ever kept.
describe('the SQL tree', () => {
  it('has no versioned migration that defines a function', () => {
    const offenders = listMigrations().filter((m) =>
      /create\s+(or\s+replace\s+)?(function|procedure)\b/i.test(m.body),
    );
    expect(offenders.map((m) => m.path)).toEqual([]);
  });

  it('defines each function in one file only, named after it', () => {
    const where = new Map<string, string[]>();
    for (const f of listFunctionFiles()) {
      const names = [...f.body.matchAll(CREATE_FUNCTION)].map((m) => (m[3] ?? '').toLowerCase());
      expect(names, f.path).toEqual([f.id]);
      for (const n of names) where.set(n, [...(where.get(n) ?? []), f.path]);
    }
    expect([...where].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
