// The database suite: the server's tests on a real PostgreSQL server. Each test platform creates its
// own database there and drops it (apps/server/src/testing/platform.ts).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const url =
  process.env.PLACAR_TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const env = { ...process.env, PLACAR_TEST_DATABASE_URL: url };
delete env.DATABASE_URL;
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
