import { switchApi } from '@placar/contract';
import { currentUser, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { deleteSwitch, getSwitchMap, replaceEvent } from './switch.service';

/** The feed switch service of seed 001 section 7; changes are published on feed.switch.<eventId>. */
export async function switchRoutes(app: App, platform: Platform) {
  route(app, switchApi.map, {}, async () => ({ data: await getSwitchMap(platform) }));

  route(app, switchApi.replace, { preHandler: requireRole(1) }, async (request) => {
    const { EventId, Show } = request.body;
    const entry = await replaceEvent(platform, EventId, Show, currentUser(request).id);
    request.log.info({ eventId: EventId, show: entry.show }, 'feed switch replace');
    return { data: entry };
  });

  route(app, switchApi.delete, { preHandler: requireRole(1) }, async (request) => {
    const result = await deleteSwitch(platform, request.params.eventId);
    request.log.info({ eventId: request.params.eventId }, 'feed switch deleted');
    return { data: result };
  });
}
