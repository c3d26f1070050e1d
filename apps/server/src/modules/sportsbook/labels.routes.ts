import {
  ZBgLabelParams,
  ZBgOutcomeLabelQuery,
  ZData,
  ZMarketLabelParams,
  ZOutcomeLabelParams,
} from '@placar/contract';
import { type LabelLanguage, marketName, outcomeName } from '@placar/domain/sportsbook/labels';
import { parseSpecifiers } from '@placar/domain/sportsbook/markets';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { getMatchState } from '../feed';

const tags = ['sportsbook: labels (/labels)'];

/** '-' (or '_') stands for "no specifiers" in the path. */
function specifiersOf(segment: string) {
  const text = segment === '-' || segment === '_' ? '' : decodeURIComponent(segment);
  try {
    return parseSpecifiers(text);
  } catch {
    return {};
  }
}

/**
 * The labels service of seed 001 section 7: market and outcome names in pt or es. A missing label
 * answers a blank space and is logged.
 */
export async function labelsRoutes(app: App, platform: Platform) {
  const names = async (eventId: string | undefined) => {
    const e = eventId ? await getMatchState(platform, eventId) : undefined;
    return { competitor1: e?.homeName || undefined, competitor2: e?.awayName || undefined };
  };
  const answer = (text: { text: string; missing: string[] }, what: Record<string, unknown>) => {
    if (text.missing.length > 0) platform.log.warn({ ...what, missing: text.missing }, 'missing label');
    return { data: text.missing.length > 0 && text.text.trim() === '' ? ' ' : text.text };
  };
  const response = { 200: ZData(z.string()) };

  app.get(
    '/labels/market/:lang/:event/:marketType/:specifier',
    { schema: { tags, summary: 'Market name', params: ZMarketLabelParams, response } },
    async (request) => {
      const { lang, event, marketType, specifier } = request.params;
      const ctx = { ...(await names(event)), specifiers: specifiersOf(specifier) };
      return answer(marketName(lang as LabelLanguage, marketType, ctx), { event, marketType, specifier });
    },
  );

  app.get(
    '/labels/outcome/:lang/:event/:marketType/:specifier/:outcome',
    { schema: { tags, summary: 'Outcome name', params: ZOutcomeLabelParams, response } },
    async (request) => {
      const { lang, event, marketType, specifier, outcome } = request.params;
      const ctx = { ...(await names(event)), specifiers: specifiersOf(specifier), score: outcome };
      return answer(outcomeName(lang as LabelLanguage, marketType, outcome, ctx), {
        event,
        marketType,
        outcome,
      });
    },
  );

  app.get(
    '/labels/bg/market/:lang/:id/:specifiers',
    {
      schema: {
        tags,
        summary: 'Second-provider market name',
        params: ZBgLabelParams,
        querystring: z.object({ event: ZBgOutcomeLabelQuery.shape.event }),
        response,
      },
    },
    async (request) => {
      const { lang, id, specifiers } = request.params;
      const ctx = { ...(await names(request.query.event)), specifiers: specifiersOf(specifiers) };
      return answer(marketName(lang, id, ctx), { provider: 'bg', id, specifiers });
    },
  );

  app.get(
    '/labels/bg/outcome/:lang/:id/:specifiers',
    {
      schema: {
        tags,
        summary: 'Second-provider outcome name (outcome id in the query)',
        params: ZBgLabelParams,
        querystring: ZBgOutcomeLabelQuery,
        response,
      },
    },
    async (request) => {
      const { lang, id, specifiers } = request.params;
      const { outcome, event } = request.query;
      const ctx = { ...(await names(event)), specifiers: specifiersOf(specifiers), score: outcome };
      return answer(outcomeName(lang, id, outcome, ctx), { provider: 'bg', id, outcome });
    },
  );
}
