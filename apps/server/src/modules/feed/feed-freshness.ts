import client from 'prom-client';
import type { Platform } from '../../platform/context';
import { addReadinessCheck, metricsRegistry } from '../../platform/http/health';
import { anyLiveEvent } from './events.repository';
import { readNewestAliveAt } from './producers.repository';

/** Live statuses (live, suspended, interrupted): while an event has one, odds are expected to move. */
/** The database is asked whether matches are live, and whether the feed leader is alive, this often at most. */
const LOOK_EVERY_MS = 5_000;

export type Freshness = {
  /** When this node last received odds or a live clock over the bus (wall ms; its start before any). */
  lastAt: number;
  staleAfterMs: number;
  looked: { at: number; live: boolean; leaderAliveAt: number } | undefined;
};

// Every platform's freshness in this process, for the gauge (one platform per process in production).
const watched = new Set<Freshness>();

/** The age of the odds this process has seen (the newest platform's, one per process in production). */
const ageGauge = new client.Gauge({
  name: 'placar_feed_last_odds_age_seconds',
  help: 'Seconds since this node last received odds or a live clock from the feed over the bus',
  registers: [metricsRegistry],
  collect() {
    const f = [...watched.values()].at(-1);
    if (f) this.set((Date.now() - f.lastAt) / 1000);
  },
});
void ageGauge;

async function look(platform: Platform, f: Freshness) {
  if (f.looked && Date.now() - f.looked.at < LOOK_EVERY_MS) return f.looked;
  const [live, leaderAliveAt] = await Promise.all([
    anyLiveEvent(platform.db),
    readNewestAliveAt(platform.db),
  ]);
  f.looked = { at: Date.now(), live, leaderAliveAt };
  return f.looked;
}

/**
 * Odds freshness on every node (the feed runs on one; its odds reach all over the bus): the age of the
 * last odds or live clock received is the gauge `placar_feed_last_odds_age_seconds`, and the readiness
 * check 'feed' judges it once it passes FEED_STALE_AFTER_SECONDS while matches are live:
 *
 * - the feed leader is alive (it stored an alive message within the limit) but its odds do not reach
 *   this node: 'stale', the node is not ready (its streams are frozen; the balancer sends users to the
 *   nodes whose streams flow);
 * - no feed runs anywhere (every node sees the same silence, a leadership change or a database outage):
 *   the node stays ready with the detail 'ok: stale …' — taking every node out of the balancer together
 *   would take the whole site down (wallet, casino, history) for a fault only the feed has; the gauge
 *   is what alerts.
 */
export function watchFeedFreshness(platform: Platform) {
  if (platform.modules.feed.freshness) return;
  const f: Freshness = {
    lastAt: Date.now(),
    staleAfterMs: platform.config.FEED_STALE_AFTER_SECONDS * 1000,
    looked: undefined,
  };
  platform.modules.feed.freshness = f;
  watched.add(f);
  const seen = () => {
    f.lastAt = Date.now();
  };
  const unsubscribe = [
    platform.bus.subscribe('feed.odds.*', seen),
    platform.bus.subscribe('feed.livetime.*', seen),
  ];
  platform.onClose(() => {
    for (const u of unsubscribe) u();
    watched.delete(f);
  });
  addReadinessCheck(platform, 'feed', async () => {
    const age = Date.now() - f.lastAt;
    if (age <= f.staleAfterMs) return 'ok';
    const state = await look(platform, f);
    if (!state.live) return 'ok';
    const seconds = Math.round(age / 1000);
    if (Date.now() - state.leaderAliveAt <= f.staleAfterMs) return 'stale';
    return `ok: stale ${seconds} s on every node (no feed leader)`;
  });
}

/** The freshness a platform tracks (tests): when it last saw odds. */
export function lastOddsAt(platform: Platform): number | undefined {
  return platform.modules.feed.freshness?.lastAt;
}
