import type { TMarket, TOutcome } from '@placar/contract';
import { decimalToUs } from '@placar/domain';
import { type LabelLanguage, marketName, outcomeName } from '@placar/domain/sportsbook/labels';
import { parseSpecifiers } from '@placar/domain/sportsbook/markets';
import type { FeedMarket, FeedOutcome } from './feed.tables';

/** What naming a market needs about its event. */
export type MarketContext = {
  eventId: string;
  providerId: 1 | 2;
  homeName: string;
  awayName: string;
  /** competitor id → name, for outright outcomes */
  competitorName: (id: string) => string | undefined;
  /** producers currently down: their active markets read as suspended */
  downProducers: ReadonlySet<number>;
  lang?: LabelLanguage;
  onMissingLabel?: (what: string) => void;
};

const HOME_OUTCOMES = new Set(['1', '4', '1711', '1714', '9']);
const AWAY_OUTCOMES = new Set(['3', '5', '1713', '1715', '11']);

function safeSpecifiers(text: string) {
  try {
    return parseSpecifiers(text);
  } catch {
    return {};
  }
}

/** Effective first-provider status: an active market of a silent producer reads as suspended. */
export function effectiveMarketStatus(
  row: Pick<FeedMarket, 'status' | 'producer_id'>,
  down: ReadonlySet<number>,
) {
  return row.status === 1 && down.has(row.producer_id) ? -1 : row.status;
}

/** Second provider words (seed 001 section 4): Open, Suspended, Closed. */
export function bgMarketStatus(status: number): 'Open' | 'Suspended' | 'Closed' {
  if (status === 1) return 'Open';
  if (status === 3) return 'Closed';
  return 'Suspended';
}

export function handicapOf(specifiers: string): number | null {
  const raw = safeSpecifiers(specifiers).hcp;
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** A stored market and its outcomes as the seeds' Market entity. */
export function toWireMarket(market: FeedMarket, outcomes: FeedOutcome[], ctx: MarketContext): TMarket {
  const lang = ctx.lang ?? 'pt';
  const spec = safeSpecifiers(market.specifiers);
  const status = effectiveMarketStatus(market, ctx.downProducers);
  const base = { competitor1: ctx.homeName, competitor2: ctx.awayName, specifiers: spec };
  const name = marketName(lang, market.market_id, base);
  if (name.missing.length > 0) ctx.onMissingLabel?.(`market ${market.market_id} ${name.missing.join(',')}`);
  const wireOutcomes: TOutcome[] = [...outcomes]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((o) => {
      const label = outcomeName(lang, market.market_id, o.outcome_id, {
        ...base,
        competitor: ctx.competitorName(o.outcome_id),
        score: o.outcome_id,
      });
      if (label.missing.length > 0) ctx.onMissingLabel?.(`outcome ${market.market_id}/${o.outcome_id}`);
      return {
        id: `${ctx.eventId}/${market.market_id}/${market.specifiers}/${o.outcome_id}`,
        outcomeId: o.outcome_id,
        name: label.text,
        odds: o.odds,
        oddsUS: decimalToUs(Math.max(1, o.odds)),
        active: status === 1 && o.active && o.status === 1,
        probabilities: Math.round(o.probability * 1e6) / 1e6,
        homeOrAwayTeam: HOME_OUTCOMES.has(o.outcome_id) ? 0 : AWAY_OUTCOMES.has(o.outcome_id) ? 1 : null,
        specifiers: market.specifiers,
      };
    });
  return {
    id: market.market_id,
    name: name.text,
    status: ctx.providerId === 2 ? bgMarketStatus(status) : status,
    marketType: market.market_id,
    isFavorite: market.is_favorite,
    outcomes: wireOutcomes,
    producerId: market.producer_id === 1 ? 1 : 3,
    specifiers: market.specifiers,
    handicap: handicapOf(market.specifiers),
  };
}
