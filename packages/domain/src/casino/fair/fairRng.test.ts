import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng } from './fairRng';
import {
  createSeedPair,
  generateServerSeed,
  rotateSeedPair,
  serverSeedHash,
  takeNonce,
  verifyServerSeed,
} from './seeds';

/** Independent implementation with node:crypto: the float stream of a round. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) out.push(digest.readUInt32BE(i) / 2 ** 32);
  }
  return out;
}

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const clientSeed = fc.stringMatching(/^[\x20-\x7e]{1,64}$/);

describe('provably fair stream', () => {
  it('matches an independent node:crypto implementation, across cursors', () => {
    fc.assert(
      fc.property(hex64, clientSeed, fc.nat(1_000_000), fc.integer({ min: 1, max: 40 }), (s, c, nonce, n) => {
        const rng = createFairRng({ serverSeed: s, clientSeed: c }, nonce);
        const ours = Array.from({ length: n }, () => rng.next());
        expect(ours).toEqual(referenceFloats(s, c, nonce, n));
      }),
      { numRuns: 200 },
    );
  });

  it('resumes at any float with skip', () => {
    const seeds = { serverSeed: generateServerSeed(), clientSeed: 'jogador' };
    const all = referenceFloats(seeds.serverSeed, seeds.clientSeed, 7, 30);
    for (const skip of [0, 1, 7, 8, 9, 17]) {
      const rng = createFairRng(seeds, 7, skip);
      expect([rng.next(), rng.next()]).toEqual(all.slice(skip, skip + 2));
      expect(rng.used).toBe(skip + 2);
    }
  });

  it('is deterministic and changes with every input', () => {
    const s = 'a'.repeat(64);
    const first = (c: string, n: number, seed = s) =>
      createFairRng({ serverSeed: seed, clientSeed: c }, n).next();
    expect(first('x', 0)).toBe(first('x', 0));
    expect(first('x', 0)).not.toBe(first('x', 1));
    expect(first('x', 0)).not.toBe(first('y', 0));
    expect(first('x', 0)).not.toBe(first('x', 0, 'b'.repeat(64)));
  });

  it('gives uniform floats (chi-square, 100 bins, 160 000 floats from 20 000 HMACs)', () => {
    const bins = new Array<number>(100).fill(0);
    const n = 160_000;
    const rng = createFairRng({ serverSeed: serverSeedForTest(), clientSeed: 'uniformidade' }, 0);
    let sum = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const f = rng.next();
      min = Math.min(min, f);
      max = Math.max(max, f);
      sum += f;
      bins[Math.floor(f * 100)] = (bins[Math.floor(f * 100)] ?? 0) + 1;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    const expected = n / 100;
    const chi2 = bins.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: P(chi2 > 148.2) = 0.001. The seed is fixed, so this is deterministic.
    expect(chi2).toBeLessThan(148.2);
    // Mean 1/2 with sd sqrt(1/12 / n): within 4 standard errors.
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(4 * Math.sqrt(1 / 12 / n));
  });
});

function serverSeedForTest(): string {
  return createHash('sha256').update('placar-uniformity').digest('hex');
}

describe('seed pairs', () => {
  it('commits to the server seed with SHA-256 of its hex text', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(serverSeedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(verifyServerSeed(seed, serverSeedHash(seed))).toBe(true);
    expect(verifyServerSeed(generateServerSeed(), serverSeedHash(seed))).toBe(false);
  });

  it('advances the nonce per bet and reveals the old seed on rotation', () => {
    let pair = createSeedPair('minha-semente');
    const nonces: number[] = [];
    for (let i = 0; i < 3; i++) {
      const taken = takeNonce(pair);
      nonces.push(taken.nonce);
      pair = taken.pair;
    }
    expect(nonces).toEqual([0, 1, 2]);
    const { revealed, next } = rotateSeedPair(pair, 'nova');
    expect(revealed.serverSeed).toBe(pair.serverSeed);
    expect(verifyServerSeed(revealed.serverSeed, pair.serverSeedHash)).toBe(true);
    expect(revealed.nonce).toBe(3);
    expect(next.nonce).toBe(0);
    expect(next.clientSeed).toBe('nova');
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next.serverSeedHash).toBe(serverSeedHash(next.serverSeed));
  });

  it('refuses bad seeds', () => {
    expect(() => createSeedPair('')).toThrow(RangeError);
    expect(() => createSeedPair('x'.repeat(65))).toThrow(RangeError);
    expect(() => serverSeedHash('XYZ')).toThrow(RangeError);
  });
});
