import { feedApi } from '@placar/contract';
import { requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { requestMatch } from './simulator/requests';

/** Admin control of the embedded odds simulator (role 1): demos and browser tests. */
export async function feedAdminRoutes(app: App, platform: Platform) {
  route(app, feedApi.simulatorMatch, { preHandler: requireRole(1) }, async (request, reply) => {
    const match = await requestMatch(platform, request.body);
    reply.status(201);
    return { data: match };
  });
}
