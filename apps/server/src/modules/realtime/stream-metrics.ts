import client from 'prom-client';
import { metricsRegistry } from '../../platform/http/health';
import type { StreamHub, StreamHubStats } from './stream-hub';

const hubs = new Set<StreamHub>();
let registered = false;

function gauge(name: string, help: string, pick: (s: StreamHubStats) => number) {
  new client.Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let sum = 0;
      for (const h of hubs) sum += pick(h.stats());
      this.set(sum);
    },
  });
}

/** Exposes a hub's figures on /metrics while it runs; answers the function that stops it. */
export function trackHub(hub: StreamHub): () => void {
  if (!registered) {
    registered = true;
    gauge('placar_stream_clients', 'Open server-sent event streams', (s) => s.clients);
    gauge('placar_stream_topics', 'Stream topics followed or held for replay', (s) => s.topics);
    gauge(
      'placar_stream_messages_published',
      'Messages serialised by the stream gate since start',
      (s) => s.published,
    );
    gauge('placar_stream_clients_cut_off', 'Streams cut off for not keeping up since start', (s) => s.cutOff);
  }
  hubs.add(hub);
  return () => hubs.delete(hub);
}
