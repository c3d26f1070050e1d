/**
 * The Placar side of the benchmark: the real app (cross-cutting plugins + the stream gate) on the
 * in-memory bus, one process. The driver publishes each burst on the bus, as the feed would.
 */
import { buildApp } from '../../apps/server/src/app';
import { wireModules } from '../../apps/server/src/modules';
import { createRealtimeModule } from '../../apps/server/src/modules/realtime';
import { loadConfig } from '../../apps/server/src/platform/config';
import { createLogger, createPlatform } from '../../apps/server/src/platform/context';
import { MATCHES, oddsChange, type ServerCommand } from './workload';

const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
  URL_SIGNING_SECRET: 'bench-secret-bench-secret-bench-secret!',
  WEBHOOK_SECRET: 'bench-secret-bench-secret-bench-secret!',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'bench-site-key',
  CAPTCHA_SECRET: 'bench-captcha-secret',
  // Production refuses sandbox adapters; the benchmark never calls them (only the stream gate runs).
  PIX_PROVIDER: 'bacen',
  PIX_API_URL: 'https://pix.bench.invalid/api/v2',
  PIX_OAUTH_URL: 'https://pix.bench.invalid/oauth/token',
  PIX_CLIENT_ID: 'bench',
  PIX_CLIENT_SECRET: 'bench',
  PIX_CERT_PATH: '/nonexistent/client.pem',
  PIX_KEY_PATH: '/nonexistent/client.key',
  PIX_WEBHOOK_TOKEN: 'bench-webhook-token-bench-webhook-token!',
  PIX_MERCHANT_KEY: 'pix@bench.invalid',
  IDENTITY_VERIFIER: 'vendor',
  IDENTITY_VENDOR_URL: 'https://kyc.bench.invalid',
  IDENTITY_VENDOR_API_KEY: 'bench',
  LOG_LEVEL: 'warn',
  DATABASE_IN_MEMORY: 'true',
  SIMULATOR_ENABLED: 'false',
  SERVE_WEB: 'false',
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const platform = wireModules(await createPlatform(config, createLogger(config)));
const app = await buildApp(platform, { modules: [createRealtimeModule()], serveWeb: false });
// Many thousands of idle-looking streams: no per-connection request/keep-alive timeouts.
app.server.keepAliveTimeout = 0;
app.server.requestTimeout = 0;
app.server.headersTimeout = 0;
app.server.maxConnections = 100_000;
const url = await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });

process.on('message', async (cmd: ServerCommand) => {
  if ('burst' in cmd) {
    for (let m = 0; m < MATCHES; m++) {
      const env = oddsChange(m, cmd.burst);
      platform.bus.publish(`feed.odds.${env.matchId}`, env);
    }
    process.send!({ published: MATCHES, burst: cmd.burst });
  } else {
    await app.close();
    await platform.close();
    process.exit(0);
  }
});
process.send!({ url });
