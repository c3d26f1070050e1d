import { cashoutV2Api } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { bettingSettings } from './betting.config';
import { requireBettor } from './bettor-guard';
import { acceptCashout, cashoutOffer, cashoutStatus } from './cashout.service';

/** Cashout v2 (seed 002 section 7): status, offer, place, commission and sports. */
export async function cashoutRoutes(app: App, platform: Platform) {
  const signedIn = { preHandler: requireAuth };

  route(app, cashoutV2Api.status, signedIn, async (request) => ({
    data: await cashoutStatus(platform, currentUser(request).id, request.params.id),
  }));

  route(app, cashoutV2Api.calculate, signedIn, async (request) => ({
    data: await cashoutOffer(platform, currentUser(request).id, request.params.kind, request.params.id),
  }));

  route(app, cashoutV2Api.place, { preHandler: requireBettor(platform) }, async (request) => ({
    data: await acceptCashout(platform, currentUser(request).id, request.params.kind, request.body),
  }));

  route(app, cashoutV2Api.commission, signedIn, async () => ({
    data: { commission: bettingSettings(platform).cashoutMargin },
  }));

  route(app, cashoutV2Api.sports, {}, async () => ({ data: bettingSettings(platform).cashoutSports }));
}
