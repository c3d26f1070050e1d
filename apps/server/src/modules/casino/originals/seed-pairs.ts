import { casino } from '@placar/domain';
import type { QueryExecutorProvider } from 'kysely';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import {
  deactivateSeedPair,
  incrementSeedPairNonce,
  insertSeedPair,
  insertSeedPairIfNone,
  type SeedPairRow as Row,
  selectActiveSeedPair,
  selectSeedPairById,
} from './originals.repository';

export type StoredSeedPair = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};
const toPair = (r: Row): StoredSeedPair => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});

async function ensurePair(db: QueryExecutorProvider, owner: string) {
  const pair = casino.createSeedPair();
  await insertSeedPairIfNone(db, owner, pair);
}

/** The owner's active pair (created on first use). `nonce` is the nonce the next bet takes. */
export async function currentSeedPair(
  platform: Platform,
  owner: string,
  db: QueryExecutorProvider = platform.db,
) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await selectActiveSeedPair(db, owner);
    if (row) return toPair(row);
    await ensurePair(db, owner);
  }
  throw new Error('seed pair could not be created');
}

/** Takes the next nonce of the owner's pair for one bet (inside the bet's transaction). */
export async function takeNonce(db: QueryExecutorProvider, owner: string): Promise<StoredSeedPair> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await incrementSeedPairNonce(db, owner);
    if (row) return toPair(row);
    await ensurePair(db, owner);
  }
  throw new Error('seed pair could not be created');
}

export async function setClientSeed(platform: Platform, owner: string, clientSeed: string) {
  if (!casino.isClientSeed(clientSeed))
    throw invalidField('clientSeed', 'de 1 a 64 caracteres imprimíveis (ASCII)');
  await currentSeedPair(platform, owner);
  // A new client seed starts a new pair: the old server seed is revealed (rotation), so a player can
  // never change the client seed of a pair after seeing results with it.
  return rotateSeedPair(platform, owner, clientSeed);
}

/** Reveals the active pair's server seed and commits to a new one (same client seed unless given). */
export async function rotateSeedPair(platform: Platform, owner: string, nextClientSeed?: string) {
  if (nextClientSeed !== undefined && !casino.isClientSeed(nextClientSeed))
    throw invalidField('clientSeed', 'de 1 a 64 caracteres imprimíveis (ASCII)');
  return platform.db.transaction().execute(async (trx) => {
    await ensurePair(trx, owner);
    const old = (await deactivateSeedPair(trx, owner))!;
    const next = casino.createSeedPair(nextClientSeed ?? old.client_seed);
    await insertSeedPair(trx, owner, next);
    return {
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        nonce: Number(old.nonce),
      },
      next: casino.publicSeedPair(next),
    };
  });
}

/** A round's server seed, once its pair was rotated (null while it is still active). */
export async function revealedSeed(platform: Platform, seedPairId: number) {
  const row = await selectSeedPairById(platform.db, seedPairId);
  if (!row) return undefined;
  return {
    serverSeed: row.active ? null : row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
  };
}
