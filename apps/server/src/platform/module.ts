import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Platform } from './context';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A business module: its routes, its background work and its demo data. Modules are listed in
 * modules/index.ts; they talk to each other through exported service functions or the bus.
 */
export type PlacarModule = {
  name: string;
  routes?: (app: App, platform: Platform) => Promise<void> | void;
  /** Background work (feed, settlement, webhooks); started by main.ts, and by tests that ask. */
  start?: (platform: Platform) => Promise<void> | void;
  /** Demo data on first start in embedded mode; idempotent. Answers lines for the start-up banner. */
  seedDemo?: (platform: Platform) => Promise<string[] | undefined>;
};
