import { regionApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http/field-labels';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { findRegion, listCities, listNations, listStates } from './geography';
import { checkRegion } from './region-check';

const longCache = 'public, max-age=86400';

export async function regionRoutes(app: App, platform: Platform) {
  route(app, regionApi.states, {}, async (_request, reply) => {
    reply.header('cache-control', longCache);
    return { data: listStates() };
  });

  route(app, regionApi.cities, {}, async (request, reply) => {
    const cities = listCities(request.query.state);
    if (!cities) throw unknownState(request.query.state);
    reply.header('cache-control', longCache);
    return { data: cities };
  });

  route(app, regionApi.regions, {}, async (request) => {
    const { state, city } = request.query;
    if (!listCities(state)) throw unknownState(state);
    const region = findRegion(state, city);
    if (!region) {
      throw new AppError('NOT_FOUND', {
        message: fieldMessage('city', `cidade '${city}' não encontrada em ${state}.`),
        context: { field: 'city' },
      });
    }
    return { data: [region] };
  });

  route(app, regionApi.nations, {}, async (_request, reply) => {
    reply.header('cache-control', longCache);
    return { data: listNations() };
  });

  // Region check (seed 001 section 7). The client address is request.ip: with TRUST_PROXY on it comes
  // from X-Forwarded-For, as set by the load balancer (and by tests).
  route(app, regionApi.check, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: (await checkRegion(platform, request.ip)).isAllowed };
  });

  route(app, regionApi.checkV2, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await checkRegion(platform, request.ip) };
  });
}

function unknownState(state: string) {
  return new AppError('NOT_FOUND', {
    message: fieldMessage('state', `UF '${state}' não existe.`),
    context: { field: 'state' },
  });
}
