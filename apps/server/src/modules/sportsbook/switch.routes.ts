import { ZData, ZEventIdParams, ZSwitchEntry, ZSwitchMap, ZSwitchReplaceBody } from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { deleteSwitch, getSwitchMap, replaceEvent } from './switch.service';

const tags = ['sportsbook: feed switch'];

/** The feed switch service of seed 001 section 7; changes are published on feed.switch.<eventId>. */
export async function switchRoutes(app: App, platform: Platform) {
  app.get(
    '/api/providerswitch',
    {
      schema: {
        tags,
        summary: 'Show and replace settings per event id',
        response: { 200: ZData(ZSwitchMap) },
      },
    },
    async () => ({ data: await getSwitchMap(platform) }),
  );

  app.post(
    '/api/providerswitch/replace',
    {
      preHandler: requireRole(1),
      schema: {
        tags,
        summary: 'Make an event replace its twin (role 1); Show defaults to true',
        security: [{ bearer: [] }],
        body: ZSwitchReplaceBody,
        response: { 200: ZData(ZSwitchEntry) },
      },
    },
    async (request) => {
      const { EventId, Show } = request.body;
      const entry = await replaceEvent(platform, EventId, Show, currentUser(request).id);
      request.log.info({ eventId: EventId, show: entry.show }, 'feed switch replace');
      return { data: entry };
    },
  );

  app.delete(
    '/api/providerswitch/delete/:eventId',
    {
      preHandler: requireRole(1),
      schema: {
        tags,
        summary: "Remove an event's switch settings (role 1)",
        security: [{ bearer: [] }],
        params: ZEventIdParams,
        response: { 200: ZData(z.object({ eventId: z.string(), deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      const result = await deleteSwitch(platform, request.params.eventId);
      request.log.info({ eventId: request.params.eventId }, 'feed switch deleted');
      return { data: result };
    },
  );
}
