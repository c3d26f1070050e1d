import type {
  TFeedBetStopPayload,
  TFeedFixturePayload,
  TFeedLiveTimePayload,
  TFeedOddsPayload,
  TProducerId,
} from '@placar/contract';
import { isLiveStatus } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { FeedMessage, FixtureChange, OddsChange } from '../feed.messages';
import type { FeedTables } from '../feed.tables';
import { loadEventMarkets } from '../market-loader';
import { type EventMeta, EventMetaCache } from './event-meta';
import { applyFixtures } from './fixtures.repository';
import { applyBetStop, applyOdds, suspendAllMarkets } from './odds.repository';
import { ProducerMonitor } from './producers';
import { publishEventChange } from './publish';
import { settlementPayload } from './settlement-payload';
import { applySettlement } from './settlements.repository';

const SUSPENDING_STATUSES = new Set([5, 8, 9]); // cancelled, postponed, abandoned

/**
 * Applies feed messages in arrival order: stores them (late and duplicate ones change nothing),
 * then publishes each change on the bus. One per process that runs a feed adapter.
 */
export class Ingestion {
  readonly meta: EventMetaCache;
  readonly producers: ProducerMonitor;
  #queue: Promise<unknown> = Promise.resolve();
  #db;

  constructor(
    private readonly platform: Platform,
    recover: (producerId: TProducerId, sinceTs: number, requestId: number) => Promise<void>,
  ) {
    this.meta = new EventMetaCache(platform);
    this.producers = new ProducerMonitor(platform, this.meta, recover);
    this.#db = platform.db.withTables<FeedTables>();
  }

  load() {
    return this.producers.load();
  }

  /** Queues a message; resolves when it has been applied (errors are logged, never thrown). */
  apply(message: FeedMessage): Promise<void> {
    const run = this.#queue.then(() => this.#apply(message));
    this.#queue = run.catch(() => undefined);
    return run.catch((error: unknown) => {
      this.platform.log.error({ err: error, kind: message.kind }, 'feed message failed');
    });
  }

  /**
   * Queues many messages (an adapter's whole tick): consecutive fixture and odds changes of distinct
   * events are applied together, in one transaction of multi-row statements each, with the same
   * results and publications as one by one; other messages are applied in order between them.
   */
  applyBatch(messages: FeedMessage[]): Promise<void> {
    const run = this.#queue.then(() => this.#applyBatch(messages));
    this.#queue = run.catch(() => undefined);
    return run.catch((error: unknown) => {
      this.platform.log.error({ err: error, count: messages.length }, 'feed batch failed');
    });
  }

