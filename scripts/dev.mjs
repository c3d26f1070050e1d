// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { NODE_ENV: 'development', SERVE_WEB: 'false', ...process.env };
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--host'], { cwd: join(root, 'apps', 'web'), stdio: 'inherit', env }),
];
console.log('[placar] dev: client with hot reload on http://localhost:5173 (API proxied to :3000)');
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
