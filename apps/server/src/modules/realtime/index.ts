import {
  isStreamEnvelope,
  STREAM_BUS_SUBJECTS,
  type TStreamEnvelope,
  type TStreamEnvelopeShape,
  ZStreamEnvelope,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import type { PlacarModule } from '../../platform/module';
import { realtimeRoutes } from './realtime.routes';
import { StreamHub, type StreamHubOptions } from './stream-hub';
import { trackHub } from './stream-metrics';
import { StreamTickets } from './stream-ticket';
import { routeEnvelope } from './topics';

export { createRealtimeState, type RealtimeState } from './realtime.state';
export type { StreamHubOptions, StreamHubStats } from './stream-hub';
export { routeEnvelope, topicKeys } from './topics';

export type RealtimeModule = PlacarModule & {
  /** The hub serving `platform`'s app (stats, tests). */
  hubOf(platform: Platform): StreamHub | undefined;
};

/** The bus subjects relayed: the contract's, and the casino's shared crash rounds. */
export const RELAYED_SUBJECTS = [...STREAM_BUS_SUBJECTS, 'casino.crash.>'] as const;

/**
 * The stream gate: relays the bus (`feed.>`, `bets.history.>`, `casino.crash.>`, see contract stream.ts) to browsers
 * as server-sent events. Every node subscribes to the bus, so with NATS any node serves any client.
 */
export function createRealtimeModule(options: StreamHubOptions = {}): RealtimeModule {
  return {
    name: 'realtime',
    hubOf: (platform) => platform.modules.realtime.hub,
    routes(app, platform) {
      const log = platform.log.child({ module: 'realtime' });
      const hub = new StreamHub(log, options);
      platform.modules.realtime.hub = hub;
      const untrack = trackHub(hub);
      const unsubscribe = RELAYED_SUBJECTS.map((pattern) =>
        platform.bus.subscribe(pattern, (msg) => {
          // Checked once here, where it enters the gate, by hand (the schema's rules without zod's
          // cost per message); the schema only explains a refusal.
          if (!isStreamEnvelope(msg.data)) {
            log.warn(
              { subject: msg.subject, issues: ZStreamEnvelope.safeParse(msg.data).error?.issues.slice(0, 3) },
              'bad stream envelope',
            );
            return;
          }
          const env = envelopeOf(msg.data);
          hub.publish(env, routeEnvelope(env));
        }),
      );
      // Whatever the bus carried while it was unreachable is lost: every client refetches.
      const unwatch = platform.bus.onReconnect(() => hub.resyncAll('bus-reconnect'));
      // Open streams would keep the server from closing: end them first (clients reconnect elsewhere).
      app.addHook('preClose', async () => {
        unwatch();
        for (const u of unsubscribe) u();
        untrack();
        hub.close();
      });
      realtimeRoutes(app, hub, new StreamTickets(platform.config.jwtSecret));
    },
  };
}

export const realtimeModule = createRealtimeModule();

/** The envelope's own fields, in the schema's order (what its parse would answer: other keys dropped). */
function envelopeOf(e: TStreamEnvelopeShape): TStreamEnvelope {
  return {
    event: e.event,
    ts: e.ts,
    matchId: e.matchId,
    sportId: e.sportId,
    tournamentId: e.tournamentId,
    seasonId: e.seasonId,
    mode: e.mode,
    userId: e.userId,
    payload: e.payload,
  };
}
