import { userValidateApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { hasFullValidation, refreshFullValidation } from './full-validation';

/** GET /api/Users/Validate/HasFullValidation and /HasRealFullValidation → `{ data: boolean }` (HasFirstDeposit: payments). */
export async function validateRoutes(app: App, platform: Platform) {
  const signedIn = { preHandler: requireAuth };
  route(app, userValidateApi.hasFullValidation, signedIn, async (request) => ({
    data: await hasFullValidation(platform, currentUser(request).id),
  }));
  route(app, userValidateApi.hasRealFullValidation, signedIn, async (request) => ({
    data: (await refreshFullValidation(platform, currentUser(request).id)).fullValidation,
  }));
}
