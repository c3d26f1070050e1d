import { CASINO_TOKEN_HEADER, casinoOriginalsApi, PLACAR_ORIGINALS_PROVIDER_ID } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { resolveSession, seedOwnerOf } from '../launch/casino-sessions';
import { assertCasinoOpen } from '../launch/launch-rules';
import { actBlackjack, startBlackjack } from './blackjack';
import { idempotencyKeyOf } from './idempotency';
import { cashoutMines, revealMine, startMines } from './mines';
import { rotateSeedPair, setClientSeed } from './seed-pairs';
import { activeRoundView, seedsView, sessionView, verifyRound } from './session-views';
import { playSingleStep } from './single-step';

/** Placar Originals for the game client: every call carries the launch token (real money or free play). */
export async function originalsRoutes(app: App, platform: Platform) {
  const sessionOf = async (request: FastifyRequest) => {
    await assertCasinoOpen(platform);
    const header = request.headers[CASINO_TOKEN_HEADER];
    const session = await resolveSession(platform, Array.isArray(header) ? header[0] : header);
    if (session.providerId !== PLACAR_ORIGINALS_PROVIDER_ID) throw new AppError('CASINO_TOKEN_INVALID');
    return session;
  };
  const api = casinoOriginalsApi;

  route(app, api.session, {}, async (request) => ({
    data: await sessionView(platform, await sessionOf(request)),
  }));

  route(app, api.seeds, {}, async (request) => ({
    data: await seedsView(platform, await sessionOf(request)),
  }));

  route(app, api.setClientSeed, {}, async (request) => {
    const s = await sessionOf(request);
    return { data: await setClientSeed(platform, seedOwnerOf(s), request.body.clientSeed) };
  });

  route(app, api.rotateSeed, {}, async (request) => {
    const s = await sessionOf(request);
    return { data: await rotateSeedPair(platform, seedOwnerOf(s), request.body.clientSeed) };
  });

  route(app, api.play, {}, async (request) => {
    const s = await sessionOf(request);
    return { data: await playSingleStep(platform, s, request.body, idempotencyKeyOf(request)) };
  });

  route(app, api.minesStart, {}, async (request) => {
    const s = await sessionOf(request);
    const { amount, mines } = request.body;
    return { data: await startMines(platform, s, amount, mines, idempotencyKeyOf(request)) };
  });

  route(app, api.minesReveal, {}, async (request) => {
    const s = await sessionOf(request);
    const { roundId, tile } = request.body;
    return { data: await revealMine(platform, s, roundId, tile, idempotencyKeyOf(request)) };
  });

  route(app, api.minesCashout, {}, async (request) => {
    const s = await sessionOf(request);
    return { data: await cashoutMines(platform, s, request.body.roundId, idempotencyKeyOf(request)) };
  });

  route(app, api.blackjackStart, {}, async (request) => {
    const s = await sessionOf(request);
    return { data: await startBlackjack(platform, s, request.body.amount, idempotencyKeyOf(request)) };
  });

  route(app, api.blackjackAction, {}, async (request) => {
    const s = await sessionOf(request);
    const { roundId, action } = request.body;
    return { data: await actBlackjack(platform, s, roundId, action, idempotencyKeyOf(request)) };
  });

  route(app, api.active, {}, async (request) => {
    const s = await sessionOf(request);
    return { data: await activeRoundView(platform, s, request.params.gameId) };
  });

  route(app, api.verify, {}, async (request) => ({ data: verifyRound(request.body) }));
}
