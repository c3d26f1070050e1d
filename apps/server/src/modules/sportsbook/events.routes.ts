import { sportsbookEventsApi as api } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import {
  eventDetail,
  eventMarkets,
  eventOutcomes,
  eventsOfTournament,
  fixtureStatus,
  liveEvents,
  matchTimeline,
} from './events.service';
import { viewContext } from './visibility';

/** Events calls of seed 001 section 7 (`/api/EventFixture/...`, `/api/FixtureDetail/...`). */
export async function eventsRoutes(app: App, platform: Platform) {
  const versions = [
    [1, 'V1'],
    [2, 'V2'],
  ] as const;
  for (const [providerId, v] of versions) {
    route(app, api[`principalMarkets${v}`], {}, async (request) => ({
      data: await eventDetail(
        platform,
        request.params.eventId,
        viewContext(request, request.query.adminMode),
        'principal',
      ),
    }));

    route(app, api[`liveEvents${v}`], {}, async (request) => ({
      data: await liveEvents(platform, providerId, viewContext(request, request.query.adminMode)),
    }));

    route(app, api[`markets${v}`], {}, async (request) => ({
      data: await eventMarkets(
        platform,
        request.params.eventId,
        viewContext(request, request.query.adminMode),
      ),
    }));

    route(app, api[`outcomes${v}`], {}, async (request) => ({
      data: await eventOutcomes(
        platform,
        request.params.id,
        viewContext(request, request.query.adminMode),
        request.query,
      ),
    }));

    route(app, api[`fixtureDetail${v}`], {}, async (request) => ({
      data: await eventDetail(
        platform,
        request.params.id,
        viewContext(request, request.query.adminMode),
        'all',
      ),
    }));

    route(app, api[`matchTimeline${v}`], {}, async (request) => ({
      data: await matchTimeline(platform, request.params.id, viewContext(request, request.query.adminMode)),
    }));
  }

  for (const def of [api.eventsByTournament, api.eventsByTournamentDetail]) {
    route(app, def, {}, async (request) => ({
      data: await eventsOfTournament(
        platform,
        request.params.id,
        viewContext(request, request.query.adminMode),
      ),
    }));
  }

  route(app, api.fixtureStatus, {}, async (request) => ({
    data: await fixtureStatus(platform, request.params.id, viewContext(request)),
  }));
}
