// npm run bench:bets — prematch tickets accepted per second and p99 latency on the real PostgreSQL with 32
// concurrent bettors, beside pgbench's TPC-B-like run (its own scratch database, same client count), then
// the ledger check. Tickets go through the placement service in process (`placeTicket`: feed checks,
// limits, one transaction with the ticket, its legs and the ledger debit), not through HTTP.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10),
//   BENCH_CLIENTS (default 32), BENCH_PGBENCH_SCALE (default 10).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startFeed } from '../../apps/server/src/modules/betting/betting.harness';
import { createBettor } from '../../apps/server/src/modules/betting/betting.test-support';
import { placeTicket } from '../../apps/server/src/modules/betting/place-ticket';
import { oneXTwo, total } from '../../apps/server/src/modules/feed/testing/feed-builders';
import { checkLedger } from '../../apps/server/src/modules/wallet';
import { createTestPlatform } from '../../apps/server/src/testing/platform';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const USERS = 1_000;
const MATCHES = 40;
const stamp = `${Date.now()}`;
const betsDb = `placar_bench_bets_${stamp}`;
const pgbenchDb = `placar_bench_pgbench_${stamp}`;

const urlFor = (db: string) => Object.assign(new URL(serverUrl), { pathname: `/${db}` }).toString();
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

async function benchBets() {
  await admin(`create database ${betsDb}`);
  const platform = await createTestPlatform({ DATABASE_URL: urlFor(betsDb), LOG_LEVEL: 'warn' });
  try {
    const feed = await startFeed(platform);
    for (let m = 1; m <= MATCHES; m++)
      await feed.match(`sr:match:${900_000 + m}`, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
    // real bettors (responsible gaming and identity checks read the user), funded with R$ 100,000 each
    const bettors: number[] = [];
    for (let u = 1; u <= USERS; u++) bettors.push((await createBettor(platform, 10_000_000)).user.id);
    const latencies: number[] = [];
    let accepted = 0;
    let rejected = 0;
    let seq = 0;
    const end = performance.now() + seconds * 1000;
    const worker = async (w: number) => {
      while (performance.now() < end) {
        seq += 1;
        const userId = bettors[(seq * 7 + w) % USERS]!;
        const a = 1 + (seq % MATCHES);
        const b = 1 + ((seq + 17) % MATCHES);
        const multiple = seq % 2 === 0 && a !== b;
        const t0 = performance.now();
        const r = await placeTicket(platform, {
          userId,
          connectionId: `bench-${stamp}-${seq}`,
          slipIndex: 0,
          betType: multiple ? 2 : 1,
          stakeCentavos: 500,
          oddsChangeType: 1,
          selections: [
            {
              eventId: `sr:match:${900_000 + a}`,
              marketId: 1,
              specifiers: '',
              outcomeId: '1',
              outcomeValueDecimal: 2.0,
            },
            ...(multiple
              ? [
                  {
                    eventId: `sr:match:${900_000 + b}`,
                    marketId: 18,
                    specifiers: 'total=2.5',
                    outcomeId: '12',
                    outcomeValueDecimal: 1.9,
                  },
                ]
              : []),
          ],
        });
        latencies.push(performance.now() - t0);
        if ('reject' in r) rejected += 1;
        else accepted += 1;
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
    const elapsed = (performance.now() - t0) / 1000;
    latencies.sort((x, y) => x - y);
    const ledger = await checkLedger(platform.db);
    return {
      tps: accepted / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      accepted,
      rejected,
      ledger,
    };
  } finally {
    await platform.close();
    await admin(`drop database if exists ${betsDb} with (force)`);
  }
}

function benchPgbench() {
  const u = new URL(serverUrl);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  execFileSync('createdb', [...conn, pgbenchDb]);
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', String(scale), pgbenchDb], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      [
        ...conn,
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-l',
        '--log-prefix',
        join(dir, 'tx'),
        pgbenchDb,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const tps = Number(
      /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1],
    );
    const latencies: number[] = [];
    for (const f of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, p99: percentile(latencies, 99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('dropdb', [...conn, '--if-exists', '--force', pgbenchDb]);
  }
}

console.log(
  `bets vs pgbench on ${new URL(serverUrl).host}: ${clients} clients, ${seconds} s each, ${USERS} bettors, ${MATCHES} matches`,
);
const bets = await benchBets();
const pgb = benchPgbench();
console.log('                    │ tickets or tx / s │ p50 ms │ p99 ms');
console.log(
  `placement (in proc) │ ${bets.tps.toFixed(0).padStart(17)} │ ${bets.p50.toFixed(1).padStart(6)} │ ${bets.p99.toFixed(1).padStart(6)}`,
);
console.log(
  `pgbench TPC-B-like  │ ${pgb.tps.toFixed(0).padStart(17)} │      – │ ${pgb.p99.toFixed(1).padStart(6)}`,
);
console.log(
  `accepted ${bets.accepted}, rejected ${bets.rejected} (half singles, half 2-leg multiples, R$ 5 each)`,
);
console.log(
  `ledger check: ${bets.ledger.ok ? 'ok' : 'FAILED'} — total ${bets.ledger.totalBalance} centavos, ${bets.ledger.transfers} transfers, drifted ${bets.ledger.driftedAccounts.length}, unbalanced ${bets.ledger.unbalancedTransfers.length}`,
);
console.log(
  `target 1000 tickets/s at p99 < 100 ms: ${bets.tps >= 1000 && bets.p99 < 100 ? 'met' : 'NOT met'}`,
);
if (!bets.ledger.ok) process.exitCode = 1;
