import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { serverBuildOptions } from '../../../../build.mjs';

/** Every module that is a sandbox: the stand-in bank, its pages and outbox, the file-name KYC. */
const SANDBOX_MODULE = /(sandbox-psp|sandbox-pages|webhook-outbox|sandbox-verifier)\.ts$/;

async function bundle(production: boolean) {
  const result = await build({ ...serverBuildOptions({ production }), write: false });
  const inputs = Object.keys(result.metafile!.inputs);
  const js = result.outputFiles!.find((f) => f.path.endsWith('main.js'))!.text;
  return { inputs, js };
}

describe('the server bundle', () => {
  it('PLACAR_BUILD=production leaves every sandbox module and page out; the default build keeps them', async () => {
    const production = await bundle(true);
    expect(production.inputs.some((i) => i.endsWith('src/main.ts'))).toBe(true);
    expect(production.inputs.some((i) => i.endsWith('bacen/bacen-pix-psp.ts'))).toBe(true);
    expect(production.inputs.filter((i) => SANDBOX_MODULE.test(i))).toEqual([]);
    expect(production.js).not.toContain('/sandbox/pix/pay/');
    expect(production.js).not.toContain('Banco Sandbox');
    expect(production.js).not.toContain('sandbox_webhook_outbox');

    // The same check on the default build finds them: the assertions above can fail.
    const embedded = await bundle(false);
    expect(embedded.inputs.filter((i) => SANDBOX_MODULE.test(i)).length).toBe(4);
    expect(embedded.js).toContain('/sandbox/pix/pay/');
  });
});
