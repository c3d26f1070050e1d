import { CASINO_TOKEN_HEADER, casinoCrashApi, centavosToReais, reaisToCentavos } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { idempotencyKeyOf } from '../originals/idempotency';
import type { CrashGateway } from './crash-gateway';
import { listCrashRounds } from './crash-rounds';

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
  route(app, casinoCrashApi.state, {}, async (request) => ({
    data: await gateway.state(tokenOf(request) ?? null),
  }));
  route(app, casinoCrashApi.rounds, {}, async (request) => ({
    data: await listCrashRounds(platform, request.query),
  }));
  route(app, casinoCrashApi.bet, {}, async (request) => {
    const r = await gateway.bet(
      tokenOf(request)!,
      reaisToCentavos(request.body.amount),
      request.body.autoCashout ?? null,
      idempotencyKeyOf(request),
    );
    return { data: { ...r, balance: centavosToReais(r.balance) } };
  });
  route(app, casinoCrashApi.cashout, {}, async (request) => {
    const r = await gateway.cashout(tokenOf(request)!, idempotencyKeyOf(request));
    return { data: { multiplier: r.multiplier, win: centavosToReais(r.win) } };
  });
}
