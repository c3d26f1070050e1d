import { ZData, ZSimulatorMatch, ZSimulatorMatchRequest } from '@placar/contract';
import { requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { requestMatch } from './simulator/requests';

/** Admin control of the embedded odds simulator (role 1): demos and browser tests. */
export async function feedAdminRoutes(app: App, platform: Platform) {
  app.post(
    '/api/admin/simulator/matches',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        summary:
          'Start a simulated match now (role 1): live at once with its markets; with durationSeconds it ends and settles that many seconds later',
        body: ZSimulatorMatchRequest,
        response: { 201: ZData(ZSimulatorMatch) },
      },
    },
    async (request, reply) => {
      const match = await requestMatch(platform, request.body);
      reply.status(201);
      return { data: match };
    },
  );
}
