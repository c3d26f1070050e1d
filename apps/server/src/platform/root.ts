import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, whether running from src (tsx, tests) or from the dist bundle. */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@placar/server') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('apps/server not found above this file');
    dir = up;
  }
}

export function repoRoot(): string {
  return join(serverRoot(), '..', '..');
}
