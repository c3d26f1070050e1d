import type { Logger } from 'pino';
import type { Bus } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';

export * from './bus';

export type BusOptions = {
  /** Deployment prefix of every subject on NATS (config DEPLOYMENT_ID). */
  prefix?: string;
  log?: Logger;
};

export async function openBus(natsUrl?: string, options: BusOptions = {}): Promise<Bus> {
  return natsUrl
    ? NatsBus.connect(natsUrl, { prefix: options.prefix ?? 'placar', log: options.log })
    : new MemoryBus();
}
