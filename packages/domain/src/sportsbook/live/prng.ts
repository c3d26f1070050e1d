/**
 * mulberry32: a tiny, fast, deterministic 32-bit PRNG. The state is a plain number so match states stay
 * serialisable (JSON) and replayable.
 */
export interface Prng {
  state: number;
}

export function createPrng(seed: number): Prng {
  return { state: seed >>> 0 };
}

/** Uniform in [0, 1); advances the state. */
export function nextUniform(prng: Prng): number {
  prng.state = (prng.state + 0x6d2b79f5) >>> 0;
  let t = prng.state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** True with probability p. */
export function chance(prng: Prng, p: number): boolean {
  return nextUniform(prng) < p;
}

/** Integer uniform in [min, max]. */
export function uniformInt(prng: Prng, min: number, max: number): number {
  return min + Math.floor(nextUniform(prng) * (max - min + 1));
}

/** A seed from a text (e.g. a match id), FNV-1a. */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
