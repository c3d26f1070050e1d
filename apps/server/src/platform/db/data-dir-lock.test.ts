import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a folder held by another live process, and takes over a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'placar-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'placar.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
      expect(() => lockDataDir(dir)).toThrow(/PGlite aceita um processo só/);
    } finally {
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
    }
    const unlock = lockDataDir(dir);
    expect(existsSync(join(dir, 'placar.pid'))).toBe(true);
    unlock();
    expect(existsSync(join(dir, 'placar.pid'))).toBe(false);
  });
});
