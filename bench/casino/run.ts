// npm run bench:casino — casino rounds (debit + credit) per second through the seamless wallet on the
// real PostgreSQL with 32 concurrent players, beside pgbench (TPC-B-like, same client count) in the same
// run. Each side gets its own scratch database, dropped at the end. The ledger is checked afterwards
// (zero drift: every invariant of checkLedger, and the casino account equals bets minus wins).
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10),
//   BENCH_PLAYERS (default 32), BENCH_PGBENCH_SCALE (default 10).
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { openSession } from '../../apps/server/src/modules/casino/launch/casino-sessions';
import { credit, debit } from '../../apps/server/src/modules/casino/wallet/seamless-wallet';
import { accounts, checkLedger, transfer } from '../../apps/server/src/modules/wallet';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import type { Platform } from '../../apps/server/src/platform/context';
import { openPostgres } from '../../apps/server/src/platform/db/database';
import { listMigrations, migrate } from '../../apps/server/src/platform/db/migrate';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const players = Number(process.env.BENCH_PLAYERS ?? 32);
const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const stamp = `${Date.now()}`;
const casinoDbName = `placar_bench_casino_${stamp}`;
const pgbenchDb = `placar_bench_casino_pgbench_${stamp}`;

function urlFor(db: string) {
  const u = new URL(serverUrl);
  u.pathname = `/${db}`;
  return u.toString();
}
async function admin(statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Result = { rps: number; p99ms: number; avgms: number; rounds: number };

async function benchCasino(): Promise<Result & { drift: string }> {
  await admin(`create database ${casinoDbName}`);
  const database = await openPostgres(urlFor(casinoDbName), players + 2);
  try {
    await migrate(
      database,
      listMigrations().filter(
        (m) => m.path.includes('/modules/wallet/') || m.path.includes('/modules/casino/'),
      ),
    );
    const platform = { db: database.db, database, bus: new MemoryBus() } as unknown as Platform;
    const sessions = [];
    for (let u = 1; u <= players; u++) {
      await transfer(platform, {
        idempotencyKey: `bench-fund-${u}`,
        kind: 'pix_deposit',
        userId: u,
        lines: [
          { account: accounts.pixClearing, amount: -100_000_000 },
          { account: accounts.real(u), amount: 100_000_000 },
        ],
      });
      sessions.push(
        (await openSession(platform, { mode: 'real', userId: u, providerId: 100, gameId: 'dice' })).session,
      );
    }
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    let seq = 0;
    // One player per worker, as an aggregator would call: debit the bet, then credit the win and close.
    const worker = async (w: number) => {
      const session = sessions[w]!;
      while (performance.now() < deadline) {
        seq += 1;
        const round = `b${w}-${seq}`;
        const stake = 100 + Math.floor(Math.random() * 900);
        const win = Math.random() < 0.49 ? stake * 2 : 0;
        const started = performance.now();
        await debit(platform, session, {
          reference: `${round}:bet`,
          roundRef: round,
          gameId: 'dice',
          amount: stake,
        });
        await credit(
          platform,
          session,
          { reference: `${round}:win`, roundRef: round, gameId: 'dice', amount: win },
          { closeRound: true },
        );
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: players }, (_, w) => worker(w)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const report = await checkLedger(database.db);
    if (!report.ok) throw new Error(`ledger invariants broken after the run: ${JSON.stringify(report)}`);
    const q = new pg.Client({ connectionString: urlFor(casinoDbName) });
    await q.connect();
    const c = await q
      .query(
        `select (select sum(balance) from ledger_accounts where kind = 'casino')::bigint as casino,
                (select coalesce(sum(bet - win - refunded), 0) from casino_rounds)::bigint as rounds,
                (select count(*) from casino_rounds where status <> 'closed')::int as open`,
      )
      .then((r) => r.rows[0] as { casino: number; rounds: number; open: number })
      .finally(() => q.end());
    if (Number(c.casino) !== Number(c.rounds) || c.open !== 0)
      throw new Error(`casino drift: account ${c.casino} vs rounds ${c.rounds}, ${c.open} open rounds`);
    return {
      rounds: latencies.length,
      rps: latencies.length / elapsed,
      p99ms: percentile(latencies, 99),
      avgms: latencies.reduce((s, v) => s + v, 0) / Math.max(latencies.length, 1),
      drift: `0 (casino account ${(Number(c.casino) / 100).toFixed(2)} = bets − wins of ${latencies.length} rounds)`,
    };
  } finally {
    await database.close();
    await admin(`drop database if exists ${casinoDbName} with (force)`);
  }
}

function benchPgbench(): { tps: number } {
  const u = new URL(serverUrl);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  execFileSync('createdb', [...conn, pgbenchDb]);
  try {
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', String(scale), pgbenchDb], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      [...conn, '-n', '-c', String(players), '-j', '2', '-T', String(seconds), pgbenchDb],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return {
      tps: Number(
        /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ??
          /tps = ([\d.]+)/.exec(out)?.[1],
      ),
    };
  } finally {
    execFileSync('dropdb', [...conn, '--if-exists', '--force', pgbenchDb]);
  }
}

console.log(
  `casino seamless wallet vs pgbench on ${new URL(serverUrl).host}, ${seconds} s each, ${players} players`,
);
const casinoResult = await benchCasino();
const pgbench = benchPgbench();
console.log('');
console.log(
  `casino rounds/s (debit + credit, 2 ledger transfers): ${casinoResult.rps.toFixed(0)}  (${casinoResult.rounds} rounds)`,
);
console.log(
  `  round latency avg ${casinoResult.avgms.toFixed(2)} ms, p99 ${casinoResult.p99ms.toFixed(2)} ms`,
);
console.log(
  `  ledger movements/s: ${(casinoResult.rps * 2).toFixed(0)}; ledger check: ok; drift: ${casinoResult.drift}`,
);
console.log(`pgbench tps (TPC-B-like, ${players} clients): ${pgbench.tps.toFixed(0)}`);
console.log(`rounds/s ÷ pgbench tps: ${((casinoResult.rps / pgbench.tps) * 100).toFixed(0)} %`);
console.log(`target 1500 rounds/s: ${casinoResult.rps >= 1500 ? 'met' : 'NOT met'}`);
