// `npm test`: install what is missing, build the client for the browser tests, run every suite.
import { execSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
const { buildIfStale } = await import('./build-if-stale.mjs');
buildIfStale({ server: false });
const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
