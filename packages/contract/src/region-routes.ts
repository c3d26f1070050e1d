import { z } from 'zod';
import {
  ZCitiesQuery,
  ZCityItem,
  ZNationItem,
  ZRegionCheckV2,
  ZRegionItem,
  ZRegionsQuery,
  ZStateItem,
} from './region';
import { defineRoute } from './route';

/** IBGE geography for the address forms, and the region check of seed 001 section 7. */
export const regionApi = {
  states: defineRoute({
    method: 'GET',
    path: '/api/Geography/States',
    summary: 'Brazilian states (IBGE)',
    tags: ['geography'],
    auth: 'public',
    answer: z.array(ZStateItem),
  }),
  cities: defineRoute({
    method: 'GET',
    path: '/api/Geography/Cities',
    summary: 'Municipalities of a state (IBGE)',
    tags: ['geography'],
    auth: 'public',
    query: ZCitiesQuery,
    answer: z.array(ZCityItem),
    errors: ['NOT_FOUND'],
  }),
  regions: defineRoute({
    method: 'GET',
    path: '/api/Geography/Regions',
    summary: 'The IBGE great region of a city',
    tags: ['geography'],
    auth: 'public',
    query: ZRegionsQuery,
    answer: z.array(ZRegionItem),
    errors: ['NOT_FOUND'],
  }),
  nations: defineRoute({
    method: 'GET',
    path: '/api/Geography/Nations',
    summary: 'Countries (nationality)',
    tags: ['geography'],
    auth: 'public',
    answer: z.array(ZNationItem),
  }),
  check: defineRoute({
    method: 'GET',
    path: '/api/RegionCheck/Validate',
    summary: 'Whether the client address may use the site',
    tags: ['region'],
    auth: 'public',
    answer: z.boolean(),
  }),
  checkV2: defineRoute({
    method: 'GET',
    path: '/api/RegionCheck/ValidateV2',
    summary: 'Where the client address is (isoCountry, region, city) and whether it may use the site',
    tags: ['region'],
    auth: 'public',
    answer: ZRegionCheckV2,
  }),
} as const;
