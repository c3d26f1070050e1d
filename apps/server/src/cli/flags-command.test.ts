import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFlags } from '../modules/flags';
import type { Platform } from '../platform/context';
import { createTestPlatform } from '../testing/platform';
import { parseValue, runFlagsCommand } from './flags-command';

describe('npm run flags', () => {
  let platform: Platform;
  // The command closes the platform it opens; the test keeps one open across calls.
  const open = async () => ({ ...platform, close: async () => {} });
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFlagsCommand(args, open, { log: (l) => out.push(l), error: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('parses true/false and numbers only', () => {
    expect(parseValue('true')).toBe(true);
    expect(parseValue('false')).toBe(false);
    expect(parseValue('50000')).toBe(50000);
    expect(parseValue('sim')).toBeUndefined();
  });

  it('lists, gets and sets a flag in the database', async () => {
    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^maintenance-global\s+false$/m);
    expect((await run('set', 'maintenance-global', 'true')).out).toBe(
      'maintenance-global = true (antes: false)',
    );
    expect((await run('get', 'maintenance-global')).out).toBe('true');
    expect((await getFlags(platform))['maintenance-global']).toBe(true);
  });

  it('refuses unknown flags, bad values and unknown commands with exit code 1', async () => {
    expect(await run('get', 'nao-existe')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Flag desconhecida'),
    });
    expect(await run('set', 'maintenance-global', '3')).toMatchObject({
      code: 1,
      err: expect.stringContaining('valor inválido'),
    });
    expect(await run('set', 'maintenance-global', 'talvez')).toMatchObject({ code: 1 });
    expect(await run('apagar', 'maintenance-global')).toMatchObject({ code: 1 });
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('PGlite (banco embutido) aceita um processo só');
  });
});
