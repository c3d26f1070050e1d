import type { TFeedSettlementPayload } from '@placar/contract';
import type { Platform } from '../../platform/context';
import type { FeedMarketOdds } from '../feed/feed.messages';
import { Ingestion } from '../feed/ingestion/ingestion';
import { fixtureChange, matchFixture, oddsChange } from '../feed/testing/feed-builders';

/** A running feed ingestion with both producers up, to put matches and odds in front of betting. */
export async function startFeed(platform: Platform) {
  const recoveries: { producerId: number; requestId: number }[] = [];
  const ingestion = new Ingestion(platform, async (producerId, _since, requestId) => {
    recoveries.push({ producerId, requestId });
  });
  await ingestion.load();
  let ts = Date.now();
  const next = () => {
    ts = Math.max(ts + 1, Date.now());
    return ts;
  };
  for (const producerId of [1, 3] as const) {
    await ingestion.apply({ kind: 'alive', producerId, ts: next(), subscribed: true });
    const req = recoveries.find((r) => r.producerId === producerId);
    if (req)
      await ingestion.apply({ kind: 'snapshot_complete', producerId, ts: next(), requestId: req.requestId });
  }
  return {
    ingestion,
    /** a football match (or other sport) with markets, prematch (status 0) or live (status 1) */
    async match(
      id: string,
      markets: FeedMarketOdds[],
      opts: { live?: boolean; sport?: { id: string; name: string; slug: string; sortOrder: number } } = {},
    ) {
      const fixture = matchFixture(id, {
        status: opts.live ? 1 : 0,
        scheduledAt: Date.now() + (opts.live ? -1_800_000 : 86_400_000),
        ...(opts.sport ? { sport: opts.sport } : {}),
      });
      await ingestion.apply(fixtureChange(fixture, next()));
      await ingestion.apply(oddsChange(id, next(), markets, opts.live ? { producerId: 1 } : {}));
    },
    async odds(id: string, markets: FeedMarketOdds[], live = false) {
      await ingestion.apply(oddsChange(id, next(), markets, live ? { producerId: 1 } : {}));
    },
  };
}

let msg = 0;
/** A settlement-type payload for one match (what feed.settlement.* / feed.cancel.* carry). */
export function settlement(
  matchId: string,
  kind: TFeedSettlementPayload['kind'],
  markets: TFeedSettlementPayload['markets'],
  extra: Partial<TFeedSettlementPayload> = {},
): TFeedSettlementPayload {
  msg += 1;
  return {
    messageId: `${kind}:${matchId}:${Date.now()}:${msg}`,
    kind,
    matchId,
    producerId: 3,
    providerId: 1,
    certainty: 2,
    startTime: null,
    endTime: null,
    markets,
    homeScore: null,
    awayScore: null,
    ...extra,
  };
}
