import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {}

/**
 * PGlite opens its folder from one process only; a second one would corrupt it. A pid file guards
 * the folder: a live other process refuses the open with a clear message, a stale file is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'placar.pid');
  let other: number | undefined;
  try {
    other = Number(readFileSync(file, 'utf8').trim());
  } catch {
    other = undefined;
  }
  if (other && other !== process.pid && isAlive(other)) {
    throw new DataDirBusyError(
      `O banco embutido em ${dataDir} já está aberto pelo processo ${other}. ` +
        'O PGlite aceita um processo só: pare o servidor (npm start) antes, ou use DATABASE_URL.',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
