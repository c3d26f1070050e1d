import {
  centavosToReais,
  type TOriginalsRound,
  type TOriginalsSession,
  type TSeedPair,
  type ZOriginalsVerifyRequest,
} from '@placar/contract';
import { casino } from '@placar/domain';
import type { z } from 'zod';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { fieldMessage } from '../../../platform/http/field-labels';
import { type CasinoSession, seedOwnerOf } from '../launch/casino-sessions';
import { walletBalance } from '../wallet/money';
import { blackjackOpenView } from './blackjack';
import { minesOpenView } from './mines';
import { findOpenRound } from './round-helpers';
import { currentSeedPair } from './seed-pairs';

/** What Placar Originals answers besides the steps: the session, its seed pair, the open round. */

/** The pair as players see it: the server seed stays hidden until rotated. */
const publicPair = (p: TSeedPair): TSeedPair => ({
  serverSeedHash: p.serverSeedHash,
  clientSeed: p.clientSeed,
  nonce: p.nonce,
});

export async function seedsView(platform: Platform, s: CasinoSession): Promise<TSeedPair> {
  return publicPair(await currentSeedPair(platform, seedOwnerOf(s)));
}

export async function sessionView(platform: Platform, s: CasinoSession): Promise<TOriginalsSession> {
  const pair = await currentSeedPair(platform, seedOwnerOf(s));
  return {
    mode: s.mode,
    gameId: s.gameId,
    balance: centavosToReais(await walletBalance(platform, s)),
    seeds: publicPair(pair),
    expiresAt: s.expiresAt.toISOString(),
  };
}

/** The unfinished mines or blackjack round of the session, or null. */
export async function activeRoundView(
  platform: Platform,
  s: CasinoSession,
  gameId: 'mines' | 'blackjack',
): Promise<TOriginalsRound | null> {
  const round = await findOpenRound(platform.db, s, gameId);
  if (!round) return null;
  const balance = await walletBalance(platform, s);
  return gameId === 'mines' ? minesOpenView(round, balance) : blackjackOpenView(round, balance);
}

/** Re-computes a round from revealed seeds; a bad `params` is the caller's 400, not a 500. */
export function verifyRound(b: z.infer<typeof ZOriginalsVerifyRequest>) {
  try {
    const outcome = casino.verifyRound(
      b.gameId,
      { serverSeed: b.serverSeed, clientSeed: b.clientSeed },
      b.nonce,
      b.params,
    );
    return { serverSeedHash: casino.serverSeedHash(b.serverSeed), outcome, multiplier: outcome.multiplier };
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError('VALIDATION_ERROR', {
        message: fieldMessage('params', error.message),
        context: { issues: [{ field: 'params', message: error.message }] },
      });
    throw error;
  }
}
