import { PLACAR_ORIGINALS_PROVIDER_ID } from '@placar/contract';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { CasinoSession } from '../launch/casino-sessions';

/** Placar Originals' SQL: rounds, seed pairs (provably fair) and retry keys (casino_idempotency). */

// ---- rounds -------------------------------------------------------------------------------------

export type OpenRound = {
  id: number;
  round_ref: string;
  game_id: string;
  status: 'open' | 'closed' | 'refunded';
  bet: number;
  win: number;
  nonce: number;
  seed_pair_id: number;
  state: unknown;
  params: unknown;
  user_id: number | null;
  session_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
};

const ownerClause = (s: CasinoSession) =>
  s.mode === 'real' ? sql`r.user_id = ${s.userId}` : sql`r.session_id = ${s.id}`;

/**
 * The query of the player's unfinished round of a game: on the open-rounds indexes (by user for real
 * money, migration 0504; by session for play money), never the player's closed rounds.
 */
export const openRoundQuery = (session: CasinoSession, gameId: string) => sql<OpenRound>`
    select r.id, r.round_ref, r.game_id, r.status, r.bet, r.win, r.nonce, r.seed_pair_id, r.state, r.params,
      r.user_id, r.session_id, p.server_seed, p.server_seed_hash, p.client_seed
    from casino_rounds r join casino_seed_pairs p on p.id = r.seed_pair_id
    where r.provider_id = ${PLACAR_ORIGINALS_PROVIDER_ID} and r.game_id = ${gameId} and r.status = 'open'
      and ${ownerClause(session)}
    order by r.id desc limit 1`;

export async function selectOpenRound(
  db: QueryExecutorProvider,
  session: CasinoSession,
  gameId: string,
): Promise<OpenRound | undefined> {
  return (await openRoundQuery(session, gameId).execute(db)).rows[0];
}

/** One of the player's rounds of a game, locked for update (whatever its status). */
export async function selectRoundForUpdate(
  trx: QueryExecutorProvider,
  session: CasinoSession,
  gameId: string,
  roundId: number,
): Promise<OpenRound | undefined> {
  const r = await sql<OpenRound>`
    select r.id, r.round_ref, r.game_id, r.status, r.bet, r.win, r.nonce, r.seed_pair_id, r.state, r.params,
      r.user_id, r.session_id, p.server_seed, p.server_seed_hash, p.client_seed
    from casino_rounds r join casino_seed_pairs p on p.id = r.seed_pair_id
    where r.id = ${roundId} and r.provider_id = ${PLACAR_ORIGINALS_PROVIDER_ID} and r.game_id = ${gameId}
      and ${ownerClause(session)}
    for update of r`.execute(trx);
  return r.rows[0];
}

export async function updateRoundState(
  trx: QueryExecutorProvider,
  roundId: number,
  state: unknown,
  params: unknown,
) {
  await sql`update casino_rounds set state = ${JSON.stringify(state)}::jsonb, params = ${JSON.stringify(params)}::jsonb
    where id = ${roundId}`.execute(trx);
}

/** A user's open mines and blackjack rounds, oldest first. */
export async function selectOpenMultiStepRoundsOf(
  db: QueryExecutorProvider,
  userId: number,
): Promise<{ id: number; game_id: string; session_id: number }[]> {
  const open = await sql<{ id: number; game_id: string; session_id: number }>`
    select id, game_id, session_id from casino_rounds
    where user_id = ${userId} and status = 'open' and provider_id = ${PLACAR_ORIGINALS_PROVIDER_ID}
      and game_id in ('mines', 'blackjack')
    order by id`.execute(db);
  return open.rows;
}

// ---- seed pairs ---------------------------------------------------------------------------------

export type SeedPairRow = {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
};
type NewSeedPair = { serverSeed: string; serverSeedHash: string; clientSeed: string };

/** Inserts the owner's active pair unless one is active already. */
export async function insertSeedPairIfNone(db: QueryExecutorProvider, owner: string, pair: NewSeedPair) {
  await sql`
    insert into casino_seed_pairs (owner, server_seed, server_seed_hash, client_seed)
    values (${owner}, ${pair.serverSeed}, ${pair.serverSeedHash}, ${pair.clientSeed})
    on conflict (owner) where active do nothing`.execute(db);
}

