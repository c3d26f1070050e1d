import type { Bus } from './bus';
import { MemoryBus } from './memory-bus';
import { NatsBus } from './nats-bus';

export * from './bus';

export async function openBus(natsUrl?: string): Promise<Bus> {
  return natsUrl ? NatsBus.connect(natsUrl) : new MemoryBus();
}
