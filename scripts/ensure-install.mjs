// Installs dependencies when node_modules is missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone with only Node installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.install-stamp');
const hash = () => createHash('sha256').update(readFileSync(lock)).digest('hex');

const current = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
if (current !== hash()) {
  console.log('[placar] installing dependencies...');
  // `npm install` rather than `npm ci`: with the registry addresses left out of the lockfile, npm 11
  // does not record other platforms' optional binaries (biome, esbuild), and `npm ci` refuses that.
  // Versions are still the lockfile's.
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, hash());
}
