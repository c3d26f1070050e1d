import { isServerSeed, sha256Hex } from './seeds';

/**
 * Shared crash rounds come from a hash chain. The operator draws a secret s_N and computes
 * s_{k−1} = SHA-256(s_k) down to s_0, which is published (the chain commitment) before the first
 * round. Round k (1…N) is played with server seed s_k: revealing it after the round lets anyone
 * check SHA-256(s_k) = s_{k−1}, so no round's seed could have been chosen after the commitment.
 * The client seed of every round is a public salt fixed after the commitment (for instance the
 * hash of a later public event), and the nonce is 0: crash point = f(HMAC(s_k, `${salt}:0:0`)).
 */
export function previousChainSeed(seed: string): string {
  if (!isServerSeed(seed)) throw new RangeError('chain seed must be 64 lowercase hex characters');
  return sha256Hex(seed);
}

/**
 * Seeds s_0…s_length from a terminal secret s_length (index k holds s_k), for an operator building
 * a chain in memory. Memory is 64 bytes per round: build chains in segments for long runs.
 */
export function buildCrashChain(terminalSeed: string, length: number): string[] {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('length must be an integer >= 1');
  const chain = new Array<string>(length + 1);
  chain[length] = terminalSeed;
  for (let k = length; k > 0; k--) chain[k - 1] = previousChainSeed(chain[k] as string);
  return chain;
}

/** Checks that `roundSeed` is `distance` links above `anchor` (a revealed earlier seed or s_0). */
export function verifyChainLink(roundSeed: string, anchor: string, distance = 1): boolean {
  let seed = roundSeed;
  for (let i = 0; i < distance; i++) {
    if (!isServerSeed(seed)) return false;
    seed = sha256Hex(seed);
  }
  return seed === anchor;
}
