import {
  centavosToReais,
  reaisToCentavos,
  ZData,
  ZLimitByEventAnswer,
  ZLimitByEventParams,
  ZLimitByEventRequest,
  ZLossValidatorAnswer,
  ZLossValidatorQuery,
  ZSportbookLimits,
  ZUserBetLimitRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { limitByEvent, setUserLimit, sportbookLimits } from './limits';
import { checkLossLimit } from './loss-limit';

const tags = ['betting'];

/** Limits, the limit check per event and bet type, and the responsible-gaming loss validator. */
export async function rulesRoutes(app: App, platform: Platform) {
  app.get(
    '/api/BettingRules/sportbook/limits',
    {
      preHandler: requireAuth,
      schema: { tags, summary: 'Stake limits and live delays', response: { 200: ZData(ZSportbookLimits) } },
    },
    async (request) => ({ data: await sportbookLimits(platform, currentUser(request).id) }),
  );

  app.post(
    '/api/BettingRules/sportbook/:kind/limitbyevent',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Stake limit per event (BET_STAKE_OVER_LIMIT, ACCUMULATED_STAKE_LIMIT, -1 blocked)',
        params: ZLimitByEventParams,
        body: ZLimitByEventRequest,
        response: { 200: ZData(ZLimitByEventAnswer) },
      },
    },
    async (request) => ({ data: await limitByEvent(platform, currentUser(request).id, request.body) }),
  );

  app.get(
    '/api/ResponsibleGame/Validator/Lost',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'May this amount be risked under the loss limit?',
        querystring: ZLossValidatorQuery,
        response: { 200: ZData(ZLossValidatorAnswer) },
      },
    },
    async (request) => {
      const amount = Math.round(request.query.transactionAmount * 100);
      const r = await checkLossLimit(platform, currentUser(request).id, amount);
      return {
        data: {
          isValid: r.allowed,
          remaining: r.remainingCentavos === null ? null : centavosToReais(r.remainingCentavos),
        },
      };
    },
  );

  app.put(
    '/api/admin/BettingRules/users/:userId/limits',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        summary: "Block a user's betting by limit, or set a personal stake limit per event (role 1)",
        params: z.object({ userId: z.coerce.number().int().positive() }),
        body: ZUserBetLimitRequest,
        response: { 200: ZData(ZUserBetLimitRequest.extend({ userId: z.number().int() })) },
      },
    },
    async (request) => {
      const { blocked, maxStakePerEvent } = request.body;
      await setUserLimit(platform, request.params.userId, {
        blocked,
        maxStakePerEvent: maxStakePerEvent ? reaisToCentavos(maxStakePerEvent) : null,
      });
      return { data: { userId: request.params.userId, blocked, maxStakePerEvent: maxStakePerEvent ?? null } };
    },
  );
}
