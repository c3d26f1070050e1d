import client from 'prom-client';
import { metricsRegistry } from '../http/health';

/** What a NATS bus tells the metrics: whether it is connected, and what it dropped meanwhile. */
export type BusHealth = { readonly connected: boolean };

const buses = new Set<BusHealth>();

new client.Gauge({
  name: 'placar_bus_connected',
  help: '1 while every NATS connection of this process is up, 0 during an outage',
  registers: [metricsRegistry],
  collect() {
    this.set([...buses].every((b) => b.connected) ? 1 : 0);
  },
});

const dropped = new client.Counter({
  name: 'placar_bus_dropped_total',
  help: 'Bus publications dropped because NATS was unreachable',
  registers: [metricsRegistry],
});

const reconnects = new client.Counter({
  name: 'placar_bus_reconnects_total',
  help: 'Times the NATS connection came back after a loss (streams resynced, settlements swept)',
  registers: [metricsRegistry],
});

export const busMetrics = {
  track(bus: BusHealth) {
    buses.add(bus);
    return () => {
      buses.delete(bus);
    };
  },
  dropped: () => dropped.inc(),
  reconnected: () => reconnects.inc(),
};
