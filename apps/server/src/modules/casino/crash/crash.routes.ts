import {
  CASINO_TOKEN_HEADER,
  centavosToReais,
  PLACAR_ORIGINALS_PROVIDER_ID,
  reaisToCentavos,
  ZCrashBetRequest,
  ZCrashTick,
  ZData,
} from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { resolveSession } from '../launch/casino-sessions';
import { assertCasinoOpen } from '../launch/launch-rules';
import type { CrashLoop } from './crash-loop';

const tags = ['casino-originals'];
const ZTokenHeaders = z.object({ [CASINO_TOKEN_HEADER]: z.string().min(10).max(200) }).passthrough();

/** Crash for the game client: the shared round now, a bet in the betting phase, a cash-out while running. */
export function crashRoutes(app: App, platform: Platform, loopOf: () => CrashLoop | undefined) {
  const loop = () => {
    const l = loopOf();
    if (!l?.round) throw new AppError('GAME_IN_MAINTENANCE', { status: 503 });
    return l;
  };
  const sessionOf = async (request: FastifyRequest) => {
    await assertCasinoOpen(platform);
    const h = request.headers[CASINO_TOKEN_HEADER];
    const s = await resolveSession(platform, Array.isArray(h) ? h[0] : h);
    if (s.providerId !== PLACAR_ORIGINALS_PROVIDER_ID)
      throw new AppError('CASINO_TOKEN_INVALID', { status: 401 });
    return s;
  };
  app.get(
    '/api/Casino/Originals/crash/State',
    {
      schema: {
        tags,
        summary: 'The shared crash round now',
        response: {
          200: ZData(ZCrashTick.extend({ chainAnchor: z.string(), salt: z.string(), serverNow: z.number() })),
        },
      },
    },
    async () => {
      const l = loop();
      const chain = l.chainInfo()!;
      return {
        data: {
          ...l.tickPayload(),
          cashouts: [],
          chainAnchor: chain.anchor,
          salt: chain.salt,
          serverNow: Date.now(),
        },
      };
    },
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
