import type { Platform } from '../../platform/context';
import type { PlacarModule } from '../../platform/module';
import type { Ingestion } from './ingestion/ingestion';
import { startSimulatorFeed } from './simulator/run';

const running = new WeakMap<Platform, Ingestion>();

/** The running ingestion of a platform (set by start), for tests and tools. */
export function feedIngestion(platform: Platform): Ingestion | undefined {
  return running.get(platform);
}

/** The feed module: with SIMULATOR_ENABLED (the embedded default) the simulator feeds ingestion. */
export const feedModule: PlacarModule = {
  name: 'feed',
  async start(platform) {
    if (!platform.config.SIMULATOR_ENABLED || running.has(platform)) return;
    const ingestion = await startSimulatorFeed(platform);
    running.set(platform, ingestion);
  },
};
