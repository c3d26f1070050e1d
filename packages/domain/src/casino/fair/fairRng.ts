import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { bytesToFloat, type Rng } from '../rng';

/** What a round's randomness depends on. The server seed is used as its ASCII hex text. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
}

/** Floats one HMAC gives: 32 bytes, 4 bytes per float. */
export const FLOATS_PER_HMAC = 8;

/** HMAC-SHA256(key = serverSeed text, message = `${clientSeed}:${nonce}:${cursor}`). */
export function roundHmac(seeds: RoundSeeds, nonce: number, cursor: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(`${seeds.clientSeed}:${nonce}:${cursor}`));
}

/**
 * The provably fair stream of a round: float i comes from bytes 4(i mod 8)…4(i mod 8)+3 of the HMAC
 * with cursor ⌊i / 8⌋. `skip` positions the stream at float `skip` (used to resume a game that is
 * played in steps, such as blackjack, where each card consumes exactly one float).
 */
export function createFairRng(seeds: RoundSeeds, nonce: number, skip = 0): Rng & { readonly used: number } {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be an integer >= 0`);
  if (!Number.isSafeInteger(skip) || skip < 0) throw new RangeError(`skip must be an integer >= 0`);
  let index = skip;
  let cursor = -1;
  let block: Uint8Array = new Uint8Array(0);
  return {
    get used() {
      return index;
    },
    next() {
      const wanted = Math.floor(index / FLOATS_PER_HMAC);
      if (wanted !== cursor) {
        cursor = wanted;
        block = roundHmac(seeds, nonce, cursor);
      }
      const value = bytesToFloat(block, (index % FLOATS_PER_HMAC) * 4);
      index += 1;
      return value;
    },
  };
}
