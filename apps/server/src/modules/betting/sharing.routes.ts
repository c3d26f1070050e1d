import { ticketSharingApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { replicationData, sharedTicket, shareTicket } from './sharing';

/** Ticket sharing ("copiar aposta"): share your ticket, read a shared one (public) or your own. */
export async function sharingRoutes(app: App, platform: Platform) {
  route(app, ticketSharingApi.share, { preHandler: requireAuth }, async (request) => ({
    data: await shareTicket(platform, currentUser(request).id, request.params.id),
  }));

  route(app, ticketSharingApi.shared, {}, async (request) => ({
    data: await sharedTicket(platform, request.params.id),
  }));

  route(app, ticketSharingApi.replication, { preHandler: requireAuth }, async (request) => ({
    data: await replicationData(platform, currentUser(request).id, request.params.id),
  }));
}
