import { labelsApi } from '@placar/contract';
import {
  type LabelLanguage,
  MARKET_LABELS,
  marketName,
  outcomeName,
  outcomeTemplate,
} from '@placar/domain/sportsbook/labels';
import { parseSpecifiers } from '@placar/domain/sportsbook/markets';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { getMatchState } from '../feed';
import { openLabelCaches, type RenderedLabel } from './labels-cache';

/**
 * '-' (or '_') stands for "no specifiers" in the path. A client may encode the segment twice; a
 * segment that does not decode again (a lone '%') is read as it came, never a 500.
 */
function specifiersOf(segment: string) {
  if (segment === '-' || segment === '_') return {};
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // as it came
  }
  try {
    return parseSpecifiers(text);
  } catch {
    return {};
  }
}

/** A template without competitor names renders the same for every event; an unknown one may not. */
const perEvent = (template: string | undefined) => template === undefined || template.includes('{$');

/**
 * The labels service of seed 001 section 7: market and outcome names in pt or es. A missing label
 * answers a blank space and is logged. Rendered labels are cached (100 market labels, 100 outcome
 * labels, least recently used out), per event when they name its competitors (dropped when its
 * fixture changes).
 */
export async function labelsRoutes(app: App, platform: Platform) {
  const caches = openLabelCaches(platform);
  const names = async (eventId: string | undefined) => {
    const e = eventId ? await getMatchState(platform, eventId) : undefined;
    return { competitor1: e?.homeName || undefined, competitor2: e?.awayName || undefined };
  };
  const market = (lang: LabelLanguage, marketType: number, specifier: string, event?: string) => {
    const keyed = event && perEvent(MARKET_LABELS[lang][marketType]?.name) ? event : null;
    return caches.market.get([lang, marketType, specifier], keyed, async () =>
      marketName(lang, marketType, { ...(await names(event)), specifiers: specifiersOf(specifier) }),
    );
  };
  const outcome = (
    lang: LabelLanguage,
    marketType: number,
    specifier: string,
    outcomeId: string,
    event?: string,
  ) => {
    const keyed = event && perEvent(outcomeTemplate(lang, marketType, outcomeId)) ? event : null;
    return caches.outcome.get([lang, marketType, specifier, outcomeId], keyed, async () =>
      outcomeName(lang, marketType, outcomeId, {
        ...(await names(event)),
        specifiers: specifiersOf(specifier),
        score: outcomeId,
      }),
    );
  };
  const answer = (text: RenderedLabel, what: Record<string, unknown>) => {
    if (text.missing.length > 0) platform.log.warn({ ...what, missing: text.missing }, 'missing label');
    return { data: text.missing.length > 0 && text.text.trim() === '' ? ' ' : text.text };
  };

  route(app, labelsApi.market, {}, async (request) => {
    const { lang, event, marketType, specifier } = request.params;
    return answer(await market(lang, marketType, specifier, event), { event, marketType, specifier });
  });

  route(app, labelsApi.outcome, {}, async (request) => {
    const { lang, event, marketType, specifier, outcome: outcomeId } = request.params;
    return answer(await outcome(lang, marketType, specifier, outcomeId, event), {
      event,
      marketType,
      outcome: outcomeId,
    });
  });

  route(app, labelsApi.bgMarket, {}, async (request) => {
    const { lang, id, specifiers } = request.params;
    return answer(await market(lang, id, specifiers, request.query.event), {
      provider: 'bg',
      id,
      specifiers,
    });
  });

  route(app, labelsApi.bgOutcome, {}, async (request) => {
    const { lang, id, specifiers } = request.params;
    const { outcome: outcomeId, event } = request.query;
    return answer(await outcome(lang, id, specifiers, outcomeId, event), {
      provider: 'bg',
      id,
      outcome: outcomeId,
    });
  });
}
