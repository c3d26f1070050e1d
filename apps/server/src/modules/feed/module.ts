import type { Platform } from '../../platform/context';
import { runAsLeader } from '../../platform/leader';
import type { PlacarModule } from '../../platform/module';
import { feedAdminRoutes } from './admin.routes';
import { watchFeedFreshness } from './feed-freshness';
import type { Ingestion } from './ingestion/ingestion';
import { runSimulatorFeed } from './simulator/run';

/** The running ingestion of a platform (set while this node leads the feed), for tests and tools. */
export function feedIngestion(platform: Platform): Ingestion | undefined {
  return platform.modules.feed.running?.ingestion;
}

/**
 * The feed module: with SIMULATOR_ENABLED (the default) every node contends for the 'feed' role and
 * the one holding its lock runs the simulator and ingestion; the others stand by and take over when
 * it stops or dies (the new leader resumes from the database: `runSimulatorFeed`). Odds reach every
 * node over the bus.
 */
export const feedModule: PlacarModule = {
  name: 'feed',
  async routes(app, platform) {
    // every node watches the odds it receives, leader or not (readiness 'feed', a gauge)
    if (platform.config.SIMULATOR_ENABLED) watchFeedFreshness(platform);
    await feedAdminRoutes(app, platform);
  },
  async start(platform) {
    if (!platform.config.SIMULATOR_ENABLED) return;
    await runAsLeader(platform, 'feed', {
      async start() {
        platform.modules.feed.running = await runSimulatorFeed(platform);
      },
      async stop() {
        const feed = platform.modules.feed.running;
        platform.modules.feed.running = undefined;
        await feed?.stop();
      },
    });
  },
};
