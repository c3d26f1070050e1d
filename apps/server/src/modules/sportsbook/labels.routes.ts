import { labelsApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { openLabelsService } from './labels.service';

/** The labels calls of seed 001 section 7: market and outcome names in pt or es (labels.service.ts). */
export async function labelsRoutes(app: App, platform: Platform) {
  const labels = openLabelsService(platform);

  route(app, labelsApi.market, {}, async (request) => {
    const { lang, event, marketType, specifier } = request.params;
    return {
      data: await labels.market(lang, marketType, specifier, event, { event, marketType, specifier }),
    };
  });

  route(app, labelsApi.outcome, {}, async (request) => {
    const { lang, event, marketType, specifier, outcome } = request.params;
    return {
      data: await labels.outcome(lang, marketType, specifier, outcome, event, { event, marketType, outcome }),
    };
  });

  route(app, labelsApi.bgMarket, {}, async (request) => {
    const { lang, id, specifiers } = request.params;
    return {
      data: await labels.market(lang, id, specifiers, request.query.event, {
        provider: 'bg',
        id,
        specifiers,
      }),
    };
  });

  route(app, labelsApi.bgOutcome, {}, async (request) => {
    const { lang, id, specifiers } = request.params;
    const { outcome, event } = request.query;
    return {
      data: await labels.outcome(lang, id, specifiers, outcome, event, { provider: 'bg', id, outcome }),
    };
  });
}
