import { randomUUID } from 'node:crypto';
import { centavosToReais, PLACAR_ORIGINALS_PROVIDER_ID, type TOriginalsRound } from '@placar/contract';
import { type QueryExecutorProvider, sql } from 'kysely';
import { AppError, invalidField } from '../../../platform/errors';
import type { CasinoSession } from '../launch/casino-sessions';
import type { StoredSeedPair } from './seed-pairs';

export const newRoundRef = (gameId: string) => `${gameId}-${randomUUID()}`;

/** A domain RangeError ("invalid target: ...") as a 400 naming the field. */
export function asFieldError(error: unknown, prefix = 'params'): never {
  if (error instanceof RangeError) {
    const m = /^invalid ([\w.]+): (.*)$/.exec(error.message);
    throw invalidField(m ? `${prefix}.${m[1]}` : prefix, m ? (m[2] as string) : error.message);
  }
  throw error;
}

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

/** The player's unfinished round of a multi-step game (mines, blackjack), if any. */
export async function findOpenRound(db: QueryExecutorProvider, session: CasinoSession, gameId: string) {
  return (await openRoundQuery(session, gameId).execute(db)).rows[0];
}

/** Locks one of the player's rounds of a game for a step; 404 if it is not theirs, 409 if closed. */
export async function lockOpenRound(
  trx: QueryExecutorProvider,
  session: CasinoSession,
  gameId: string,
  roundId: number,
) {
  const r = await sql<OpenRound>`
    select r.id, r.round_ref, r.game_id, r.status, r.bet, r.win, r.nonce, r.seed_pair_id, r.state, r.params,
      r.user_id, r.session_id, p.server_seed, p.server_seed_hash, p.client_seed
    from casino_rounds r join casino_seed_pairs p on p.id = r.seed_pair_id
    where r.id = ${roundId} and r.provider_id = ${PLACAR_ORIGINALS_PROVIDER_ID} and r.game_id = ${gameId}
      and ${ownerClause(session)}
    for update of r`.execute(trx);
  const round = r.rows[0];
  if (!round) throw new AppError('ROUND_NOT_FOUND');
  if (round.status !== 'open') throw new AppError('ROUND_CLOSED');
  return round;
}

export async function assertNoOpenRound(db: QueryExecutorProvider, session: CasinoSession, gameId: string) {
  const open = await findOpenRound(db, session, gameId);
  if (open) throw new AppError('ROUND_IN_PROGRESS', { context: { roundId: Number(open.id) } });
}

export async function saveState(
  trx: QueryExecutorProvider,
  roundId: number,
  state: unknown,
  params: unknown,
) {
  await sql`update casino_rounds set state = ${JSON.stringify(state)}::jsonb, params = ${JSON.stringify(params)}::jsonb
    where id = ${roundId}`.execute(trx);
}

export function roundView(input: {
  roundId: number;
  gameId: string;
  status: 'open' | 'closed' | 'refunded';
  bet: number;
  win: number;
  multiplier: number | null;
  outcome: unknown;
  balance: number;
  pair: Pick<StoredSeedPair, 'nonce' | 'serverSeedHash' | 'clientSeed'>;
}): TOriginalsRound {
  return {
    roundId: Number(input.roundId),
    gameId: input.gameId,
    status: input.status,
    bet: centavosToReais(input.bet),
    win: centavosToReais(input.win),
    multiplier: input.multiplier,
    outcome: input.outcome,
    balance: centavosToReais(input.balance),
    nonce: input.pair.nonce,
    serverSeedHash: input.pair.serverSeedHash,
    clientSeed: input.pair.clientSeed,
  };
}
