import { freeBetsApi, reaisToCentavos } from '@placar/contract';
import { currentUser, requireAuth, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { checkFreeBet } from './free-bet-check';
import { grantFreeBet, listUserFreeBets } from './free-bets';

/** Free bets: the user's list, validation with the seed's rejection codes, and the admin grant. */
export async function freeBetsRoutes(app: App, platform: Platform) {
  route(app, freeBetsApi.userFreeBets, { preHandler: requireAuth }, async (request) => ({
    data: await listUserFreeBets(platform, currentUser(request).id),
  }));

  route(app, freeBetsApi.validate, { preHandler: requireAuth }, async (request) => ({
    data: await checkFreeBet(platform, currentUser(request).id, request.body),
  }));

  route(app, freeBetsApi.grant, { preHandler: requireRole(1) }, async (request) => {
    const b = request.body;
    const granted = await grantFreeBet(platform, {
      userId: b.userId,
      amountCentavos: reaisToCentavos(b.amount),
      betTypes: b.betTypes,
      maxGainCentavos: b.maxGain ? reaisToCentavos(b.maxGain) : null,
      prematchOnly: b.prematchOnly,
      validDays: b.validDays,
      grantedBy: currentUser(request).id,
      key: idempotencyKeyOf(request),
    });
    return { data: granted };
  });
}
