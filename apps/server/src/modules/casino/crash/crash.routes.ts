import {
  CASINO_PAGE_SIZE,
  CASINO_TOKEN_HEADER,
  CRASH_ROUNDS_KEPT,
  centavosToReais,
  PLACAR_ORIGINALS_PROVIDER_ID,
  reaisToCentavos,
  ZCrashBetRequest,
  ZCrashRoundsPage,
  ZCrashRoundsQuery,
  ZCrashState,
  ZData,
} from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { type CasinoSession, resolveSession } from '../launch/casino-sessions';
import { assertCasinoOpen } from '../launch/launch-rules';
import type { CrashLoop } from './crash-loop';
import { listCrashRounds } from './crash-rounds';

const tags = ['casino-originals'];
const ZTokenHeaders = z.object({ [CASINO_TOKEN_HEADER]: z.string().min(10).max(200) }).passthrough();

/**
 * Crash for the game client: the shared round now (with the player's bet when the launch token is sent),
 * a bet in the betting phase, a cash-out while running, and the crashed rounds.
 */
export function crashRoutes(app: App, platform: Platform, loopOf: () => CrashLoop | undefined) {
  const loop = () => {
    const l = loopOf();
    if (!l?.round) throw new AppError('GAME_IN_MAINTENANCE', { status: 503 });
    return l;
  };
  const tokenOf = (request: FastifyRequest) => {
    const h = request.headers[CASINO_TOKEN_HEADER];
    return Array.isArray(h) ? h[0] : h;
  };
  const sessionOf = async (request: FastifyRequest) => {
    await assertCasinoOpen(platform);
    const s = await resolveSession(platform, tokenOf(request));
    if (s.providerId !== PLACAR_ORIGINALS_PROVIDER_ID)
      throw new AppError('CASINO_TOKEN_INVALID', { status: 401 });
    return s;
  };
  /** State's optional player: a valid Placar Originals launch token, else none (the round is public). */
  const playerOf = async (request: FastifyRequest): Promise<CasinoSession | null> => {
    if (!tokenOf(request)) return null;
    try {
      const s = await resolveSession(platform, tokenOf(request));
      return s.providerId === PLACAR_ORIGINALS_PROVIDER_ID ? s : null;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };
  app.get(
    '/api/Casino/Originals/crash/State',
    {
      schema: {
        tags,
        summary:
          "The shared crash round now; myBet: the launch token player's bet in it (none without a valid token)",
        headers: z.object({ [CASINO_TOKEN_HEADER]: z.string().max(200).optional() }).passthrough(),
        response: { 200: ZData(ZCrashState) },
      },
    },
    async (request) => {
      const l = loop();
      const chain = l.chainInfo()!;
      const player = await playerOf(request);
      return {
        data: {
          ...l.tickPayload(),
          cashouts: [],
          myBet: player ? l.myBet(player) : null,
          chainAnchor: chain.anchor,
          chainIndex: l.round!.chainIndex,
          salt: chain.salt,
          serverNow: Date.now(),
        },
      };
    },
  );
  app.get(
    '/api/Casino/Originals/crash/Rounds',
    {
      schema: {
        tags,
        summary: `Crashed rounds, newest first (page ${CASINO_PAGE_SIZE.crashRounds}, the last ${CRASH_ROUNDS_KEPT}): crash point, seed hash and revealed seed, chain proof`,
        querystring: ZCrashRoundsQuery,
        response: { 200: ZData(ZCrashRoundsPage) },
      },
    },
    async (request) => ({ data: await listCrashRounds(platform, request.query) }),
  );
  app.post(
    '/api/Casino/Originals/crash/Bet',
    {
      schema: {
        tags,
        summary: 'Bet on the next crash round (betting phase)',
        headers: ZTokenHeaders,
        body: ZCrashBetRequest,
        response: { 200: ZData(z.object({ betId: z.number(), roundId: z.number(), balance: z.number() })) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      const r = await loop().placeBet(
        s,
        reaisToCentavos(request.body.amount),
        request.body.autoCashout ?? null,
      );
      return { data: { ...r, balance: centavosToReais(r.balance) } };
    },
  );
  app.post(
    '/api/Casino/Originals/crash/Cashout',
    {
      schema: {
        tags,
        summary: 'Cash out the running crash bet',
        headers: ZTokenHeaders,
        response: { 200: ZData(z.object({ multiplier: z.number(), win: z.number() })) },
      },
    },
    async (request) => {
      const s = await sessionOf(request);
      const r = await loop().cashOut(s);
      return { data: { multiplier: r.multiplier, win: centavosToReais(r.win) } };
    },
  );
}
