import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyKey } from '../common';
import { defineRoute } from '../route';
import {
  CASINO_TOKEN_HEADER,
  ZBlackjackActionRequest,
  ZBlackjackStartRequest,
  ZMinesRevealRequest,
  ZMinesStartRequest,
  ZOriginalsPlayRequest,
  ZOriginalsRound,
  ZOriginalsSession,
  ZOriginalsVerifyAnswer,
  ZOriginalsVerifyRequest,
  ZRotateSeedAnswer,
  ZRotateSeedRequest,
  ZRoundIdRequest,
  ZSeedPair,
  ZSetClientSeedRequest,
} from './originals';

/** Every Placar Originals call carries the launch token (real money or free play). */
export const ZCasinoTokenHeaders = z
  .object({ [CASINO_TOKEN_HEADER]: z.string().min(10).max(200) })
  .passthrough();
/** Money-moving steps also take the client's retry key (a replay answers the first answer). */
export const ZCasinoMoneyHeaders = z
  .object({
    [CASINO_TOKEN_HEADER]: z.string().min(10).max(200),
    [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional(),
  })
  .passthrough();

const tags = ['casino-originals'] as const;
/** The token guard's codes, and the casino's maintenance and feature switch. */
const SESSION = ['CASINO_TOKEN_INVALID', 'MAINTENANCE', 'NOT_FOUND'] as const;
/** What a money-moving step may answer besides. */
const STEP = [
  ...SESSION,
  'INSUFFICIENT_FUNDS',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'ROUND_IN_PROGRESS',
  'IDEMPOTENCY_CONFLICT',
] as const;

const step = <const P extends string, B extends z.ZodType>(path: P, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tags,
    auth: 'casinoToken',
    headers: ZCasinoMoneyHeaders,
    body,
    answer: ZOriginalsRound,
    errors: STEP,
  });

/** Placar Originals for the game client. */
export const casinoOriginalsApi = {
  session: defineRoute({
    method: 'GET',
    path: '/api/Casino/Originals/Session',
    summary: 'Balance, mode and seed pair of the launch token',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoTokenHeaders,
    answer: ZOriginalsSession,
    errors: SESSION,
  }),
  seeds: defineRoute({
    method: 'GET',
    path: '/api/Casino/Originals/Seeds',
    summary: 'Current seed pair (server seed hash, client seed, next nonce)',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoTokenHeaders,
    answer: ZSeedPair,
    errors: SESSION,
  }),
  setClientSeed: defineRoute({
    method: 'PUT',
    path: '/api/Casino/Originals/Seeds/ClientSeed',
    summary: 'Choose the client seed (starts a new pair: the old server seed is revealed)',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoTokenHeaders,
    body: ZSetClientSeedRequest,
    answer: ZRotateSeedAnswer,
    errors: [...SESSION, 'ROUND_IN_PROGRESS'],
  }),
  rotateSeed: defineRoute({
    method: 'POST',
    path: '/api/Casino/Originals/Seeds/Rotate',
    summary: 'Reveal the server seed and commit to a new one',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoTokenHeaders,
    body: ZRotateSeedRequest,
    answer: ZRotateSeedAnswer,
    errors: [...SESSION, 'ROUND_IN_PROGRESS'],
  }),
  play: step(
    '/api/Casino/Originals/Play',
    'One round of dice, plinko, scratch, slot or roulette',
    ZOriginalsPlayRequest,
  ),
  minesStart: step('/api/Casino/Originals/mines/Start', 'Mines: bet and lay the mines', ZMinesStartRequest),
  minesReveal: step('/api/Casino/Originals/mines/Reveal', 'Mines: reveal a tile', ZMinesRevealRequest),
  minesCashout: step('/api/Casino/Originals/mines/Cashout', 'Mines: cash out', ZRoundIdRequest),
  blackjackStart: step(
    '/api/Casino/Originals/blackjack/Start',
    'Blackjack: bet and deal',
    ZBlackjackStartRequest,
  ),
  blackjackAction: step(
    '/api/Casino/Originals/blackjack/Action',
    'Blackjack: hit, stand, double or split',
    ZBlackjackActionRequest,
  ),
  active: defineRoute({
    method: 'GET',
    path: '/api/Casino/Originals/:gameId/Active',
    summary: 'The unfinished mines or blackjack round, if any',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoTokenHeaders,
    params: z.object({ gameId: z.enum(['mines', 'blackjack']) }),
    answer: ZOriginalsRound.nullable(),
    errors: SESSION,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/Casino/Originals/Verify',
    summary: 'Re-compute a round from its revealed seeds (the browser can do the same)',
    tags,
    auth: 'public',
    body: ZOriginalsVerifyRequest,
    answer: ZOriginalsVerifyAnswer,
  }),
} as const;
