/**
 * A source of uniform floats in [0, 1). Games only ever see this interface, so the same game code
 * runs on the provably fair HMAC stream (real rounds, verification) and on a fast PRNG (simulations).
 */
export interface Rng {
  next(): number;
}

/** A uniform integer in [0, n) from one float (bias at most n / 2^32, negligible for n ≤ 400). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}

/** Float from 4 big-endian bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴, in [0, 1) with 2^-32 steps. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  const b0 = bytes[offset] ?? 0;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  return (((b0 * 256 + b1) * 256 + b2) * 256 + b3) / 4294967296;
}
