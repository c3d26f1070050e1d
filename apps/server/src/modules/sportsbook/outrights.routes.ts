import { sportsbookOutrightsApi as api } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import {
  childStages,
  liveStages,
  season,
  seasonMarkets,
  seasonOutcomes,
  stageDetail,
  stageMarkets,
  stagesUnder,
} from './outrights.service';
import { viewContext } from './visibility';

/** Stages (F1 races as sr:stage events) and seasons (outrights) of seed 001 section 7. */
export async function outrightsRoutes(app: App, platform: Platform) {
  for (const [def, markets] of [
    [api.stagePrincipalMarkets, 'principal'],
    [api.stageDetail, 'all'],
  ] as const) {
    route(app, def, {}, async (request) => ({
      data: await stageDetail(
        platform,
        request.params.id,
        viewContext(request, request.query.adminMode),
        markets,
      ),
    }));
  }

  route(app, api.liveStages, {}, async (request) => ({
    data: await liveStages(platform, viewContext(request, request.query.adminMode)),
  }));

  route(app, api.childStages, {}, async (request) => ({
    data: await childStages(platform, request.params.id, viewContext(request, request.query.adminMode)),
  }));

  route(app, api.stages, {}, async (request) => ({
    data: await stagesUnder(platform, request.params.id, viewContext(request, request.query.adminMode)),
  }));

  route(app, api.stageMarkets, {}, async (request) => ({
    data: await stageMarkets(platform, request.params.id, viewContext(request, request.query.adminMode)),
  }));

  route(app, api.season, {}, async (request) => ({
    data: await season(platform, request.params.id, viewContext(request, request.query.adminMode)),
  }));

  route(app, api.seasonMarkets, {}, async (request) => ({
    data: await seasonMarkets(platform, request.params.id, viewContext(request, request.query.adminMode)),
  }));

  route(app, api.seasonOutcomes, {}, async (request) => ({
    data: await seasonOutcomes(
      platform,
      request.params.id,
      viewContext(request, request.query.adminMode),
      request.query,
    ),
  }));
}
