import { platformApi } from '@placar/contract';
import { sql } from 'kysely';
import client from 'prom-client';
import type { Platform } from '../context';
import type { PoolStats } from '../db/database';
import type { App } from '../module';
import { route } from './route';

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'placar_' });
export const httpDuration = new client.Histogram({
  name: 'placar_http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
export const metricsRegistry = registry;

// The database pools of the platforms serving HTTP here (one in production, several in tests).
const pools = new Set<Platform>();
const poolGauge = (name: string, help: string, pick: keyof PoolStats) =>
  new client.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const p of pools) sum += p.database.poolStats?.()[pick] ?? 0;
      this.set(sum);
    },
  });
poolGauge('placar_db_pool_connections', 'PostgreSQL connections open in the pool', 'total');
poolGauge('placar_db_pool_idle', 'PostgreSQL connections idle in the pool', 'idle');
poolGauge('placar_db_pool_waiting', 'Calls waiting for a PostgreSQL connection', 'waiting');
poolGauge(
  'placar_db_connections_lost',
  'PostgreSQL connections lost (cut, terminated, timed out) since start',
  'lost',
);

/** A readiness check that has not answered in this time counts as 'down'. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Marks the platform's background workers (feed, settlement, crash loop ...) as starting or started:
 * while they start, /readyz answers 503 so nothing routes to a node whose workers are not up yet.
 * A platform never marked (tests that start no workers) is ready as soon as its parts are.
 */
export function setWorkersStarting(platform: Platform, starting: boolean) {
  platform.readiness.workersStarting = starting;
}

/** A readiness check of a module or worker: 'ok', or a short word saying what is wrong ('stale', 'down'). */
export type ReadinessCheck = () => Promise<string> | string;

/**
 * Adds a named check to the platform's /readyz (the feed's odds freshness, say): any answer but 'ok'
 * makes the node not ready, except 'ok: <detail>' (ready, with a detail for people). A check that throws, or does not answer in READINESS_CHECK_TIMEOUT_MS, counts
 * as 'down'.
 */
export function addReadinessCheck(platform: Platform, name: string, check: ReadinessCheck) {
  platform.readiness.checks.set(name, check);
}

/**
 * Probes and scrapes stay out of the global rate limit: a load balancer or Prometheus polls every node
 * from one address, and with Redis the limit is counted across nodes, so they would all fail together
 * (issue 16, fault 5). They are cheap and read-only.
 */
const probeRoute = { config: { rateLimit: false } } as const;

/** Liveness, readiness and Prometheus metrics. */
export async function healthRoutes(app: App, platform: Platform) {
  if (platform.database.poolStats) {
    pools.add(platform);
    app.addHook('onClose', async () => {
      pools.delete(platform);
    });
  }
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  route(app, platformApi.healthz, probeRoute, async () => ({ status: 'ok' as const }));

  route(app, platformApi.readyz, probeRoute, async (_request, reply) => {
    const checks: Record<string, string> = { database: 'down', bus: 'down' };
    const probe = async (name: string, check: () => Promise<string> | string) => {
      checks[name] = await withTimeout(Promise.resolve().then(check), READINESS_CHECK_TIMEOUT_MS).catch(
        () => 'down',
      );
    };
    // The database and the bus are probed at once, each bounded: a database being unreachable must
    // turn readiness 503 within seconds, not hang the probe for the pool's connect timeout or longer.
    await Promise.all([
      probe('database', async () => {
        await sql`select 1`.execute(platform.db);
        return 'ok';
      }),
      probe('bus', async () => {
        await platform.bus.flush();
        return 'ok';
      }),
    ]);
    checks.workers = platform.readiness.workersStarting ? 'starting' : 'ok';
    for (const [name, check] of platform.readiness.checks) await probe(name, check);
    const ready = Object.values(checks).every((v) => v === 'ok' || v.startsWith('ok:'));
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });

  route(app, platformApi.metrics, probeRoute, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
