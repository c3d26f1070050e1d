import type { Platform } from '../../../platform/context';
import { Ingestion } from '../ingestion/ingestion';
import { selectOfferedMarkets } from '../markets.repository';
import { serveMatchRequests } from './requests';
import { claimSimulatorEpoch, selectUnsettledEvents } from './resume.repository';
import { Simulator, type SimulatorOptions, type UnsettledEvent } from './simulator';

/** A running simulator feed: its ingestion, and its stop (the feed role's, or the platform's close). */
export type SimulatorFeed = {
  ingestion: Ingestion;
  simulator: Simulator;
  /** Stops ticking and the admin call, and waits until what was sent is stored (idempotent). */
  stop(): Promise<void>;
};

/**
 * Starts the simulator feeding a new ingestion, continuing from what the database holds: the shared
 * feed clock, and the events the last feed leader left unsettled (resumed, or finished and settled
 * when their end passed while nobody ran the feed). `overrides` (tests) replace the options taken
 * from the configuration, e.g. a fake clock without auto-tick (then the feed clock starts now).
 */
export async function runSimulatorFeed(
  platform: Platform,
  overrides: Partial<SimulatorOptions> = {},
): Promise<SimulatorFeed> {
  const { SIMULATOR_SEED: seed, SIMULATOR_SPEED: speed } = platform.config;
  const options: SimulatorOptions = { seed, speed, ...overrides };
  if (options.epoch === undefined && !overrides.clock)
    options.epoch = await sharedEpoch(platform, options.seed, options.speed);
  const simulator = new Simulator(options);
  const ingestion = new Ingestion(platform, (producerId, since, requestId) =>
    simulator.recover(producerId, since, requestId),
  );
  await ingestion.load();
  const unsettled = await unsettledEvents(platform, simulator.simNow());
  simulator.adopt(unsettled);
  const check = setInterval(() => void ingestion.checkProducers(Date.now()), 1000);
  check.unref();
  let stopServing = () => {};
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(check);
      stopServing();
      await simulator.stop();
      await ingestion.idle();
    })();
    return stopping;
  };
  try {
    await simulator.start(
      (message) => ingestion.apply(message),
      (messages) => ingestion.applyBatch(messages),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  stopServing = serveMatchRequests(platform, simulator); // the admin call, once the feed flows
  platform.log.info(
    {
      seed: options.seed,
      speed: simulator.speed,
      live: simulator.liveCount,
      seasons: simulator.seasonCount,
      resumed: unsettled.length,
    },
    'odds simulator started',
  );
  return { ingestion, simulator, stop };
}

/** `runSimulatorFeed` for as long as the platform runs (tests, tools): its ingestion. */
export async function startSimulatorFeed(
  platform: Platform,
  overrides: Partial<SimulatorOptions> = {},
): Promise<Ingestion> {
  const feed = await runSimulatorFeed(platform, overrides);
  platform.onClose(feed.stop);
  return feed.ingestion;
}

/** The feed clock's epoch every node shares: kept while the seed and speed stay, else now. */
async function sharedEpoch(platform: Platform, seed: number, speed: number): Promise<number> {
  const epoch = await claimSimulatorEpoch(platform.db, seed, speed, Date.now());
  return epoch ?? Date.now();
}

/** Statuses of an event that has (or should have) kicked off and is not over for good. */
const UNFINISHED = [0, 1, 2, 3, 6, 7, 11];
const MAX_RESUMED = 5_000;

/**
 * Matches and races due by feed time `simNow` that carry no settlement or cancel: what the last
 * feed leader left running, or what ended while no node ran the feed.
 */
async function unsettledEvents(platform: Platform, simNow: number): Promise<UnsettledEvent[]> {
  const events = await selectUnsettledEvents(platform.db, UNFINISHED, Math.floor(simNow), MAX_RESUMED);
  if (events.length === 0) return [];
  const offered = new Map<string, { marketId: number; specifiers: string }[]>();
  for (let i = 0; i < events.length; i += 1000) {
    const ids = events.slice(i, i + 1000).map((e) => e.id);
    const markets = await selectOfferedMarkets(platform.db, ids);
    for (const m of markets) {
      const list = offered.get(m.event_id) ?? [];
      offered.set(m.event_id, list);
      list.push({ marketId: m.market_id, specifiers: m.specifiers });
    }
  }
  return events.map((e) => ({
    id: e.id,
    tournamentId: e.tournament_id,
    scheduledAt: Number(e.scheduled_at),
    clockRate: Number(e.clock_rate),
    offered: offered.get(e.id) ?? [],
  }));
}
