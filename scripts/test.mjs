// `npm test`: install what is missing, build the client for the browser tests, run every suite.
// Two phases: unit and API tests first, then the browser tests on their own, so the server they
// start is not competing for the CPU with the rest of the suite.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
const { buildIfStale } = await import('./build-if-stale.mjs');
buildIfStale({ server: false });

const extra = process.argv.slice(2);
const vitest = (args) =>
  spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

const units = ['contract', 'domain', 'server', 'web', 'backoffice'].flatMap((p) => ['--project', p]);
let status = vitest([...units, ...extra]);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium) && process.env.PLACAR_SKIP_E2E !== '1') {
  // A JSON report asked for by .ci/run gets its own file for this phase.
  const e2eArgs = extra.map((a) => a.replace(/^(--outputFile\.json=.*?)(\.json)?$/, '$1-e2e.json'));
  status = vitest(['--project', 'e2e', '--passWithNoTests', ...e2eArgs]) || status;
} else {
  console.log('[placar] Chromium not found: browser tests skipped (apt-get install -y chromium)');
}
process.exit(status);
