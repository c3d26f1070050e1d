// The fault suite (`npm run test:faults`, CI step "faults"): two server nodes as child processes on the
// real PostgreSQL, a NATS server of the suite's own and the shared Redis (keys under a per-run
// DEPLOYMENT_ID). Each scenario breaks something under client load and checks that every node recovers
// by itself: no crash, readiness back, odds flowing again within 15 s, no answer a client cannot live
// with (a 5xx other than a retryable 503, a dropped connection). At the end nothing is half-written.
// Recovery times are measured and printed (only the 15 s for odds is asserted).
// Settings: PLACAR_FAULTS_DATABASE_URL (the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/
// postgres; a database is created and dropped there), PLACAR_FAULTS_REDIS_URL (redis://127.0.0.1:6379),
// NATS_SERVER_BIN (nats-server), PLACAR_FAULTS_LOG_DIR (node logs and recovery.json; a temp folder),
// PLACAR_FAULTS_FUZZ_RUNS (requests per route, 2) and PLACAR_FUZZ_SEED.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../modules/betting/betting.test-support';
import type { Platform } from '../platform/context';
import { createValidatedUser } from '../testing/identity';
import { createTestPlatform } from '../testing/platform';
import { type Bettor, call, Load, OddsWatcher, ReadinessProbe } from './clients';
import { FaultDatabase, FaultNats, FaultNode, pidOfLocalPort, redisUrl, sleep, until } from './cluster';
import { checkConsistency } from './consistency';
import { collectRoutes, fuzzRoutes } from './route-fuzz';

/** The bound: odds flow again within 15 s after recovery. */
const ODDS_BACK_MS = 15_000;
/** How long the suite waits to measure a recovery that is late (failing) rather than give up at once. */
const MEASURE_MS = 60_000;
const START_MS = 240_000;
const BETTORS = 20;

const secret = () => randomBytes(32).toString('hex');
const database = new FaultDatabase();
const nats = new FaultNats();
const deployment = `faults-${randomBytes(4).toString('hex')}`;
/** Each node's whole output (PLACAR_FAULTS_LOG_DIR, or a temp folder named by the run). */
const logDir = process.env.PLACAR_FAULTS_LOG_DIR ?? join(tmpdir(), `placar-${deployment}`);
const shared: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  REDIS_URL: redisUrl,
  DEPLOYMENT_ID: deployment,
  SIMULATOR_ENABLED: 'true',
  SIMULATOR_SPEED: '30',
  SEED_DEMO: 'false',
  SERVE_WEB: 'false',
  DEV_MAILBOX: 'false',
  CAPTCHA_PROVIDER: 'none',
  RATE_LIMIT_PER_MINUTE: '1000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  JWT_SECRET: secret(),
  URL_SIGNING_SECRET: secret(),
  WEBHOOK_SECRET: secret(),
  // the environment the suite runs in must not leak other services into the nodes
  DATABASE_IN_MEMORY: '',
  PLACAR_TEST_NATS: '',
};

let nodes: FaultNode[] = [];
let probes = new Map<FaultNode, ReadinessProbe>();
let watchers = new Map<FaultNode, OddsWatcher>();
let bettors: Bettor[] = [];
/** A bettor of the route fuzz alone: what a fuzzed call does to its account (log out, pause) stays there. */
let fuzzer: { userId: number; email: string; token: string } | undefined;
const measured: { scenario: string; node: string; what: string; seconds: number | null }[] = [];

const seconds = (from: number, to: number | undefined) =>
  to === undefined ? null : Math.round((to - from) / 100) / 10;
function note(scenario: string, node: string, what: string, from: number, to: number | undefined) {
  measured.push({ scenario, node, what, seconds: seconds(from, to) });
  return to;
}

/** Waits (bounded) for the node's readiness to be 200 again after `from`; records and returns when. */
async function readyAgain(scenario: string, node: FaultNode, from: number, timeoutMs = MEASURE_MS) {
  const probe = probes.get(node)!;
  const at = await until(`${node.name} ready again`, timeoutMs, () => probe.firstReadyAfter(from)).catch(
    () => undefined,
  );
  return note(scenario, node.name, 'readiness 200', from, at);
}

