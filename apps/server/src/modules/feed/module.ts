import type { Platform } from '../../platform/context';
import { runAsLeader } from '../../platform/leader';
import type { PlacarModule } from '../../platform/module';
import { feedAdminRoutes } from './admin.routes';
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
  routes: feedAdminRoutes,
  async start(platform) {
    if (!platform.config.SIMULATOR_ENABLED || running.has(platform)) return;
    // One feed per deployment: the node holding the 'feed' lock runs it, the others stand by. The
    // simulator stops only with the platform, so the role has no stop: a node that loses the lock to
    // another ends its process (platform/leader) rather than feed beside the new leader.
    await runAsLeader(platform, 'feed', {
      async start() {
        running.set(platform, await startSimulatorFeed(platform));
      },
    });
  },
};
