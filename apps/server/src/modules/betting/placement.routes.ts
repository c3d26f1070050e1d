import { ticketApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { requireBettor } from './bettor-guard';
import {
  type MultipleKind,
  placeCustomBet,
  placeMultiple,
  placeParlayCustomBets,
  placeSingles,
} from './placement.service';
import { selectionErrors } from './selection-errors';
import { lastTickets, ticketStatus } from './ticket-status';

/** Ticket placement and status (seed 002 section 7, "Ticket placement"). */
export async function placementRoutes(app: App, platform: Platform) {
  const placing = { preHandler: requireBettor(platform), errorHandler: selectionErrors };

  for (const def of [ticketApi.placeSinglesV1, ticketApi.placeSinglesV2])
    route(app, def, placing, async (request) => ({
      data: await placeSingles(platform, currentUser(request).id, request.body),
    }));

  const multiples = [
    [ticketApi.placeMultipleV1, 'multiple'],
    [ticketApi.placeMultipleV2, 'multiple'],
    [ticketApi.placeMultipleManyProviders, 'many'],
    [ticketApi.placeParlay, 'parlay'],
  ] as const satisfies readonly (readonly [unknown, MultipleKind])[];
  for (const [def, kind] of multiples)
    route(app, def, placing, async (request) => ({
      data: await placeMultiple(platform, currentUser(request).id, kind, request.body),
    }));

  route(app, ticketApi.placeCustomBet, placing, async (request) => ({
    data: await placeCustomBet(platform, currentUser(request).id, request.params.id, request.body),
  }));

  route(app, ticketApi.placeParlayCustomBets, placing, async (request) => ({
    data: await placeParlayCustomBets(platform, currentUser(request).id, request.body),
  }));

  route(app, ticketApi.ticketStatus, { preHandler: requireAuth }, async (request) => ({
    data: await ticketStatus(platform, currentUser(request).id, Number(request.params.ticketId)),
  }));

  route(app, ticketApi.lastTickets, { preHandler: requireAuth }, async (request) => ({
    data: await lastTickets(platform, currentUser(request).id, request.query.numberOfTickets),
  }));
}
