import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const SERVER_SEED = /^[0-9a-f]{64}$/;
/** Printable ASCII, 1 to 64 characters: what a player may type as a client seed. */
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED.test(value);
}

/** A fresh server seed: 32 bytes from the platform CSPRNG (crypto.getRandomValues), as 64 hex chars. */
export function generateServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** A default client seed for players who do not choose one (16 random hex chars). */
export function generateClientSeed(): string {
  return bytesToHex(randomBytes(8));
}

/** SHA-256 of a text, as lowercase hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * The commitment shown before play: SHA-256 of the server seed's ASCII hex text
 * (the same as `printf %s <seed> | sha256sum`).
 */
export function serverSeedHash(serverSeed: string): string {
  if (!isServerSeed(serverSeed)) throw new RangeError('serverSeed must be 64 lowercase hex characters');
  return sha256Hex(serverSeed);
}

/** The state a player's seed pair is in. `nonce` is the nonce the NEXT bet will use. */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What a player sees of an active pair: never the server seed itself. */
export type PublicSeedPair = Omit<SeedPair, 'serverSeed'>;

export function createSeedPair(
  clientSeed: string = generateClientSeed(),
  serverSeed = generateServerSeed(),
): SeedPair {
  if (!isClientSeed(clientSeed))
    throw new RangeError('clientSeed must be 1 to 64 printable ASCII characters');
  return { serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed, nonce: 0 };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/** Takes the nonce for one bet and advances the pair: the caller stores `pair` with the bet. */
export function takeNonce(pair: SeedPair): { nonce: number; pair: SeedPair } {
  return { nonce: pair.nonce, pair: { ...pair, nonce: pair.nonce + 1 } };
}

/**
 * Seed rotation: the old server seed is revealed (with the nonces it served, 0…nonce−1) so every
 * round played with it can be verified, and a new server seed is committed to by its hash.
 * The player may pick a new client seed at the same time.
 */
export function rotateSeedPair(
  pair: SeedPair,
  nextClientSeed: string = pair.clientSeed,
  nextServerSeed: string = generateServerSeed(),
): { revealed: SeedPair; next: SeedPair } {
  return { revealed: { ...pair }, next: createSeedPair(nextClientSeed, nextServerSeed) };
}

/** A player's check of a revealed seed against the hash that was shown before play. */
export function verifyServerSeed(serverSeed: string, committedHash: string): boolean {
  return isServerSeed(serverSeed) && serverSeedHash(serverSeed) === committedHash.toLowerCase();
}
