import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = import.meta.dirname;

// Kysely builders, raw `sql` templates and their execution: SQL, which belongs in a repository.
const SQL =
  /\bsql`|\bsql<[^>]*>`|\.selectFrom\(|\.insertInto\(|\.updateTable\(|\.deleteFrom\(|\.replaceInto\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' || e.name === 'demo' ? [] : sourceFiles(path);
    const test = /\.test\.tsx?$|test-support\.ts$|\.test-support\.ts$/.test(e.name);
    return e.name.endsWith('.ts') && !test ? [path] : [];
  });
}

// One module shape (issue 18, docs/ARCHITECTURE.md "Module shape"): routes (thin) → service →
// repository, and all SQL in the repository: `*.repository.ts` files and the module's sql/ functions.
// Tests, test support, the demo seeds and the testing/ helpers assemble data on purpose and are exempt.
describe('the module shape', () => {
  it('keeps every SQL statement in a repository file', () => {
    const offenders = sourceFiles(MODULES)
      .filter((f) => !f.endsWith('.repository.ts'))
      .filter((f) => SQL.test(readFileSync(f, 'utf8')))
      .map((f) => relative(MODULES, f));
    expect(offenders).toEqual([]);
  });

  it('keeps route files thin: they call services, never a repository', () => {
    const offenders = sourceFiles(MODULES)
      .filter((f) => f.endsWith('.routes.ts'))
      .filter((f) => /from '[^']*\.repository'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(MODULES, f));
    expect(offenders).toEqual([]);
  });
});
