/**
 * bench:feed-failover: how long odds stop when the node running the feed goes, on PostgreSQL (two
 * nodes in this process, one database, SIMULATOR_SPEED 1): a graceful shutdown of the leader, and a
 * leader whose lock connection is killed (pg_terminate_backend). Measured from the event to the
 * lock taken by the next leader, and to the first odds its ingestion publishes; plus the event-loop
 * delay while the new leader starts its feed.
 *
 *   PLACAR_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:feed-failover
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';

if (!process.env.PLACAR_TEST_DATABASE_URL) {
  console.error(
    'PLACAR_TEST_DATABASE_URL is required (a PostgreSQL server; the bench makes its own database)',
  );
  process.exit(1);
}
const { feedModule } = await import('../../apps/server/src/modules/feed/module');
const { feedIngestion } = await import('../../apps/server/src/modules/feed/module');
const { createTestApp, createTestPlatform } = await import('../../apps/server/src/testing/platform');

type Node = Awaited<ReturnType<typeof createTestApp>> & { odds: number[] };
const owner = await createTestPlatform();
const env = { DATABASE_URL: owner.config.DATABASE_URL!, SIMULATOR_ENABLED: 'true', SIMULATOR_SPEED: '1' };
const node = async (): Promise<Node> => {
  const n = await createTestApp({ modules: [feedModule], env });
  const odds: number[] = [];
  n.platform.bus.subscribe('feed.odds.*', () => odds.push(performance.now()));
  void feedModule.start!(n.platform);
  return { ...n, odds };
};
const leads = (n: Node) => feedIngestion(n.platform) !== undefined;
const until = async (ok: () => boolean | Promise<boolean>) => {
  while (!(await ok())) await new Promise((r) => setTimeout(r, 10));
};
async function measure(label: string, nodes: Node[], act: () => Promise<void>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const t0 = performance.now();
  delay.enable();
  await act();
  let locked = 0;
  await until(async () => {
    const r = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_locks l join pg_stat_activity a using (pid)
      where a.datname = current_database() and a.application_name = 'placar-leader:feed'
        and l.locktype = 'advisory' and l.granted`.execute(owner.db);
    if (r.rows[0]!.n === 1 && !locked) locked = performance.now() - t0;
    return locked > 0;
  });
  await until(() => nodes.some((n) => n.odds.some((t) => t > t0)));
  const firstOdds = Math.min(...nodes.flatMap((n) => n.odds.filter((t) => t > t0))) - t0;
  await until(() => nodes.some(leads));
  const started = performance.now() - t0;
  delay.disable();
  console.log(
    `${label}: lock taken after ${Math.round(locked)} ms, first odds after ${Math.round(firstOdds)} ms, ` +
      `feed started after ${Math.round(started)} ms; event-loop delay max ${(delay.max / 1e6).toFixed(0)} ms, ` +
      `p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
  );
}

const a = await node();
await until(() => leads(a));
const b = await node();
await measure('graceful shutdown of the leader', [b], () => a.close());
const c = await node();
await new Promise((r) => setTimeout(r, 2_000));
await measure('lock connection of the leader killed', [b, c], async () => {
  await sql`select pg_terminate_backend(l.pid) from pg_locks l join pg_stat_activity a using (pid)
    where a.datname = current_database() and a.application_name = 'placar-leader:feed'
      and l.locktype = 'advisory' and l.granted`.execute(owner.db);
  await until(() => !leads(b));
});
await b.close();
await c.close();
await owner.close();
process.exit(0);