  async #applyBatch(messages: FeedMessage[]) {
    let fixtures: FixtureChange[] = [];
    let odds: OddsChange[] = [];
    const flush = async () => {
      const [f, o] = [fixtures, odds];
      fixtures = [];
      odds = [];
      await this.#fixtures(f);
      await this.#odds(o);
    };
    for (const message of messages) {
      if (message.kind === 'fixture_change') {
        // an event's second fixture, or a fixture after its odds, waits for the next group
        const clash = (m: { eventId: string }) => m.eventId === message.eventId;
        if (fixtures.some(clash) || odds.some(clash)) await flush();
        fixtures.push(message);
      } else if (message.kind === 'odds_change') {
        if (odds.some((m) => m.eventId === message.eventId)) await flush();
        odds.push(message);
      } else {
        await flush();
        try {
          await this.#apply(message);
        } catch (error) {
          this.platform.log.error({ err: error, kind: message.kind }, 'feed message failed');
        }
      }
    }
    await flush();
  }

  /** Resolves once every message queued so far has been applied (a stopping feed waits for it). */
  async idle(): Promise<void> {
    await this.#queue;
  }

  /** Runs the producer silence check through the same queue (ordering with alive messages). */
  checkProducers(now: number): Promise<void> {
    const run = this.#queue.then(() => this.producers.check(now));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #apply(message: FeedMessage) {
    switch (message.kind) {
      case 'alive':
        return this.producers.onAlive(message.producerId, message.ts, message.subscribed);
      case 'snapshot_complete':
        return this.producers.onSnapshotComplete(message.producerId, message.requestId, message.ts);
      case 'fixture_change':
        return this.#fixtures([message]);
      case 'odds_change':
        return this.#odds([message]);
      case 'bet_stop': {
        const meta = await this.meta.get(message.eventId);
        if (!meta) return;
        const stopped = await applyBetStop(this.#db, message);
        if (stopped.length === 0) return;
        const payload: TFeedBetStopPayload = {
          matchId: meta.id,
          producerId: message.producerId,
          marketIds: stopped,
          reason: 'bet-stop',
        };
        publishEventChange(this.platform, 'betstop', 'bet-stop', meta, message.ts, payload);
        return;
      }
      case 'bet_settlement':
      case 'rollback_bet_settlement':
      case 'bet_cancel':
      case 'rollback_bet_cancel': {
        const meta = await this.meta.get(message.eventId);
        if (!meta) return;
        const payload = settlementPayload(message, meta.providerId);
        const fresh = await applySettlement(this.#db, payload, message.ts);
        if (!fresh) return;
        const kind =
          payload.kind === 'settle' || payload.kind === 'rollback-settle' ? 'settlement' : 'cancel';
        publishEventChange(this.platform, kind, 'settlement', meta, message.ts, payload);
        return;
      }
    }
  }

  /** Fixture changes of distinct events (one message, or a batch's group): stored, then published. */
  async #fixtures(messages: FixtureChange[]) {
    if (messages.length === 0) return;
    const outcomes = await applyFixtures(this.#db, messages);
    for (const [i, message] of messages.entries()) {
      await this.#fixturePublished(message, outcomes[i] ?? 'none');
    }
  }

  /** The meta of a stored new event, from its fixture (no read back). */
  #metaOf(message: FixtureChange): EventMeta {
    const f = message.fixture;
    return {
      id: f.id,
      eventType: f.eventType,
      providerId: f.providerId === 2 ? 2 : 1,
      sportId: f.sport.id,
      tournamentId: f.tournament.id,
      parentId: f.parentId,
      status: f.status,
      homeName: f.home?.name ?? '',
      awayName: f.away?.name ?? '',
    };
  }

  async #fixturePublished(message: FixtureChange, outcome: 'new' | 'changed' | 'none') {
    if (outcome === 'none') return;
    const f = message.fixture;
    const previous = outcome === 'new' ? this.#metaOf(message) : await this.meta.get(f.id);
    if (!previous) return;
    const meta = {
      ...previous,
      homeName: f.home?.name ?? '',
      awayName: f.away?.name ?? '',
      parentId: f.parentId,
      status: outcome === 'new' || [5, 6, 8, 9].includes(f.status) ? f.status : previous.status,
    };
    this.meta.set(meta);
    const payload: TFeedFixturePayload = {
      matchId: f.id,
      change: outcome === 'new' ? 'new' : message.changeType,
      status: meta.status as TFeedFixturePayload['status'],
      scheduleTime: new Date(f.scheduledAt).toISOString(),
      bookingStatus: f.bookingStatus,
    };
    publishEventChange(this.platform, 'fixture', 'fixture', meta, message.ts, payload);
    if (SUSPENDING_STATUSES.has(f.status)) {
      const stopped = await suspendAllMarkets(this.#db, f.id, message.ts);
      if (stopped.length > 0) {
        const stop: TFeedBetStopPayload = {
          matchId: f.id,
          producerId: message.producerId,
          marketIds: stopped,
          reason: 'fixture',
        };
        publishEventChange(this.platform, 'betstop', 'bet-stop', meta, message.ts, stop);
      }
    }
  }

  #publishLiveTime(message: OddsChange, meta: EventMeta) {
    const s = message.state;
    if (!s) return;
    meta.status = s.status;
    const payload: TFeedLiveTimePayload = {
      matchId: meta.id,
      status: s.status,
      matchStatusDescription: s.matchStatusDescription,
      homeScore: s.homeScore,
      awayScore: s.awayScore,
      time: s.clock,
    };
    publishEventChange(this.platform, 'livetime', 'event-live-time', meta, message.ts, payload);
  }

  /**
   * Odds changes of distinct events (one message, or a batch's group): one transaction to store
   * them, two reads to publish them.
   */
  async #odds(messages: OddsChange[]) {
    if (messages.length === 0) return;
    const known: { message: OddsChange; meta: EventMeta }[] = [];
    for (const message of messages) {
      const meta = await this.meta.get(message.eventId);
      if (meta) known.push({ message, meta });
      else this.platform.log.debug({ eventId: message.eventId }, 'odds for an unknown event dropped');
    }
    if (known.length === 0) return;
    const { stateChanged, changed } = await applyOdds(
      this.#db,
      known.map((k) => k.message),
    );
    for (const { message, meta } of known) {
      if (stateChanged.has(meta.id)) this.#publishLiveTime(message, meta);
    }
    const withChanges = known.filter((k) => changed.has(k.meta.id));
    if (withChanges.length === 0) return;
    const markets = await loadEventMarkets(
      this.platform,
      withChanges.map(({ meta }) => ({
        id: meta.id,
        providerId: meta.providerId,
        homeName: meta.homeName,
        awayName: meta.awayName,
      })),
      { onlyByEvent: changed },
    );
    for (const { message, meta } of withChanges) {
      this.#publishOdds(message, meta, markets.get(meta.id) ?? []);
    }
  }

  #publishOdds(message: OddsChange, meta: EventMeta, markets: TFeedOddsPayload['markets']) {
    const payload: TFeedOddsPayload = {
      matchId: meta.id,
      producerId: message.producerId,
      providerId: meta.providerId,
      status: meta.status as TFeedOddsPayload['status'],
      markets,
    };
    publishEventChange(
      this.platform,
      'odds',
      'odds-update',
      meta,
      message.ts,
      payload,
      message.producerId === 1 || isLiveStatus(meta.status) ? 1 : 0,
    );
  }
}
