import { paymentsApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { moneyMovement } from './guards';
import { createPixKey, listPixKeys, patchPixKey, updatePixKey } from './pix-keys/pix-keys.service';

export async function pixKeyRoutes(app: App, platform: Platform) {
  route(app, paymentsApi.pixKeys, { preHandler: requireAuth }, async (request) => ({
    data: await listPixKeys(platform, currentUser(request).id),
  }));

  route(app, paymentsApi.addPixKey, { preHandler: moneyMovement }, async (request) => ({
    data: await createPixKey(platform, currentUser(request).id, request.body),
  }));

  route(app, paymentsApi.replacePixKey, { preHandler: moneyMovement }, async (request) => ({
    data: await updatePixKey(platform, currentUser(request).id, request.body),
  }));

  route(app, paymentsApi.patchPixKey, { preHandler: moneyMovement }, async (request) => ({
    data: await patchPixKey(platform, currentUser(request).id, request.params.id, request.body),
  }));
}
