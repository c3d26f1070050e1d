/**
 * bench:feed: start-up of the embedded server with the odds simulator on, measured by what does not
 * depend on the machine's load: database statements (per module start, per 5 s), event-loop delay,
 * and how long a `select 1` (what /readyz runs) waits for the single PGlite connection.
 *
 *   DATABASE_IN_MEMORY=true LOG_LEVEL=warn npm run bench:feed [-- seconds]
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';

const statements = { count: 0 };
const query = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
  statements.count++;
  return query.apply(this, args);
} as PGlite['query'];

const { buildApp } = await import('../../apps/server/src/app');
const { modules, wireModules } = await import('../../apps/server/src/modules');
const { loadConfig } = await import('../../apps/server/src/platform/config');
const { createLogger, createPlatform } = await import('../../apps/server/src/platform/context');

const seconds = Number(process.argv[2] ?? 30);
const config = loadConfig();
const t0 = performance.now();
const platform = wireModules(await createPlatform(config, createLogger(config)));
const app = await buildApp(platform);
await app.listen({ host: '127.0.0.1', port: 0 });
const listenedAt = performance.now();
console.log(`config → listening: ${Math.round(listenedAt - t0)} ms, ${statements.count} statements`);

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let stop = false;
const waits: number[] = [];
const probe = (async () => {
  while (!stop) {
    const start = performance.now();
    await sql`select 1`.execute(platform.db);
    waits.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 500));
  }
})();
const started = (async () => {
  for (const m of modules) {
    const start = performance.now();
    const before = statements.count;
    await m.start?.(platform);
    const ms = performance.now() - start;
    if (ms > 200)
      console.log(`  module ${m.name} start: ${Math.round(ms)} ms, ${statements.count - before} statements`);
  }
})();
let last = statements.count;
for (let s = 5; s <= seconds; s += 5) {
  await new Promise((r) => setTimeout(r, 5000));
  const w = waits.splice(0);
  console.log(
    `${Math.round(performance.now() - listenedAt)} ms after listen: ${statements.count - last} statements/5 s, ` +
      `select 1 waited max ${Math.round(Math.max(0, ...w))} ms (${w.length} probes), ` +
      `event loop delay p99 ${Math.round(delay.percentile(99) / 1e6)} ms max ${Math.round(delay.max / 1e6)} ms`,
  );
  last = statements.count;
  delay.reset();
}
stop = true;
await Promise.all([probe, started]);
await app.close();
await platform.close();
process.exit(0);
