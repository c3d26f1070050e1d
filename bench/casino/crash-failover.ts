/**
 * bench:crash-failover: how long the crash game is unavailable when the node running its rounds goes,
 * on PostgreSQL (two nodes in this process, one database): a graceful shutdown of the leader, and a
 * leader whose lock connection is killed (pg_terminate_backend). The gap runs from the event to the
 * first 200 of crash State on a node running the rounds, polled every 10 ms.
 *
 *   PLACAR_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:crash-failover [-- rounds]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';

if (!process.env.PLACAR_TEST_DATABASE_URL) {
  console.error(
    'PLACAR_TEST_DATABASE_URL is required (a PostgreSQL server; the bench makes its own database)',
  );
  process.exit(1);
}
const { casinoModule } = await import('../../apps/server/src/modules/casino');
const { createTestApp, createTestPlatform } = await import('../../apps/server/src/testing/platform');

type Node = Awaited<ReturnType<typeof createTestApp>>;
const rounds = Number(process.argv[2] ?? 3);
const owner = await createTestPlatform();
const env = { DATABASE_URL: owner.config.DATABASE_URL! };
const node = async () => {
  const n = await createTestApp({ modules: [casinoModule], env });
  await casinoModule.start!(n.platform);
  return n;
};
const up = async (n: Node) =>
  (await n.app.inject({ url: '/api/Casino/Originals/crash/State' })).statusCode === 200;
async function gapUntilUp(nodes: Node[], since: number) {
  for (;;) {
    for (const n of nodes) if (await up(n)) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const graceful: number[] = [];
const killed: number[] = [];
let a = await node();
let b = await node();
for (let i = 0; i < rounds; i++) {
  // graceful: the leader node shuts down, the other takes over
  const [leader, standby] = (await up(a)) ? [a, b] : [b, a];
  let t0 = performance.now();
  await leader.close();
  graceful.push(await gapUntilUp([standby], t0));
  const fresh = await node();
  [a, b] = [standby, fresh];

  // killed: the leader's lock connection dies; whichever node wins the lock runs the rounds
  const r = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and application_name = 'placar-leader:casino-crash'`.execute(owner.db);
  const holder = await sql<{ pid: number }>`select pid from pg_locks where locktype = 'advisory' and granted
    and pid in (${sql.join(r.rows.map((x) => x.pid))})`.execute(owner.db);
  t0 = performance.now();
  await sql`select pg_terminate_backend(${holder.rows[0]!.pid}::int)`.execute(owner.db);
  // the old leader stops at once (its connection error): wait for that, then for a running loop
  const stillUp = async () => (await up(a)) || (await up(b));
  while (await stillUp()) {
    if (performance.now() - t0 > 5_000) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  killed.push(await gapUntilUp([a, b], t0));
}
await a.close();
await b.close();
await owner.close();
const fmt = (xs: number[]) => xs.map((x) => `${Math.round(x)} ms`).join(', ');
console.log(`graceful shutdown of the leader: crash down ${fmt(graceful)}`);
console.log(`leader's lock connection killed: crash down ${fmt(killed)}`);
process.exit(0);
