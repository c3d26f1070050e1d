// Builds the client, the back office (and the server bundle) when their sources are newer than the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function buildIfStale({ server = true } = {}) {
  const sources = Math.max(newest(join(root, 'packages')), newest(join(root, 'apps', 'web')));
  const webBuilt = join(root, 'apps', 'web', 'dist', 'index.html');
  if (!existsSync(webBuilt) || statSync(webBuilt).mtimeMs < sources) {
    console.log('[placar] building the client...');
    execSync('npm run build -w @placar/web --silent', { cwd: root, stdio: 'inherit' });
  }
  // the back office (apps/backoffice), served under /backoffice
  const boSources = Math.max(
    newest(join(root, 'packages', 'contract')),
    newest(join(root, 'apps', 'backoffice')),
  );
  const boBuilt = join(root, 'apps', 'backoffice', 'dist', 'index.html');
  if (!existsSync(boBuilt) || statSync(boBuilt).mtimeMs < boSources) {
    console.log('[placar] building the back office...');
    execSync('npm run build -w @placar/backoffice --silent', { cwd: root, stdio: 'inherit' });
  }
  if (!server) return;
  const serverSources = Math.max(newest(join(root, 'packages')), newest(join(root, 'apps', 'server', 'src')));
  const serverBuilt = join(root, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(serverBuilt) || statSync(serverBuilt).mtimeMs < serverSources) {
    console.log('[placar] building the server...');
    execSync('npm run build -w @placar/server --silent', { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