/**
 * Waits (bounded) for new odds on the node's stream arriving after `after` (default `from`); records
 * and returns when, measured from `from`.
 */
async function oddsAgain(scenario: string, node: FaultNode, from: number, after = from) {
  const w = watchers.get(node)!;
  const at = await until(`${node.name} odds`, MEASURE_MS, () => w.firstOddsAfter(after)).catch(
    () => undefined,
  );
  return note(scenario, node.name, 'odds flowing', from, at);
}

/** Odds flowed again on the node within the 15 s after `from` (soft: the scenario goes on). */
function expectOddsBack(node: FaultNode, at: number | undefined, from: number) {
  const after = at === undefined ? Number.POSITIVE_INFINITY : at - from;
  const text = at === undefined ? 'not within 60 s' : `after ${after} ms`;
  expect.soft(after, `${node.name}: odds back ${text}`).toBeLessThanOrEqual(ODDS_BACK_MS);
}

/** No node exited by itself since `from`, and both are running. */
function expectNoCrash(from: number) {
  for (const n of nodes) {
    expect
      .soft(
        n.crashes.filter((e) => e.at >= from),
        `${n.name} exited by itself:\n${n.tail()}`,
      )
      .toEqual([]);
    expect.soft(n.alive, `${n.name} is not running:\n${n.tail()}`).toBe(true);
  }
}

/**
 * Each scenario starts from two ready nodes: one that died in an earlier scenario (a product fault,
 * reported there) is started again first.
 */
async function heal(scenario: string) {
  for (const n of nodes) {
    if (n.alive) continue;
    const at = Date.now();
    await n.start();
    await n.waitReady(START_MS);
    note(scenario, n.name, 'restarted first', at, Date.now());
  }
  for (const n of nodes) await n.waitReady(MEASURE_MS);
}

/** The node holding a role's advisory lock (matched through the lock connection's local port). */
async function leaderOf(role: string): Promise<FaultNode | undefined> {
  const port = await database.leaderClientPort(role);
  if (port === undefined) return undefined;
  const pid = pidOfLocalPort(
    port,
    nodes.map((n) => n.pid).filter((p): p is number => p !== undefined),
  );
  return nodes.find((n) => n.pid === pid);
}

function loadReport(load: Load, from: number, to: number) {
  const bad = load.bad(from, to);
  return {
    bad: bad.slice(0, 20).map((o) => `${o.node} ${o.action} ${o.status} ${o.code ?? ''} ${o.error ?? ''}`),
    summary: load.summary(from, to),
  };
}

async function createBettors(platform: Platform, base: string) {
  const out: Bettor[] = [];
  for (let i = 0; i < BETTORS; i++) {
    const { user, token } = await createValidatedUser(platform);
    await fund(platform, user.id, 100_000);
    const launch = await call(base, 'POST', '/api/Casino/Launch', {
      token,
      body: { gameId: 'dice', mode: 'real' },
    });
    if (launch.status !== 200)
      throw new Error(`casino launch: ${launch.status} ${JSON.stringify(launch.body)}`);
    out.push({
      userId: user.id,
      token,
      casinoToken: (launch.body as { data: { token: string } }).data.token,
    });
  }
  return out;
}

