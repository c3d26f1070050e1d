import { fbApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import {
  enabledLiveEvents,
  eventVisibility,
  hiddenPrematch,
  liveMatch,
  liveMatches,
  streamingInfo,
  upcomingOfSport,
} from './fb.service';
import { viewContext } from './visibility';

/** The front-back service of seed 001 section 7, under /fb (its header bar: catalogue.routes.ts). */
export async function fbRoutes(app: App, platform: Platform) {
  route(app, fbApi.liveMatches, {}, async (request) => ({
    data: await liveMatches(
      platform,
      viewContext(request, request.query.adminMode),
      request.query.deviceType,
    ),
  }));

  route(app, fbApi.enabledEvents, {}, async (request) => ({
    data: await enabledLiveEvents(platform, viewContext(request)),
  }));

  route(app, fbApi.liveMatch, {}, async (request) => ({
    data: await liveMatch(platform, viewContext(request, request.query.adminMode), request.params.id),
  }));

  route(app, fbApi.streaming, {}, async (request) => ({
    data: await streamingInfo(platform, viewContext(request), request.params.id),
  }));

  route(app, fbApi.prematchHidden, {}, async (request) => ({
    data: await hiddenPrematch(platform, viewContext(request), request.params.sportId),
  }));

  route(app, fbApi.visibility, {}, async (request) => ({
    data: await eventVisibility(platform, viewContext(request), request.params.id),
  }));

  route(app, fbApi.prematch, {}, async (request) => ({
    data: await upcomingOfSport(platform, viewContext(request, request.query.adminMode), request.params.id),
  }));
}
