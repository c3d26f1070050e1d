// node --import tsx bench/bets/trace.ts — the SQL statements one placement sends (bettor guard and
// placement service, as the bench runs them), listed by text: a warm third ticket of one bettor, a
// 2-leg multiple, on a scratch database of BENCH_DATABASE_URL's server (default local PostgreSQL).
import pg from 'pg';
import {
  createBettor,
  oneXTwo,
  startFeed,
  total,
} from '../../apps/server/src/modules/betting/betting.test-support';
import { assertMayBet } from '../../apps/server/src/modules/betting/bettor-guard';
import { placeTicket } from '../../apps/server/src/modules/betting/place-ticket';
import { createTestPlatform } from '../../apps/server/src/testing/platform';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `placar_trace_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const platform = await createTestPlatform({
  DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
  LOG_LEVEL: 'warn',
});
const sent: string[] = [];
let tracing = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
  if (tracing) sent.push(String(text).replace(/\s+/g, ' ').trim().slice(0, 140));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
try {
  const feed = await startFeed(platform);
  await feed.match('sr:match:1', [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  await feed.match('sr:match:2', [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  const userId = (await createBettor(platform, 1_000_000)).user.id;
  for (let i = 0; i < 3; i++) {
    tracing = i === 2;
    await assertMayBet(platform, userId);
    const r = await placeTicket(platform, {
      userId,
      connectionId: `trace-${i}`,
      slipIndex: 0,
      betType: 2,
      stakeCentavos: 500,
      oddsChangeType: 1,
      selections: [
        { eventId: 'sr:match:1', marketId: 1, specifiers: '', outcomeId: '1', outcomeValueDecimal: 2 },
        {
          eventId: 'sr:match:2',
          marketId: 18,
          specifiers: 'total=2.5',
          outcomeId: '12',
          outcomeValueDecimal: 1.9,
        },
      ],
    });
    if ('reject' in r) console.log('rejected', r.reject);
  }
  tracing = false;
  console.log(`${sent.length} statements for a warm placement:`);
  for (const s of sent) console.log(`  ${s}`);
} finally {
  await platform.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
