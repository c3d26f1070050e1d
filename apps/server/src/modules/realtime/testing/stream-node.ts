/**
 * A second server process for the two-node test (and the stream benchmark): the real app with
 * the stream gate on the configured bus. Talks to its parent over IPC:
 *   parent → { publish: { subject, data } } → child publishes on its own bus, answers { published }
 *   parent → { close: true } → child closes and exits
 *   child → { url } once listening
 */
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { createLogger, createPlatform } from '../../../platform/context';
import { wireModules } from '../../index';
import { realtimeModule } from '../index';

type ParentMessage = { publish?: { subject: string; data: unknown }; close?: true };

async function main() {
  if (!process.send) throw new Error('stream-node must be started with an IPC channel (fork)');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_IN_MEMORY: 'true',
    DATABASE_URL: undefined,
    SIMULATOR_ENABLED: 'false',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const platform = wireModules(await createPlatform(config, createLogger(config)));
  const app = await buildApp(platform, { modules: [realtimeModule], serveWeb: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // The gate's bus subscriptions reach the broker before the parent is told we are ready.
  await platform.bus.flush();
  process.on('message', async (msg: ParentMessage) => {
    if (msg.publish) {
      platform.bus.publish(msg.publish.subject, msg.publish.data);
      await platform.bus.flush();
      process.send!({ published: msg.publish.subject });
    }
    if (msg.close) {
      await app.close();
      await platform.close();
      process.exit(0);
    }
  });
  process.send({ url, bus: platform.bus.kind });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
