import type { Platform } from '../../../platform/context';
import { Ingestion } from '../ingestion/ingestion';
import { Simulator } from './simulator';

/** Starts the simulator feeding a new ingestion; both stop when the platform closes. */
export async function startSimulatorFeed(platform: Platform): Promise<Ingestion> {
  const { SIMULATOR_SEED: seed, SIMULATOR_SPEED: speed } = platform.config;
  const simulator = new Simulator({ seed, speed });
  const ingestion = new Ingestion(platform, (producerId, since, requestId) =>
    simulator.recover(producerId, since, requestId),
  );
  await ingestion.load();
  const check = setInterval(() => void ingestion.checkProducers(Date.now()), 1000);
  check.unref();
  platform.onClose(async () => {
    clearInterval(check);
    await simulator.stop();
  });
  await simulator.start(
    (message) => ingestion.apply(message),
    (messages) => ingestion.applyBatch(messages),
  );
  platform.log.info({ seed, speed, live: simulator.liveCount }, 'odds simulator started');
  return ingestion;
}
