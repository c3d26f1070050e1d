import { casino } from '@placar/domain';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';

export type StoredSeedPair = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};
type Row = { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number };
const toPair = (r: Row): StoredSeedPair => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});

async function ensurePair(db: QueryExecutorProvider, owner: string) {
  const pair = casino.createSeedPair();
  await sql`
    insert into casino_seed_pairs (owner, server_seed, server_seed_hash, client_seed)
    values (${owner}, ${pair.serverSeed}, ${pair.serverSeedHash}, ${pair.clientSeed})
    on conflict (owner) where active do nothing`.execute(db);
}

/** The owner's active pair (created on first use). `nonce` is the nonce the next bet takes. */
export async function currentSeedPair(
  platform: Platform,
  owner: string,
  db: QueryExecutorProvider = platform.db,
) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await sql<Row>`
      select id, server_seed, server_seed_hash, client_seed, nonce from casino_seed_pairs
      where owner = ${owner} and active`.execute(db);
    if (r.rows[0]) return toPair(r.rows[0]);
    await ensurePair(db, owner);
  }
  throw new Error('seed pair could not be created');
}

/** Takes the next nonce of the owner's pair for one bet (inside the bet's transaction). */
export async function takeNonce(db: QueryExecutorProvider, owner: string): Promise<StoredSeedPair> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await sql<Row>`
      update casino_seed_pairs set nonce = nonce + 1 where owner = ${owner} and active
      returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`.execute(db);
    if (r.rows[0]) return toPair(r.rows[0]);
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
    const old = (
      await sql<Row>`
        update casino_seed_pairs set active = false, revealed_at = now() where owner = ${owner} and active
        returning id, server_seed, server_seed_hash, client_seed, nonce`.execute(trx)
    ).rows[0]!;
    const next = casino.createSeedPair(nextClientSeed ?? old.client_seed);
    await sql`
      insert into casino_seed_pairs (owner, server_seed, server_seed_hash, client_seed)
      values (${owner}, ${next.serverSeed}, ${next.serverSeedHash}, ${next.clientSeed})`.execute(trx);
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
  const r = await sql<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    active: boolean;
  }>`
    select server_seed, server_seed_hash, client_seed, active from casino_seed_pairs where id = ${seedPairId}`.execute(
    platform.db,
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    serverSeed: row.active ? null : row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
  };
}
