import {
  reaisToCentavos,
  ZData,
  ZFreeBetValidateRequest,
  ZFreeBetValidation,
  ZGrantFreeBetRequest,
  ZUserFreeBet,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key';
import type { App } from '../../platform/module';
import { getMatchState } from '../feed';
import type { BettingTables } from './betting.tables';
import { grantFreeBet, listUserFreeBets, validateFreeBet } from './free-bets';

const tags = ['betting'];

/** Free bets: the user's list, validation with the seed's rejection codes, and the admin grant. */
export async function freeBetsRoutes(app: App, platform: Platform) {
  app.get(
    '/api/FreeBets/v1/GetUserFreeBets',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The user's usable free bets",
        response: { 200: ZData(z.array(ZUserFreeBet)) },
      },
    },
    async (request) => ({ data: await listUserFreeBets(platform, currentUser(request).id) }),
  );

  app.post(
    '/api/FreeBets/v1/Validate',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'May this free bet pay this item or ticket?',
        body: ZFreeBetValidateRequest,
        response: { 200: ZData(ZFreeBetValidation) },
      },
    },
    async (request) => {
      const b = request.body;
      let hasLiveLeg = b.events.some((e) => e.producerId === 1);
      for (const e of b.events) {
        if (hasLiveLeg) break;
        hasLiveLeg = (await getMatchState(platform, e.eventId))?.isLive ?? false;
      }
      const stake = reaisToCentavos(b.stake);
      const code = await validateFreeBet(platform.db.withTables<BettingTables>(), currentUser(request).id, {
        freeBetId: b.freeBetId,
        betType: b.betType,
        stakeCentavos: stake,
        possibleWinCentavos: Math.floor(stake * (b.odds ?? 1)),
        hasLiveLeg,
      });
      return { data: { isValid: code === undefined, rejectionCode: code ?? null, freeBetId: b.freeBetId } };
    },
  );

  app.post(
    '/api/admin/FreeBets/v1/Grant',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        summary: 'Grant a free bet to a user (role 1; idempotent per Idempotency-Key header)',
        body: ZGrantFreeBetRequest,
        response: { 200: ZData(ZUserFreeBet) },
      },
    },
    async (request) => {
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
    },
  );
}
