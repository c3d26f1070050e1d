/**
 * npm run bench:stream [-- --clients 2000,5000,10000 --bursts 10 --interval 1000 --procs 2
 *                         --mix 0.1,0.3,0.6 --only bare,bare-batched,placar --profile]
 *
 * N concurrent stream clients (raw node:http, in a few client processes) on one server process,
 * while a driver publishes bursts of odds changes (one per match, 200 live matches). Measures,
 * for the Placar stream gate and for a bare node:http broadcaster in the same run with the same
 * clients: delivery latency publish → client receipt (p50/p99/max), messages delivered per
 * second, server RSS and server CPU.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ClientCommand, ClientReport } from './clients';
import { Histogram } from './histogram';
import { DEFAULT_MIX, type Mix, wallNow } from './workload';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000,5000,10000' },
    bursts: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    interval: { type: 'string', default: '1000' },
    procs: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '250' },
    mix: { type: 'string', default: `${DEFAULT_MIX.home},${DEFAULT_MIX.sport},${DEFAULT_MIX.match}` },
    only: { type: 'string' },
    /** Writes a V8 CPU profile of each server process to bench/.out. */
    profile: { type: 'boolean', default: false },
  },
});
const sizes = args.clients.split(',').map(Number);
const bursts = Number(args.bursts);
const warmup = Number(args.warmup);
const intervalMs = Number(args.interval);
const procs = Number(args.procs);
const concurrency = Number(args.concurrency);
const [home, sport, match] = args.mix.split(',').map(Number) as [number, number, number];
const mix: Mix = { home, sport, match };
const KINDS = ['bare', 'bare-batched', 'placar'] as const;
type Kind = (typeof KINDS)[number];
const kinds: Kind[] = args.only ? (args.only.split(',') as Kind[]) : [...KINDS];
for (const k of kinds) if (!KINDS.includes(k)) throw new Error(`--only: one of ${KINDS.join(', ')}`);
type Result = {
  kind: Kind;
  clients: number;
  connected: number;
  p50: number;
  p99: number;
  max: number;
  received: number;
  expected: number;
  perSecond: number;
  rssIdleMb: number;
  rssPeakMb: number;
  cpuPercent: number;
  /** Server CPU time per 1,000 deliveries: the load-independent cost. */
  cpuMsPer1k: number;
  clientCpuPercent: number;
  disconnected: number;
};

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function start(file: string, env: Record<string, string> = {}, profile = false): ChildProcess {
  return fork(here(file), [], {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${here('../.out')}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
}

/** Sends `cmd` (if any) and resolves with the child's next message that `accept` takes. */
function ask<T>(child: ChildProcess, cmd: unknown, accept: (m: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if (!accept(m as T)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = (code: number | null) => reject(new Error(`child exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (cmd !== undefined) child.send(cmd as object);
  });
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** utime + stime of a process, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function phase(kind: Kind, clients: number): Promise<Result> {
  const server =
    kind === 'placar'
      ? start('./placar-server.ts', {}, args.profile)
      : start('./bare-server.ts', { BARE_MODE: kind === 'bare' ? 'naive' : 'batched' }, args.profile);
  const { url } = await ask<{ url: string }>(server, undefined, (m) => 'url' in m);
  await sleep(500);
  const rssIdleMb = rssMb(server.pid!);

  const workers = Array.from({ length: procs }, () => start('./clients.ts'));
  const share = Math.ceil(clients / procs);
  const connects = await Promise.all(
    workers.map((w, k) =>
      ask<Extract<ClientReport, { connected: number }>>(
        w,
        {
          connect: { url, from: k * share, count: Math.min(share, clients - k * share), mix, concurrency },
        } satisfies ClientCommand,
        (m) => 'connected' in m,
      ),
    ),
  );
  const connected = connects.reduce((s, c) => s + c.connected, 0);
  const perBurst = connects.reduce((s, c) => s + c.expectedPerBurst, 0);
  process.stdout.write(`  ${kind}: ${connected}/${clients} connected, ${perBurst} deliveries per burst\n`);

  let rssPeakMb = rssMb(server.pid!);
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid!));
  }, 100);
  let burst = 0;
  for (let i = 0; i < warmup; i++) {
    // Acknowledged: a warm-up burst stamped after t0 (a late IPC message) would count as measured.
    await ask(server, { burst: burst++ }, (m: object) => 'published' in m);
    await sleep(intervalMs);
  }
  // Only messages published from now on count (warm-up ones may still be on their way).
  const t0 = wallNow();
  await Promise.all(
    workers.map((w) => ask(w, { reset: t0 } satisfies ClientCommand, (m: object) => 'reset' in m)),
  );
  const cpuStart = cpuMs(server.pid!);
  const clientCpuStart = workers.reduce((s, w) => s + cpuMs(w.pid!), 0);
  for (let i = 0; i < bursts; i++) {
    server.send({ burst: burst++ });
    await sleep(intervalMs);
  }
  // Drain: until every expected delivery arrived, or nothing moved for 10 s.
  const expected = perBurst * bursts;
  let last = -1;
  let still = 0;
  for (let waited = 0; waited < 120_000; waited += 250) {
    const counts = await Promise.all(
      workers.map((w) =>
        ask<{ received: number }>(w, { count: true } satisfies ClientCommand, (m) => 'received' in m),
      ),
    );
    const got = counts.reduce((s, c) => s + c.received, 0);
    if (got >= expected) break;
    still = got === last ? still + 250 : 0;
    if (still >= 10_000) break;
    last = got;
    await sleep(250);
  }
  const cpuEnd = cpuMs(server.pid!);
  const clientCpuEnd = workers.reduce((s, w) => s + cpuMs(w.pid!), 0);
  clearInterval(sampler);
  const reports = await Promise.all(
    workers.map((w) =>
      ask<Extract<ClientReport, { hist: unknown }>>(
        w,
        { report: true } satisfies ClientCommand,
        (m) => 'hist' in m,
      ),
    ),
  );
  const hist = new Histogram();
  for (const r of reports) hist.add(r.hist);
  const lastReceipt = Math.max(...reports.map((r) => r.lastReceipt));
  const received = reports.reduce((s, r) => s + r.received, 0);

  for (const w of workers) {
    const exited = new Promise((r) => w.once('exit', r));
    w.send({ close: true } satisfies ClientCommand);
    await exited;
  }
  const exited = new Promise((r) => server.once('exit', r));
  server.send({ stop: true });
  await Promise.race([exited, sleep(10_000).then(() => server.kill('SIGKILL'))]);
  await sleep(1_000);

  return {
    kind,
    clients,
    connected,
    p50: hist.quantile(0.5),
    p99: hist.quantile(0.99),
    max: hist.quantile(1),
    received,
    expected,
    perSecond: received / ((lastReceipt - t0) / 1000),
    rssIdleMb,
    rssPeakMb,
    cpuPercent: ((cpuEnd - cpuStart) / (lastReceipt - t0)) * 100,
    cpuMsPer1k: ((cpuEnd - cpuStart) / Math.max(1, received)) * 1000,
    clientCpuPercent: ((clientCpuEnd - clientCpuStart) / (lastReceipt - t0)) * 100,
    disconnected: reports.reduce((s, r) => s + r.disconnected, 0),
  };
}

function table(results: Result[]) {
  const head = [
    'clients',
    'server',
    'p50 ms',
    'p99 ms',
    'max ms',
    'msgs/s',
    'delivered',
    'RSS idle→peak MB',
    'CPU %',
    'CPU ms/1k msgs',
    'clients CPU %',
    'cut',
  ];
  const rows = results.map((r) => [
    String(r.clients),
    r.kind,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    Math.round(r.perSecond).toLocaleString('en-US'),
    `${((r.received / r.expected) * 100).toFixed(1)}%`,
    `${Math.round(r.rssIdleMb)}→${Math.round(r.rssPeakMb)}`,
    r.cpuPercent.toFixed(0),
    r.cpuMsPer1k.toFixed(2),
    r.clientCpuPercent.toFixed(0),
    String(r.disconnected),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
  for (const n of new Set(results.map((r) => r.clients))) {
    const placar = results.find((r) => r.clients === n && r.kind === 'placar');
    for (const base of ['bare', 'bare-batched'] as const) {
      const bare = results.find((r) => r.clients === n && r.kind === base);
      if (!bare || !placar) continue;
      console.log(
        `${n} clients: placar/${base} p99 ${(placar.p99 / bare.p99).toFixed(2)}x, ` +
          `p50 ${(placar.p50 / bare.p50).toFixed(2)}x, server CPU per message ${(placar.cpuMsPer1k / bare.cpuMsPer1k).toFixed(2)}x`,
      );
    }
  }
}

console.log(
  `bench:stream — ${bursts} bursts of 200 odds changes every ${intervalMs} ms (+${warmup} warm-up), ` +
    `mix home/sport/match ${mix.home}/${mix.sport}/${mix.match}, ${procs} client processes, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
const results: Result[] = [];
for (const n of sizes) {
  console.log(`\n${n} clients`);
  for (const kind of kinds) results.push(await phase(kind, n));
}
table(results);
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
mkdirSync(here('../.out'), { recursive: true });
writeFileSync(here(`../.out/stream-${Date.now()}.json`), JSON.stringify(results, null, 2));
