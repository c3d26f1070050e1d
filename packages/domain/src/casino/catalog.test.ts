import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_GAME_IDS, originalGameInfo, PLACAR_ORIGINALS, verifyRound } from './catalog';
import { CASINO_CATEGORIES } from './games/types';

/**
 * An independent re-implementation of the published scheme, written from the README with
 * node:crypto only: floats, then each game's draw. It shares no code with the module.
 */
function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const h = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(h[i]! / 256 + h[i + 1]! / 256 ** 2 + h[i + 2]! / 256 ** 3 + h[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const client = fc.stringMatching(/^[a-zA-Z0-9_-]{1,32}$/);
const nonce = fc.nat(100_000);

describe('verifyRound against an independent implementation', () => {
  it('dice: roll = ⌊f × 10000⌋', () => {
    fc.assert(
      fc.property(hex64, client, nonce, (s, c, n) => {
        const [f] = floats(s, c, n, 1);
        const out = verifyRound('dice', { serverSeed: s, clientSeed: c }, n, {
          target: 5000,
          direction: 'under',
        });
        expect(out.roll).toBe(Math.floor(f! * 10000));
      }),
      { numRuns: 100 },
    );
  });

  it('crash: point = max(1, ⌊99 / (1 − f)⌋ / 100), capped', () => {
    fc.assert(
      fc.property(hex64, client, nonce, (s, c, n) => {
        const [f] = floats(s, c, n, 1);
        const expected = Math.min(1e6, Math.max(1, Math.floor((100 * 0.99) / (1 - f!)) / 100));
        expect(verifyRound('crash', { serverSeed: s, clientSeed: c }, n, { target: 2 }).crashPoint).toBe(
          expected,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('roulette: pocket = ⌊f × 37⌋', () => {
    fc.assert(
      fc.property(hex64, client, nonce, (s, c, n) => {
        const [f] = floats(s, c, n, 1);
        const out = verifyRound('roulette', { serverSeed: s, clientSeed: c }, n, {
          bets: [{ type: 'red', units: 1 }],
        });
        expect(out.pocket).toBe(Math.floor(f! * 37));
      }),
      { numRuns: 100 },
    );
  });

  it('plinko: one float per row, right when f ≥ 0.5', () => {
    fc.assert(
      fc.property(hex64, client, nonce, fc.integer({ min: 8, max: 16 }), (s, c, n, rows) => {
        const path = floats(s, c, n, rows).map((f) => (f < 0.5 ? 0 : 1));
        const out = verifyRound('plinko', { serverSeed: s, clientSeed: c }, n, { rows, risk: 'medium' });
        expect(out.path).toEqual(path);
      }),
      { numRuns: 100 },
    );
  });

  it('mines: Fisher–Yates over tiles 0…24, first m tiles are mines', () => {
    fc.assert(
      fc.property(hex64, client, nonce, fc.integer({ min: 1, max: 24 }), (s, c, n, m) => {
        const f = floats(s, c, n, m);
        const tiles = [...Array(25).keys()];
        for (let i = 0; i < m; i++) {
          const j = i + Math.floor(f[i]! * (25 - i));
          [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
        }
        const out = verifyRound('mines', { serverSeed: s, clientSeed: c }, n, { mines: m, picks: [0] });
        expect(out.mines).toEqual(tiles.slice(0, m).sort((a, b) => a - b));
      }),
      { numRuns: 100 },
    );
  });

  it('scratch card: prize tier = ⌊f × 1 000 000⌋ over the published weights', () => {
    const weights: [number, number][] = [
      [1000, 10],
      [100, 100],
      [20, 1000],
      [10, 4000],
      [5, 24000],
      [3, 50000],
      [2, 150000],
      [1, 300000],
    ];
    fc.assert(
      fc.property(hex64, client, nonce, (s, c, n) => {
        let ticket = Math.floor(floats(s, c, n, 1)[0]! * 1_000_000);
        let prize: number | null = null;
        for (const [p, w] of weights) {
          if (ticket < w) {
            prize = p;
            break;
          }
          ticket -= w;
        }
        expect(verifyRound('scratch', { serverSeed: s, clientSeed: c }, n, {}).prize).toBe(prize);
      }),
      { numRuns: 100 },
    );
  });

  it('slot: reel stop r = ⌊f_r × strip length⌋ (lengths 42, 42, 41, 42, 42)', () => {
    fc.assert(
      fc.property(hex64, client, nonce, (s, c, n) => {
        const lengths = [42, 42, 41, 42, 42];
        const stops = floats(s, c, n, 5).map((f, r) => Math.floor(f * lengths[r]!));
        expect(verifyRound('slot', { serverSeed: s, clientSeed: c }, n, {}).base.stops).toEqual(stops);
      }),
      { numRuns: 100 },
    );
  });

  it('blackjack: card k = the ⌊f_k × cards left⌋-th remaining card of the ordered 6-deck shoe', () => {
    fc.assert(
      fc.property(hex64, client, nonce, (s, c, n) => {
        const seeds = { serverSeed: s, clientSeed: c };
        // Play "stand" until the round ends (split hands need one stand each).
        let out: ReturnType<typeof verifyRound<'blackjack'>> | null = null;
        for (let stands = 0; out === null; stands++) {
          try {
            out = verifyRound('blackjack', seeds, n, { actions: Array(stands).fill('stand') });
          } catch {
            if (stands > 3) throw new Error('unexpected');
          }
        }
        const f = floats(s, c, n, out.state.drawn.length);
        const shoe = [...Array(52).keys()].flatMap((code) => Array(6).fill(code) as number[]);
        const expected = f.map((x) => shoe.splice(Math.floor(x * shoe.length), 1)[0]);
        expect(out.state.drawn).toEqual(expected);
        expect(out.state.hands[0]?.cards.slice(0, 2)).toEqual([expected[0], expected[2]]);
        expect(out.state.dealer.slice(0, 2)).toEqual([expected[1], expected[3]]);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic: the same inputs give the same outcome', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'placar' };
    for (const id of ['dice', 'slot', 'plinko', 'scratch'] as const) {
      const params =
        id === 'dice'
          ? { target: 4200, direction: 'over' }
          : id === 'plinko'
            ? { rows: 12, risk: 'high' }
            : {};
      expect(verifyRound(id, seeds, 42, params)).toEqual(verifyRound(id, seeds, 42, params));
    }
  });

  it('refuses bad seeds and bad parameters with a RangeError naming the field', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'x' };
    expect(() => verifyRound('dice', { ...seeds, serverSeed: 'zz' }, 0, {})).toThrow(/serverSeed/);
    expect(() => verifyRound('dice', seeds, 0, { target: 5000 })).toThrow(/direction/);
    expect(() => verifyRound('plinko', seeds, 0, { rows: 20, risk: 'low' })).toThrow(/rows/);
    expect(() => verifyRound('dice', seeds, -1, { target: 5000, direction: 'under' })).toThrow(RangeError);
  });
});

describe('catalogue', () => {
  it('gives every game a pt-BR name, a seed category, a published RTP and rules', () => {
    for (const id of ORIGINAL_GAME_IDS) {
      const info = originalGameInfo(id);
      expect(CASINO_CATEGORIES).toContain(info.category);
      expect(info.rtp).toBeGreaterThan(0.9);
      expect(info.rtp).toBeLessThan(1);
      expect(info.rules.length).toBeGreaterThan(1);
      expect(info.maxMultiplier).toBeGreaterThan(1);
      expect(JSON.parse(JSON.stringify(info))).toEqual(info);
    }
    expect(Object.keys(PLACAR_ORIGINALS)).toHaveLength(8);
  });

  it('stays isomorphic: no node: imports, Buffer or process in the module sources', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(import.meta.dirname);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:|require\(|\bBuffer\b|\bprocess\./);
    }
  });
});
