import client from 'prom-client';
import { metricsRegistry } from '../../platform/http/health';
import type { StreamHub, StreamHubStats } from './stream-hub';

// The hubs serving in this process, summed by the gauges (one per process in production, several in
// tests): the metrics registry is the process's, so what it reads is too.
const hubs = new Set<StreamHub>();

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

gauge('placar_stream_clients', 'Open server-sent event streams', (s) => s.clients);
gauge('placar_stream_topics', 'Stream topics followed or held for replay', (s) => s.topics);
gauge(
  'placar_stream_messages_published',
  'Messages serialised by the stream gate since start',
  (s) => s.published,
);
gauge('placar_stream_clients_cut_off', 'Streams cut off for not keeping up since start', (s) => s.cutOff);

/** Exposes a hub's figures on /metrics while it runs; answers the function that stops it. */
export function trackHub(hub: StreamHub): () => void {
  hubs.add(hub);
  return () => hubs.delete(hub);
}
