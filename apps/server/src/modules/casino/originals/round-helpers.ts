import { randomUUID } from 'node:crypto';
import { centavosToReais, type TOriginalsRound } from '@placar/contract';
import type { QueryExecutorProvider } from 'kysely';
import { AppError, invalidField } from '../../../platform/errors';
import type { CasinoSession } from '../launch/casino-sessions';
import { selectOpenRound, selectRoundForUpdate, updateRoundState } from './originals.repository';
import type { StoredSeedPair } from './seed-pairs';

export { type OpenRound, openRoundQuery } from './originals.repository';

export const newRoundRef = (gameId: string) => `${gameId}-${randomUUID()}`;

/** A domain RangeError ("invalid target: ...") as a 400 naming the field. */
export function asFieldError(error: unknown, prefix = 'params'): never {
  if (error instanceof RangeError) {
    const m = /^invalid ([\w.]+): (.*)$/.exec(error.message);
    throw invalidField(m ? `${prefix}.${m[1]}` : prefix, m ? (m[2] as string) : error.message);
  }
  throw error;
}

/** The player's unfinished round of a multi-step game (mines, blackjack), if any. */
export async function findOpenRound(db: QueryExecutorProvider, session: CasinoSession, gameId: string) {
  return selectOpenRound(db, session, gameId);
}

/** Locks one of the player's rounds of a game for a step; 404 if it is not theirs, 409 if closed. */
export async function lockOpenRound(
  trx: QueryExecutorProvider,
  session: CasinoSession,
  gameId: string,
  roundId: number,
) {
  const round = await selectRoundForUpdate(trx, session, gameId, roundId);
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
  await updateRoundState(trx, roundId, state, params);
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
