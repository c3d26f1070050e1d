import type { Platform } from '../../../platform/context';
import { Ingestion } from '../ingestion/ingestion';
import { serveMatchRequests } from './requests';
import { Simulator, type SimulatorOptions } from './simulator';

/**
 * Starts the simulator feeding a new ingestion; both stop when the platform closes. `overrides`
 * (tests) replace the options taken from the configuration, e.g. a fake clock without auto-tick.
 */
export async function startSimulatorFeed(
  platform: Platform,
  overrides: Partial<SimulatorOptions> = {},
): Promise<Ingestion> {
  const { SIMULATOR_SEED: seed, SIMULATOR_SPEED: speed } = platform.config;
  const simulator = new Simulator({ seed, speed, ...overrides });
  const ingestion = new Ingestion(platform, (producerId, since, requestId) =>
    simulator.recover(producerId, since, requestId),
  );
  await ingestion.load();
  const check = setInterval(() => void ingestion.checkProducers(Date.now()), 1000);
  check.unref();
  let stopServing = () => {};
  platform.onClose(async () => {
    clearInterval(check);
    stopServing();
    await simulator.stop();
  });
  await simulator.start(
    (message) => ingestion.apply(message),
    (messages) => ingestion.applyBatch(messages),
  );
  stopServing = serveMatchRequests(platform, simulator); // the admin call, once the feed flows
  platform.log.info(
    { seed, speed: simulator.speed, live: simulator.liveCount, seasons: simulator.seasonCount },
    'odds simulator started',
  );
  return ingestion;
}