describe('fault suite: two nodes on PostgreSQL, NATS and Redis', () => {
  beforeAll(
    async () => {
      await database.create();
      await nats.start();
      const env = { ...shared, DATABASE_URL: database.url, NATS_URL: nats.url };
      nodes = [new FaultNode('node-a', env, logDir), new FaultNode('node-b', env, logDir)];
      // one after the other: the first migrates the fresh database, the second joins as a standby
      for (const n of nodes) {
        await n.start();
        await n.waitReady(START_MS);
      }
      const platform = await createTestPlatform({
        DATABASE_URL: database.url,
        JWT_SECRET: shared.JWT_SECRET!,
        LOG_LEVEL: 'warn',
      });
      try {
        bettors = await createBettors(platform, nodes[0]!.base);
        const f = await createValidatedUser(platform);
        await fund(platform, f.user.id, 100_000);
        fuzzer = { userId: f.user.id, email: f.user.email, token: f.token };
        const admin = await platform.tokens.sign({
          id: 1,
          sessionId: 'faults',
          status: 'Active',
          roles: [1],
        });
        // football matches live for the whole run, besides the simulator's own schedule
        for (let i = 0; i < 3; i++) {
          const created = await call(nodes[i % 2]!.base, 'POST', '/api/admin/simulator/matches', {
            token: admin,
            body: { sport: 'futebol', durationSeconds: 900 },
          });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
        }
      } finally {
        await platform.close();
      }
      for (const n of nodes) {
        probes.set(n, new ReadinessProbe(n));
        watchers.set(n, new OddsWatcher(n));
      }
      const t0 = Date.now();
      for (const n of nodes)
        expect(await oddsAgain('start', n, t0), `${n.name}: no odds on its stream`).toBeDefined();
    },
    START_MS * 2 + 120_000,
  );

  afterAll(async () => {
    for (const w of watchers.values()) await w.stop();
    for (const p of probes.values()) await p.stop();
    for (const n of nodes) {
      await n.kill('SIGTERM');
      n.closeLog();
    }
    await nats.close();
    await database.drop();
    mkdirSync(logDir, { recursive: true });
    writeFileSync(join(logDir, 'recovery.json'), `${JSON.stringify(measured, null, 2)}\n`);
    console.log(
      [
        '',
        `node logs and recovery.json: ${logDir}`,
        'recovery times (seconds after the fault ended; "-" = not seen within 60 s)',
        ...measured.map(
          (m) => `  ${m.scenario.padEnd(18)} ${m.node.padEnd(7)} ${m.what.padEnd(16)} ${m.seconds ?? '-'}`,
        ),
        '',
      ].join('\n'),
    );
    probes = new Map();
    watchers = new Map();
  }, 120_000);

  it('connection cut under load: every backend terminated while 20 clients run', async () => {
    await heal('connection cut');
    const began = Date.now();
    const load = new Load(() => nodes, bettors);
    load.start(20);
    const warm = Date.now();
    await until('load answering', 30_000, () =>
      load.outcomes.filter((o) => o.at >= warm).length > 40 ? true : undefined,
    );
    const cut = Date.now();
    const terminated = await database.terminateBackends();
    expect(terminated).toBeGreaterThan(0);
    // the clients keep calling through the reconnection
    await sleep(5_000);
    await load.stop();
    const done = Date.now();
    const report = loadReport(load, cut, done);
    console.log(`[connection cut] ${terminated} backends terminated; answers:`, report.summary);
    for (const n of nodes) {
      await readyAgain('connection cut', n, cut);
      await oddsAgain('connection cut', n, cut);
    }
    expectNoCrash(began);
    expect.soft(report.bad, 'answers no client can live with').toEqual([]);
    for (const n of nodes) {
      expect.soft(probes.get(n)!.firstReadyAfter(cut), `${n.name} readiness`).toBeDefined();
      const odds = watchers.get(n)!.firstOddsAfter(cut);
      expectOddsBack(n, odds, cut);
    }
  }, 180_000);

  it('leader killed: the other node takes the feed over, the killed one rejoins as standby', async () => {
    await heal('leader killed');
    const began = Date.now();
    const leader = await until('a feed leader', MEASURE_MS, () => leaderOf('feed'));
    const survivor = nodes.find((n) => n !== leader)!;
    const load = new Load(() => [survivor], bettors);
    load.start(6);
    const kill = Date.now();
    await leader.kill('SIGKILL');
    const taken = await until('feed taken over', MEASURE_MS, async () =>
      (await leaderOf('feed')) === survivor ? Date.now() : undefined,
    ).catch(() => undefined);
    note('leader killed', survivor.name, 'feed lock taken', kill, taken);
    // odds the killed leader published just before it died may still be on their way: count those
    // of the new leader
    const odds = await oddsAgain('leader killed', survivor, kill, taken ?? kill);
    await readyAgain('leader killed', survivor, kill);
    await load.stop();
    const report = loadReport(load, kill, Date.now());
    console.log(`[leader killed] ${leader.name} killed; answers on ${survivor.name}:`, report.summary);

    const restart = Date.now();
    await leader.start();
    const rejoined = await leader.waitReady(START_MS).catch(() => undefined);
    note('leader killed', leader.name, 'restarted, ready', restart, rejoined);
    const reopened = await until('stream open again', MEASURE_MS, () =>
      watchers.get(leader)!.opens.find((t) => t >= restart),
    ).catch(() => undefined);
    note('leader killed', leader.name, 'stream reopened', restart, reopened);
    const oddsOnRejoined = await oddsAgain('leader killed', leader, rejoined ?? Date.now());

    expectNoCrash(began);
    expect.soft(taken, `${survivor.name} never took the feed lock`).toBeDefined();
    expectOddsBack(survivor, odds, kill);
    expect.soft(report.bad, 'answers no client can live with').toEqual([]);
    expect.soft(rejoined, `${leader.name} did not rejoin`).toBeDefined();
    expect.soft(oddsOnRejoined, `${leader.name}: no odds after rejoining`).toBeDefined();
    expect.soft(await leaderOf('feed'), 'the feed stays with the node that took it').toBe(survivor);
  }, 420_000);

  it('bus restarted: NATS killed, back after 5 s with the same store', async () => {
    await heal('bus restarted');
    const began = Date.now();
    const load = new Load(() => nodes, bettors);
    load.start(6);
    const down = Date.now();
    await nats.kill();
    await sleep(5_000);
    const noticed = nodes.map((n) => probes.get(n)!.firstNotReadyAfter(down));
    const up = Date.now();
    await nats.start();
    for (const n of nodes) {
      note('bus restarted', n.name, 'readiness 503', down, probes.get(n)!.firstNotReadyAfter(down));
      await readyAgain('bus restarted', n, up);
      await oddsAgain('bus restarted', n, up);
    }
    const resynced = await until('resync on both streams', MEASURE_MS, () =>
      nodes.every((n) => watchers.get(n)!.resyncs.some((r) => r.at >= down)) ? true : undefined,
    ).catch(() => false);
    await load.stop();
    const report = loadReport(load, down, Date.now());
    console.log('[bus restarted] answers:', report.summary);

    expectNoCrash(began);
    nodes.forEach((n, i) => {
      expect.soft(noticed[i], `${n.name} stayed ready without its bus`).toBeDefined();
      expect.soft(probes.get(n)!.firstReadyAfter(up), `${n.name} readiness`).toBeDefined();
      const odds = watchers.get(n)!.firstOddsAfter(up);
      expectOddsBack(n, odds, up);
    });
    expect.soft(resynced, 'every stream told to resync').toBe(true);
    expect.soft(report.bad, 'answers no client can live with').toEqual([]);
  }, 420_000);

  it('database outage of 10 s: connections refused and cut, then allowed again', async () => {
    await heal('database outage');
    const began = Date.now();
    const load = new Load(() => nodes, bettors);
    load.start(6);
    const start = Date.now();
    const outage = await database.beginOutage();
    let up: number;
    try {
      await sleep(10_000);
    } finally {
      await outage.end();
      up = Date.now();
    }
    for (const n of nodes) {
      note('database outage', n.name, 'readiness 503', start, probes.get(n)!.firstNotReadyAfter(start));
      await readyAgain('database outage', n, up);
      await oddsAgain('database outage', n, up);
    }
    // every role the nodes contend for (feed, casino-crash, ...) has its leader again
    const roles = [...new Set(['feed', 'casino-crash', ...(await database.leaderRoles())])];
    const leaders = new Map<string, FaultNode>();
    await until('a leader for each role', MEASURE_MS, async () => {
      for (const role of roles) {
        if (leaders.has(role)) continue;
        const holder = await leaderOf(role);
        if (holder) {
          leaders.set(role, holder);
          note('database outage', holder.name, `${role} leader`, up, Date.now());
        }
      }
      return leaders.size === roles.length ? true : undefined;
    }).catch(() => undefined);
    await load.stop();
    const report = loadReport(load, start, Date.now());
    console.log(`[database outage] ${outage.terminated} backends terminated; answers:`, report.summary);

    expectNoCrash(began);
    for (const n of nodes) {
      expect
        .soft(probes.get(n)!.firstNotReadyAfter(start), `${n.name} stayed ready without its database`)
        .toBeDefined();
      expect.soft(probes.get(n)!.firstReadyAfter(up), `${n.name} readiness`).toBeDefined();
      const odds = watchers.get(n)!.firstOddsAfter(up);
      expectOddsBack(n, odds, up);
    }
    expect.soft([...leaders.keys()].sort(), 'a leader for each role').toEqual([...roles].sort());
    expect.soft(report.bad, 'answers no client can live with').toEqual([]);
  }, 420_000);

  it('route fuzz on a node after the faults: no 5xx, no dropped connection', async () => {
    await heal('route fuzz');
    const routes = await collectRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const live = await call(nodes[0]!.base, 'GET', '/fb/live-matches?deviceType=Desktop');
    const matchIds = ((live.body as { data?: { id: string }[] } | undefined)?.data ?? []).map((m) => m.id);
    const started = Date.now();
    const r = await fuzzRoutes(
      nodes[0]!.base,
      routes,
      fuzzer!.token,
      {
        strings: [
          ...matchIds.slice(0, 3),
          '1',
          '2',
          '3',
          '12',
          'total=2.5',
          'sr:sport:1',
          'pt',
          fuzzer!.email,
        ],
        integers: [fuzzer!.userId, 1, 2, 3, 18],
      },
      {
        seed: Number(process.env.PLACAR_FUZZ_SEED ?? 20261126),
        runs: Number(process.env.PLACAR_FAULTS_FUZZ_RUNS ?? 2),
      },
    );
    console.log(
      `[route fuzz] ${r.calls} calls over ${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s, ${r.failures.length} failing`,
    );
    expect(r.failures).toEqual([]);
    expectNoCrash(started);
  }, 300_000);

  it('nothing half-written: ledger balanced, tickets and rounds whole', async () => {
    const r = await checkConsistency(database.url);
    console.log(
      `[consistency] ${r.counts.tickets} tickets, ${r.counts.casinoRounds} casino rounds, ${r.counts.deposits} deposits, ${r.ledger.transfers} transfers`,
    );
    expect(r.counts.tickets, 'the load placed tickets').toBeGreaterThan(0);
    expect(r.counts.casinoRounds, 'the load played dice').toBeGreaterThan(0);
    const { ok, counts, ...problems } = r;
    expect({ ...problems, ledger: { ...r.ledger, accounts: 0, transfers: 0 } }).toEqual({
      ledger: {
        accounts: 0,
        transfers: 0,
        totalBalance: 0,
        unbalancedTransfers: [],
        driftedAccounts: [],
        negativeUserAccounts: [],
        incompleteTransfers: [],
        orphanEntries: [],
        ok: true,
      },
      ticketsWithoutLegs: [],
      orphanLegs: [],
      ticketsMisplacedStake: [],
      orphanCasinoTransactions: [],
      casinoTransactionsWithoutTransfer: [],
      casinoTransfersWithoutRound: [],
      openDiceRounds: [],
      activeCrashBetsOnFinishedRounds: [],
    });
    expect(ok).toBe(true);
  }, 60_000);
});
