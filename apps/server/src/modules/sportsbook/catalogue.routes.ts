import { catalogueApi, fbApi, sidebarApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { brandOf } from './brand-rules';
import { catalogue, headbar, sportCategories, sportDetail } from './catalogue.service';
import {
  earlyPayoutTournaments,
  enabledPrematchOf,
  principalTournamentEvents,
  searchAll,
  templateMarkets,
  topTournaments,
  tournamentName,
} from './catalogue.views';
import { viewContext } from './visibility';

/** Catalogue calls of seed 001 section 7, the header bar, and the search of /search-bar/{type}. */
export async function catalogueRoutes(app: App, platform: Platform) {
  route(app, catalogueApi.sports, {}, async (request) => ({
    data: (await catalogue(platform, brandOf(request))).sports,
  }));

  route(app, catalogueApi.sport, {}, async (request) => ({
    data: await sportDetail(platform, brandOf(request), request.params.sportId),
  }));

  for (const def of [sidebarApi.headbar, fbApi.headbar]) {
    route(app, def, {}, async (request) => ({ data: await headbar(platform, brandOf(request)) }));
  }

  route(app, sidebarApi.categories, {}, async (request) => ({
    data: await sportCategories(platform, brandOf(request), request.params.id),
  }));

  route(app, sidebarApi.sidebar, {}, async (request) => {
    const { a, b } = request.params;
    return { data: await sportCategories(platform, brandOf(request), b, a === 'all' ? undefined : a) };
  });

  for (const def of [catalogueApi.tournamentNameV3, catalogueApi.tournamentNameV2]) {
    route(app, def, {}, async (request) => ({ data: await tournamentName(platform, request.params.id) }));
  }

  route(app, catalogueApi.enabledPrematchTournaments, {}, async (request) => ({
    data: await enabledPrematchOf(platform, request.params.sport),
  }));

  route(app, catalogueApi.earlyPayoutTournaments, {}, async (request) => ({
    data: await earlyPayoutTournaments(platform, brandOf(request), request.params.id),
  }));

  route(app, catalogueApi.templateMarkets, {}, async (request) => ({
    data: await templateMarkets(platform, brandOf(request), request.params.id, request.query.eventType),
  }));

  route(app, catalogueApi.principalTournaments, {}, async (request) => ({
    data: await principalTournamentEvents(
      platform,
      viewContext(request, request.query.adminMode),
      request.query,
    ),
  }));

  route(app, catalogueApi.topTournaments, {}, async (request) => ({
    data: await topTournaments(platform, brandOf(request)),
  }));

  route(app, catalogueApi.search, {}, async (request) => ({
    data: await searchAll(
      platform,
      viewContext(request, request.query.adminMode),
      request.params.type,
      request.query.query,
    ),
  }));
}
