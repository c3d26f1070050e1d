import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCrashChain, previousChainSeed, verifyChainLink } from './crashChain';

describe('crash hash chain', () => {
  it('links every seed to the previous by SHA-256 of its hex text', () => {
    const terminal = createHash('sha256').update('segredo').digest('hex');
    const chain = buildCrashChain(terminal, 50);
    expect(chain).toHaveLength(51);
    expect(chain[50]).toBe(terminal);
    for (let k = 1; k <= 50; k++) {
      expect(
        createHash('sha256')
          .update(chain[k] as string)
          .digest('hex'),
      ).toBe(chain[k - 1]);
      expect(previousChainSeed(chain[k] as string)).toBe(chain[k - 1]);
    }
    expect(verifyChainLink(chain[37] as string, chain[0] as string, 37)).toBe(true);
    expect(verifyChainLink(chain[37] as string, chain[0] as string, 36)).toBe(false);
    expect(verifyChainLink('nope', chain[0] as string)).toBe(false);
  });
});
