import {
  CASINO_TOKEN_HEADER,
  centavosToReais,
  IDEMPOTENCY_KEY_HEADER,
  PLACAR_ORIGINALS_PROVIDER_ID,
  ZBlackjackActionRequest,
  ZBlackjackStartRequest,
  ZData,
  ZIdempotencyKey,
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
} from '@placar/contract';
import { casino } from '@placar/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { fieldMessage } from '../../../platform/http/field-labels';
import type { App } from '../../../platform/module';
import { resolveSession, seedOwnerOf } from '../launch/casino-sessions';
import { assertCasinoOpen } from '../launch/launch-rules';
import { walletBalance } from '../wallet/money';
import { actBlackjack, blackjackOpenView, startBlackjack } from './blackjack';
import { idempotencyKeyOf } from './idempotency';
import { cashoutMines, minesOpenView, revealMine, startMines } from './mines';
import { findOpenRound } from './round-helpers';
import { currentSeedPair, rotateSeedPair, setClientSeed } from './seed-pairs';
import { playSingleStep } from './single-step';

const tags = ['casino-originals'];
const security = [{ casinoToken: [] }];
const ZTokenHeaders = z.object({ [CASINO_TOKEN_HEADER]: z.string().min(10).max(200) }).passthrough();
/** Money-moving steps also take the client's retry key (a replay answers the first answer). */
const ZMoneyHeaders = z
  .object({
    [CASINO_TOKEN_HEADER]: z.string().min(10).max(200),
    [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional(),
  })
  .passthrough();

/** Placar Originals for the game client: every call carries the launch token (real money or free play). */
export async function originalsRoutes(app: App, platform: Platform) {
  const sessionOf = async (request: FastifyRequest) => {
    await assertCasinoOpen(platform);
    const header = request.headers[CASINO_TOKEN_HEADER];
    const session = await resolveSession(platform, Array.isArray(header) ? header[0] : header);
    if (session.providerId !== PLACAR_ORIGINALS_PROVIDER_ID)
      throw new AppError('CASINO_TOKEN_INVALID', { status: 401 });
    return session;
  };
  const publicPair = (p: { serverSeedHash: string; clientSeed: string; nonce: number }) => ({
    serverSeedHash: p.serverSeedHash,
    clientSeed: p.clientSeed,
    nonce: p.nonce,
  });
  const R = ZData(ZOriginalsRound);

  app.get(
    '/api/Casino/Originals/Session',
    {
      schema: {
        tags,
        security,
        summary: 'Balance, mode and seed pair of the launch token',
        headers: ZTokenHeaders,
        response: { 200: ZData(ZOriginalsSession) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      const pair = await currentSeedPair(platform, seedOwnerOf(s));
      return {
        data: {
          mode: s.mode,
          gameId: s.gameId,
          balance: centavosToReais(await walletBalance(platform, s)),
          seeds: publicPair(pair),
          expiresAt: s.expiresAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/api/Casino/Originals/Seeds',
    {
      schema: {
        tags,
        security,
        summary: 'Current seed pair (server seed hash, client seed, next nonce)',
        headers: ZTokenHeaders,
        response: { 200: ZData(ZSeedPair) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return { data: publicPair(await currentSeedPair(platform, seedOwnerOf(s))) };
    },
  );

  app.put(
    '/api/Casino/Originals/Seeds/ClientSeed',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the client seed (starts a new pair: the old server seed is revealed)',
        headers: ZTokenHeaders,
        body: ZSetClientSeedRequest,
        response: { 200: ZData(ZRotateSeedAnswer) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return { data: await setClientSeed(platform, seedOwnerOf(s), request.body.clientSeed) };
    },
  );

  app.post(
    '/api/Casino/Originals/Seeds/Rotate',
    {
      schema: {
        tags,
        security,
        summary: 'Reveal the server seed and commit to a new one',
        headers: ZTokenHeaders,
        body: ZRotateSeedRequest,
        response: { 200: ZData(ZRotateSeedAnswer) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return { data: await rotateSeedPair(platform, seedOwnerOf(s), request.body.clientSeed) };
    },
  );

  app.post(
    '/api/Casino/Originals/Play',
    {
      schema: {
        tags,
        security,
        summary: 'One round of dice, plinko, scratch, slot or roulette',
        headers: ZMoneyHeaders,
        body: ZOriginalsPlayRequest,
        response: { 200: R },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return { data: await playSingleStep(platform, s, request.body, idempotencyKeyOf(request)) };
    },
  );

  app.post(
    '/api/Casino/Originals/mines/Start',
    {
      schema: {
        tags,
        security,
        summary: 'Mines: bet and lay the mines',
        headers: ZMoneyHeaders,
        body: ZMinesStartRequest,
        response: { 200: R },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return {
        data: await startMines(
          platform,
          s,
          request.body.amount,
          request.body.mines,
          idempotencyKeyOf(request),
        ),
      };
    },
  );
  app.post(
    '/api/Casino/Originals/mines/Reveal',
    {
      schema: {
        tags,
        security,
        summary: 'Mines: reveal a tile',
        headers: ZMoneyHeaders,
        body: ZMinesRevealRequest,
        response: { 200: R },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return {
        data: await revealMine(
          platform,
          s,
          request.body.roundId,
          request.body.tile,
          idempotencyKeyOf(request),
        ),
      };
    },
  );
  app.post(
    '/api/Casino/Originals/mines/Cashout',
    {
      schema: {
        tags,
        security,
        summary: 'Mines: cash out',
        headers: ZMoneyHeaders,
        body: ZRoundIdRequest,
        response: { 200: R },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return { data: await cashoutMines(platform, s, request.body.roundId, idempotencyKeyOf(request)) };
    },
  );

  app.post(
    '/api/Casino/Originals/blackjack/Start',
    {
      schema: {
        tags,
        security,
        summary: 'Blackjack: bet and deal',
        headers: ZMoneyHeaders,
        body: ZBlackjackStartRequest,
        response: { 200: R },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return { data: await startBlackjack(platform, s, request.body.amount, idempotencyKeyOf(request)) };
    },
  );
  app.post(
    '/api/Casino/Originals/blackjack/Action',
    {
      schema: {
        tags,
        security,
        summary: 'Blackjack: hit, stand, double or split',
        headers: ZMoneyHeaders,
        body: ZBlackjackActionRequest,
        response: { 200: R },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      return {
        data: await actBlackjack(
          platform,
          s,
          request.body.roundId,
          request.body.action,
          idempotencyKeyOf(request),
        ),
      };
    },
  );

  app.get(
    '/api/Casino/Originals/:gameId/Active',
    {
      schema: {
        tags,
        security,
        summary: 'The unfinished mines or blackjack round, if any',
        headers: ZTokenHeaders,
        params: z.object({ gameId: z.enum(['mines', 'blackjack']) }),
        response: { 200: ZData(ZOriginalsRound.nullable()) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      const round = await findOpenRound(platform.db, s, request.params.gameId);
      if (!round) return { data: null };
      const balance = await walletBalance(platform, s);
      return {
        data:
          request.params.gameId === 'mines'
            ? minesOpenView(round, balance)
            : blackjackOpenView(round, balance),
      };
    },
  );

  app.post(
    '/api/Casino/Originals/Verify',
    {
      schema: {
        tags,
        summary: 'Re-compute a round from its revealed seeds (the browser can do the same)',
        body: ZOriginalsVerifyRequest,
        response: { 200: ZData(ZOriginalsVerifyAnswer) },
      },
    },
    async (request) => {
      const b = request.body;
      try {
        const outcome = casino.verifyRound(
          b.gameId,
          { serverSeed: b.serverSeed, clientSeed: b.clientSeed },
          b.nonce,
          b.params,
        );
        return {
          data: {
            serverSeedHash: casino.serverSeedHash(b.serverSeed),
            outcome,
            multiplier: outcome.multiplier,
          },
        };
      } catch (error) {
        if (error instanceof RangeError)
          throw new AppError('VALIDATION_ERROR', {
            message: fieldMessage('params', error.message),
            context: { issues: [{ field: 'params', message: error.message }] },
          });
        throw error;
      }
    },
  );
}
