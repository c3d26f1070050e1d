import {
  CASINO_PAGE_SIZE,
  CASINO_TOKEN_HEADER,
  CRASH_ROUNDS_KEPT,
  centavosToReais,
  IDEMPOTENCY_KEY_HEADER,
  reaisToCentavos,
  ZCrashBetRequest,
  ZCrashRoundsPage,
  ZCrashRoundsQuery,
  ZCrashState,
  ZData,
  ZIdempotencyKey,
} from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../../platform/context';
import type { App } from '../../../platform/module';
import { idempotencyKeyOf } from '../originals/idempotency';
import type { CrashGateway } from './crash-gateway';
import { listCrashRounds } from './crash-rounds';

const tags = ['casino-originals'];
const ZMoneyHeaders = z
  .object({
    [CASINO_TOKEN_HEADER]: z.string().min(10).max(200),
    [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional(),
  })
  .passthrough();

/**
 * Crash for the game client: the shared round now (with the player's bet when the launch token is sent),
 * a bet in the betting phase, a cash-out while running, and the crashed rounds. State, bets and cash-outs
 * go to the node running the rounds, here or over the bus (crash-gateway.ts).
 */
export function crashRoutes(app: App, platform: Platform, gateway: CrashGateway) {
  const tokenOf = (request: FastifyRequest) => {
    const h = request.headers[CASINO_TOKEN_HEADER];
    return Array.isArray(h) ? h[0] : h;
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
    async (request) => ({ data: await gateway.state(tokenOf(request) ?? null) }),
  );
  app.get(
    '/api/Casino/Originals/crash/Rounds',
    {
      schema: {
        tags,
        summary: `Rounds that ended (crashed, or cancelled with their bets refunded), newest first (page ${CASINO_PAGE_SIZE.crashRounds}, the last ${CRASH_ROUNDS_KEPT}): crash point, seed hash and revealed seed, chain proof`,
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
        headers: ZMoneyHeaders,
        body: ZCrashBetRequest,
        response: { 200: ZData(z.object({ betId: z.number(), roundId: z.number(), balance: z.number() })) },
      },
    },
    async (request) => {
      const r = await gateway.bet(
        tokenOf(request)!,
        reaisToCentavos(request.body.amount),
        request.body.autoCashout ?? null,
        idempotencyKeyOf(request),
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
        headers: ZMoneyHeaders,
        response: { 200: ZData(z.object({ multiplier: z.number(), win: z.number() })) },
      },
    },
    async (request) => {
      const r = await gateway.cashout(tokenOf(request)!, idempotencyKeyOf(request));
      return { data: { multiplier: r.multiplier, win: centavosToReais(r.win) } };
    },
  );
}