export async function selectActiveSeedPair(
  db: QueryExecutorProvider,
  owner: string,
): Promise<SeedPairRow | undefined> {
  const r = await sql<SeedPairRow>`
      select id, server_seed, server_seed_hash, client_seed, nonce from casino_seed_pairs
      where owner = ${owner} and active`.execute(db);
  return r.rows[0];
}

/** Increments the active pair's nonce; answers the pair with the nonce taken. */
export async function incrementSeedPairNonce(
  db: QueryExecutorProvider,
  owner: string,
): Promise<SeedPairRow | undefined> {
  const r = await sql<SeedPairRow>`
      update casino_seed_pairs set nonce = nonce + 1 where owner = ${owner} and active
      returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`.execute(db);
  return r.rows[0];
}

/** Deactivates (reveals) the owner's active pair; answers it. */
export async function deactivateSeedPair(
  trx: QueryExecutorProvider,
  owner: string,
): Promise<SeedPairRow | undefined> {
  return (
    await sql<SeedPairRow>`
        update casino_seed_pairs set active = false, revealed_at = now() where owner = ${owner} and active
        returning id, server_seed, server_seed_hash, client_seed, nonce`.execute(trx)
  ).rows[0];
}

export async function insertSeedPair(trx: QueryExecutorProvider, owner: string, pair: NewSeedPair) {
  await sql`
      insert into casino_seed_pairs (owner, server_seed, server_seed_hash, client_seed)
      values (${owner}, ${pair.serverSeed}, ${pair.serverSeedHash}, ${pair.clientSeed})`.execute(trx);
}

export async function selectSeedPairById(db: QueryExecutorProvider, seedPairId: number) {
  const r = await sql<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    active: boolean;
  }>`
    select server_seed, server_seed_hash, client_seed, active from casino_seed_pairs where id = ${seedPairId}`.execute(
    db,
  );
  return r.rows[0];
}

// ---- retry keys (casino_idempotency) ------------------------------------------------------------

type KeyRef = { owner: string; key: string };

/** Claims (owner, key) for a call; false when the key is already taken. */
export async function claimIdempotencyKey(
  trx: QueryExecutorProvider,
  k: KeyRef & { call: string; fingerprint: string },
): Promise<boolean> {
  const claimed = await sql`
    insert into casino_idempotency (owner, key, call, fingerprint) values (${k.owner}, ${k.key}, ${k.call}, ${k.fingerprint})
    on conflict (owner, key) do nothing returning 1 as claimed`.execute(trx);
  return claimed.rows.length > 0;
}

export async function selectIdempotencyAnswer<T>(
  db: QueryExecutorProvider,
  k: KeyRef,
): Promise<{ fingerprint: string; answer: T | null } | undefined> {
  return (
    await sql<{ fingerprint: string; answer: T | null }>`
        select fingerprint, answer from casino_idempotency where owner = ${k.owner} and key = ${k.key}`.execute(
      db,
    )
  ).rows[0];
}

export async function updateIdempotencyAnswer(trx: QueryExecutorProvider, k: KeyRef, answer: unknown) {
  await sql`update casino_idempotency set answer = ${JSON.stringify(answer)}::jsonb
    where owner = ${k.owner} and key = ${k.key}`.execute(trx);
}

export async function insertIdempotencyAnswer(
  trx: QueryExecutorProvider,
  k: KeyRef & { call: string; fingerprint: string },
  answer: unknown,
) {
  await sql`
    insert into casino_idempotency (owner, key, call, fingerprint, answer)
    values (${k.owner}, ${k.key}, ${k.call}, ${k.fingerprint}, ${JSON.stringify(answer)}::jsonb)
    on conflict (owner, key) do nothing`.execute(trx);
}

/** Deletes the keys older than `hours`; answers how many. */
export async function deleteIdempotencyKeysOlderThan(
  db: QueryExecutorProvider,
  hours: number,
): Promise<number> {
  const r = await sql`
    delete from casino_idempotency
    where created_at < now() - make_interval(hours => ${hours})`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}
