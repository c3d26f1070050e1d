import { bettingRulesApi, centavosToReais, reaisToCentavos } from '@placar/contract';
import { currentUser, requireAuth, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { limitByEvent, setUserLimit, sportbookLimits } from './limits';
import { checkLossLimit } from './loss-limit';

/** Limits, the limit check per event and bet type, and the responsible-gaming loss validator. */
export async function rulesRoutes(app: App, platform: Platform) {
  const signedIn = { preHandler: requireAuth };

  route(app, bettingRulesApi.limits, signedIn, async (request) => ({
    data: await sportbookLimits(platform, currentUser(request).id),
  }));

  route(app, bettingRulesApi.limitByEvent, signedIn, async (request) => ({
    data: await limitByEvent(platform, currentUser(request).id, request.body),
  }));

  route(app, bettingRulesApi.lossValidator, signedIn, async (request) => {
    // rounded, not reaisToCentavos: the query takes any amount and must not throw on a third decimal
    const amount = Math.round(request.query.transactionAmount * 100);
    const r = await checkLossLimit(platform, currentUser(request).id, amount);
    return {
      data: {
        isValid: r.allowed,
        remaining: r.remainingCentavos === null ? null : centavosToReais(r.remainingCentavos),
      },
    };
  });

  route(app, bettingRulesApi.setUserLimit, { preHandler: requireRole(1) }, async (request) => {
    const { blocked, maxStakePerEvent } = request.body;
    await setUserLimit(platform, request.params.userId, {
      blocked,
      maxStakePerEvent: maxStakePerEvent ? reaisToCentavos(maxStakePerEvent) : null,
    });
    return { data: { userId: request.params.userId, blocked, maxStakePerEvent: maxStakePerEvent ?? null } };
  });
}
