import { runAsLeader } from '../../platform/leader';
import type { PlacarModule } from '../../platform/module';
import { catalogueRoutes } from './catalogue.routes';
import { eventsRoutes } from './events.routes';
import { startTimelineRecorder } from './events.timeline-recorder';
import { fbRoutes } from './fb.routes';
import { labelsRoutes } from './labels.routes';
import { outrightsRoutes } from './outrights.routes';
import { switchRoutes } from './switch.routes';
import { watchSwitch } from './switch.service';

/**
 * The sportsbook catalogue and front-back calls of seed 001 section 7 over the ingested feed:
 * catalogue, events, stages, seasons, /fb, /labels, the feed switch (/api/providerswitch), search,
 * brand restrictions (`x-brand` header) and admin mode (`adminMode=true`, role 1).
 *
 * For other modules: `switchState(platform)` (show/replace per event, twins replaced) and
 * `getSwitchMap(platform)`; switch changes are published on feed.switch.<eventId>.
 */
export { createSportsbookState, type SportsbookState } from './sportsbook.state';
export { getSwitchMap, switchState } from './switch.service';

export const sportsbookModule: PlacarModule = {
  name: 'sportsbook',
  async routes(app, platform) {
    const unwatch = watchSwitch(platform);
    platform.onClose(unwatch);
    await catalogueRoutes(app, platform);
    await eventsRoutes(app, platform);
    await outrightsRoutes(app, platform);
    await fbRoutes(app, platform);
    await labelsRoutes(app, platform);
    await switchRoutes(app, platform);
  },
  /** The match trackers' history (GetMatchTimeline): recorded from the feed by one node. */
  async start(platform) {
    let stop: (() => Promise<void>) | null = null;
    await runAsLeader(platform, 'sportsbook-timeline', {
      start() {
        stop = startTimelineRecorder(platform);
      },
      async stop() {
        await stop?.();
        stop = null;
      },
    });
  },
};
