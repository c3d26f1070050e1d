import {
  type LabelLanguage,
  MARKET_LABELS,
  marketName,
  outcomeName,
  outcomeTemplate,
} from '@placar/domain/sportsbook/labels';
import { parseSpecifiers } from '@placar/domain/sportsbook/markets';
import type { Platform } from '../../platform/context';
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

export type LabelsService = {
  /** A market's name (with the event's competitors when it names them); `what` is logged if a label is missing. */
  market(
    lang: LabelLanguage,
    marketType: number,
    specifier: string,
    event: string | undefined,
    what: Record<string, unknown>,
  ): Promise<string>;
  /** An outcome's name, the same way. */
  outcome(
    lang: LabelLanguage,
    marketType: number,
    specifier: string,
    outcomeId: string,
    event: string | undefined,
    what: Record<string, unknown>,
  ): Promise<string>;
};

/**
 * The labels service of seed 001 section 7: market and outcome names in pt or es. A missing label
 * answers a blank space and is logged. Rendered labels are cached (100 market labels, 100 outcome
 * labels, least recently used out), per event when they name its competitors (dropped when its
 * fixture changes).
 */
export function openLabelsService(platform: Platform): LabelsService {
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
    return text.missing.length > 0 && text.text.trim() === '' ? ' ' : text.text;
  };

  return {
    market: async (lang, marketType, specifier, event, what) =>
      answer(await market(lang, marketType, specifier, event), what),
    outcome: async (lang, marketType, specifier, outcomeId, event, what) =>
      answer(await outcome(lang, marketType, specifier, outcomeId, event), what),
  };
}
