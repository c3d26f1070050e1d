import {
  ZCitiesQuery,
  ZCityItem,
  ZData,
  ZNationItem,
  ZRegionCheckV2,
  ZRegionItem,
  ZRegionsQuery,
  ZStateItem,
} from '@placar/contract';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http/field-labels';
import type { App } from '../../platform/module';
import { findRegion, listCities, listNations, listStates } from './geography';
import { checkRegion } from './region-check';

const longCache = 'public, max-age=86400';

export async function regionRoutes(app: App, platform: Platform) {
  app.get(
    '/api/Geography/States',
    {
      schema: {
        tags: ['geography'],
        summary: 'Brazilian states (IBGE)',
        response: { 200: ZData(z.array(ZStateItem)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', longCache);
      return { data: listStates() };
    },
  );

  app.get(
    '/api/Geography/Cities',
    {
      schema: {
        tags: ['geography'],
        summary: 'Municipalities of a state (IBGE)',
        querystring: ZCitiesQuery,
        response: { 200: ZData(z.array(ZCityItem)) },
      },
    },
    async (request, reply) => {
      const cities = listCities(request.query.state);
      if (!cities) throw unknownState(request.query.state);
      reply.header('cache-control', longCache);
      return { data: cities };
    },
  );

  app.get(
    '/api/Geography/Regions',
    {
      schema: {
        tags: ['geography'],
        summary: 'The IBGE great region of a city',
        querystring: ZRegionsQuery,
        response: { 200: ZData(z.array(ZRegionItem)) },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/api/Geography/Nations',
    {
      schema: {
        tags: ['geography'],
        summary: 'Countries (nationality)',
        response: { 200: ZData(z.array(ZNationItem)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', longCache);
      return { data: listNations() };
    },
  );

  // Region check (seed 001 section 7). The client address is request.ip: with TRUST_PROXY on it comes
  // from X-Forwarded-For, as set by the load balancer (and by tests).
  app.get(
    '/api/RegionCheck/Validate',
    {
      schema: {
        tags: ['region'],
        summary: 'Whether the client address may use the site',
        response: { 200: ZData(z.boolean()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await checkRegion(platform, request.ip)).isAllowed };
    },
  );

  app.get(
    '/api/RegionCheck/ValidateV2',
    {
      schema: {
        tags: ['region'],
        summary: 'Where the client address is (isoCountry, region, city) and whether it may use the site',
        response: { 200: ZData(ZRegionCheckV2) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await checkRegion(platform, request.ip) };
    },
  );
}

function unknownState(state: string) {
  return new AppError('NOT_FOUND', {
    message: fieldMessage('state', `UF '${state}' não existe.`),
    context: { field: 'state' },
  });
}
