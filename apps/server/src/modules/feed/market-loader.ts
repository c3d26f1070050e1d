import type { TMarket } from '@placar/contract';
import type { LabelLanguage } from '@placar/domain/sportsbook/labels';
import type { Platform } from '../../platform/context';
import type { FeedMarket, FeedOutcome } from './feed.tables';
import { type MarketContext, toWireMarket } from './market-view';
import { type MarketKey, selectCompetitorNames, selectMarketsAndOutcomes } from './markets.repository';
import { producerState } from './producer-state';

export type EventNames = { id: string; providerId: 1 | 2; homeName: string; awayName: string };
export type { MarketKey };

/** Names of outright competitors (drivers, teams), cached per process: they never change. */
async function namesFor(platform: Platform, ids: string[]): Promise<Map<string, string>> {
  const cache = platform.modules.feed.competitorNames;
  const missing = [...new Set(ids)].filter((id) => id.includes(':competitor:') && !cache.has(id));
  if (missing.length > 0) {
    const rows = await selectCompetitorNames(platform.db, missing);
    for (const r of rows) cache.set(r.id, r.name);
  }
  return cache;
}

/**
 * The markets of some events as the seeds' Market entity, in catalogue order. `only` limits them to
 * some markets (what an odds change touched); `marketIds` to some market types.
 */
export async function loadEventMarkets(
  platform: Platform,
  events: EventNames[],
  options: {
    only?: MarketKey[];
    /** per event, the markets to load (filtered in memory: one query for many events) */
    onlyByEvent?: Map<string, MarketKey[]>;
    marketIds?: number[];
    lang?: LabelLanguage;
  } = {},
): Promise<Map<string, TMarket[]>> {
  const out = new Map<string, TMarket[]>();
  if (events.length === 0) return out;
  const ids = events.map((e) => e.id);
  const { markets, outcomes } = await selectMarketsAndOutcomes(platform.db, ids, {
    only: options.only,
    marketIds: options.marketIds,
  });
  const state = producerState(platform);
  await state.ready();
  const names = await namesFor(
    platform,
    outcomes.map((o) => o.outcome_id),
  );
  const outcomesByMarket = new Map<string, FeedOutcome[]>();
  for (const o of outcomes) {
    const key = `${o.event_id}|${o.market_id}|${o.specifiers}`;
    const list = outcomesByMarket.get(key);
    if (list) list.push(o);
    else outcomesByMarket.set(key, [o]);
  }
  const wanted = options.onlyByEvent
    ? new Set(
        [...options.onlyByEvent].flatMap(([eventId, keys]) =>
          keys.map((k) => `${eventId}|${k.marketId}|${k.specifiers}`),
        ),
      )
    : undefined;
  const byEvent = new Map<string, FeedMarket[]>();
  for (const m of markets) {
    if (wanted && !wanted.has(`${m.event_id}|${m.market_id}|${m.specifiers}`)) continue;
    const list = byEvent.get(m.event_id);
    if (list) list.push(m);
    else byEvent.set(m.event_id, [m]);
  }
  for (const e of events) {
    const ctx: MarketContext = {
      eventId: e.id,
      providerId: e.providerId,
      homeName: e.homeName,
      awayName: e.awayName,
      competitorName: (id) => names.get(id),
      downProducers: state.down,
      lang: options.lang,
      onMissingLabel: (what) => platform.log.warn({ eventId: e.id, label: what }, 'missing label'),
    };
    out.set(
      e.id,
      (byEvent.get(e.id) ?? []).map((m) =>
        toWireMarket(m, outcomesByMarket.get(`${m.event_id}|${m.market_id}|${m.specifiers}`) ?? [], ctx),
      ),
    );
  }
  return out;
}
