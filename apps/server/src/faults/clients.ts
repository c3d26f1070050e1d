// What the fault suite does to the nodes from outside: HTTP calls, readiness probes, an odds stream per
// node, and a bounded load of bettors (bets, sandbox deposits, dice, odds and balance reads).
import { randomUUID } from 'node:crypto';
import { sleep } from './cluster';

export type Answer = {
  /** HTTP status; 0 when the connection dropped or was refused, -1 when no answer came in time. */
  status: number;
  code?: string;
  body?: unknown;
  error?: string;
};

/** One HTTP call; a dropped connection or a timeout is an answer too (status 0 / -1), never a throw. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    form?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = opts.form;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const code = (json as { error?: { code?: string } } | undefined)?.error?.code;
    return { status: res.status, code, body: json };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError') return { status: -1, error: 'timeout' };
    return { status: 0, error: e.cause?.code ?? e.cause?.message ?? e.message };
  }
}

/** Codes a 503 may carry: the client is told to try again. */
export const RETRYABLE_CODES = new Set(['SERVICE_UNAVAILABLE', 'MAINTENANCE']);

/** An answer a client can live with: success, a refusal (4xx), or a 503 saying to try again. */
export function acceptable(a: Answer) {
  if (a.status >= 200 && a.status < 500) return true;
  return a.status === 503 && a.code !== undefined && RETRYABLE_CODES.has(a.code);
}

/** Polls a node's /readyz: when it last answered 200, and the first 503 / first 200 after a mark. */
export class ReadinessProbe {
  readonly samples: { at: number; status: number }[] = [];
  #stop = false;
  #loop: Promise<void>;

  constructor(
    readonly node: { name: string; base: string },
    everyMs = 250,
  ) {
    this.#loop = (async () => {
      while (!this.#stop) {
        const a = await call(this.node.base, 'GET', '/readyz', { timeoutMs: 5_000 });
        this.samples.push({ at: Date.now(), status: a.status });
        if (this.samples.length > 20_000) this.samples.splice(0, 10_000);
        await sleep(everyMs);
      }
    })();
  }

  /** The first sample at or after `from` that is not 200 (the node noticed the fault), if any. */
  firstNotReadyAfter(from: number) {
    return this.samples.find((s) => s.at >= from && s.status !== 200)?.at;
  }

  /** The first 200 at or after `from`. */
  firstReadyAfter(from: number) {
    return this.samples.find((s) => s.at >= from && s.status === 200)?.at;
  }

  get ready() {
    return this.samples.at(-1)?.status === 200;
  }

  async stop() {
    this.#stop = true;
    await this.#loop;
  }
}

type Frame = { event: string; id?: string; data?: string };

/**
 * An odds stream on one node (/stream/home: live odds of every live match), reconnecting as a browser's
 * EventSource does (Last-Event-ID). Records when odds-update envelopes arrive, resyncs and drops.
 */
export class OddsWatcher {
  /** Arrival time and feed timestamp (the envelope's `ts`) of each odds-update. */
  readonly odds: OddsSeen[] = [];
  readonly resyncs: { at: number; reason: string }[] = [];
  readonly drops: { at: number; error: string }[] = [];
  /** When the stream was (re)opened. */
  readonly opens: number[] = [];
  #stop = new AbortController();
  #loop: Promise<void>;
  #lastId: string | undefined;

  constructor(readonly node: { name: string; base: string }) {
    this.#loop = this.#run();
  }

  async #run() {
    while (!this.#stop.signal.aborted) {
      try {
        await this.#read();
        if (!this.#stop.signal.aborted) this.drops.push({ at: Date.now(), error: 'ended' });
      } catch (error) {
        if (this.#stop.signal.aborted) return;
        this.drops.push({ at: Date.now(), error: (error as Error).message });
      }
      await sleep(500);
    }
  }

  async #read() {
    const res = await fetch(`${this.node.base}/stream/home`, {
      signal: this.#stop.signal,
      headers: this.#lastId ? { 'last-event-id': this.#lastId } : {},
    });
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
    this.opens.push(Date.now());
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut !== -1) {
        this.#frame(parseFrame(buffer.slice(0, cut)));
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
      }
    }
  }

  #frame(f: Frame) {
    if (f.id) this.#lastId = f.id;
    const now = Date.now();
    if (f.event === 'resync') {
      let reason = '';
      try {
        reason = (JSON.parse(f.data ?? '{}') as { reason?: string }).reason ?? '';
      } catch {
        /* a resync without a body is a resync */
      }
      this.resyncs.push({ at: now, reason });
    } else if (f.event === 'odds-update') {
      let ts = now;
      let match = '';
      try {
        const env = JSON.parse(f.data ?? '{}') as { ts?: unknown; matchId?: unknown };
        if (typeof env.ts === 'number') ts = env.ts;
        if (typeof env.matchId === 'string') match = env.matchId;
      } catch {
        /* keep the arrival time */
      }
      this.odds.push({ at: now, ts, match });
      if (this.odds.length > 20_000) this.odds.splice(0, 10_000);
    }
  }

  /** The arrival time of the first new odds-update at or after `from` (see `firstNewOdds`). */
  firstOddsAfter(from: number) {
    return firstNewOdds(this.odds, from);
  }

  async stop() {
    this.#stop.abort();
    await this.#loop.catch(() => undefined);
  }
}

export type OddsSeen = { at: number; ts: number; match: string };

/**
 * The arrival time of the first new odds-update at or after `from`: newer (feed timestamp `ts`) than
 * every one of its match that came before `from`, with the contract's 2 s tolerance — what a client
 * keeps (it drops older odds), so a replay of old envelopes does not count.
 */
export function firstNewOdds(odds: readonly OddsSeen[], from: number): number | undefined {
  const newest = new Map<string, number>();
  for (const o of odds) {
    const before = newest.get(o.match) ?? Number.NEGATIVE_INFINITY;
    if (o.at < from) newest.set(o.match, Math.max(before, o.ts));
    else if (o.ts > before - 2_000) return o.at;
  }
  return undefined;
}

function parseFrame(text: string): Frame {
  const f: Frame = { event: 'message' };
  const data: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('event: ')) f.event = line.slice(7);
    else if (line.startsWith('id: ')) f.id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length > 0) f.data = data.join('\n');
  return f;
}

export type Bettor = { userId: number; token: string; casinoToken: string };
export type Selection = {
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: string;
  odds: number;
};

type Outcome = { node: string; action: string; at: number } & Answer;

/**
 * Bettors calling the nodes round-robin, one call at a time each: read the live odds, place a single on
 * one of them, play a dice round, begin and pay a sandbox deposit, read the balance. Every answer is kept.
 */
export class Load {
  readonly outcomes: Outcome[] = [];
  #stop = false;
  #workers: Promise<void>[] = [];
  #selections: Selection[] = [];
  #seq = 0;

  constructor(
    private readonly targets: () => { name: string; base: string }[],
    private readonly bettors: Bettor[],
    private readonly pauseMs = 40,
  ) {}

  start(clients: number) {
    this.#stop = false;
    for (let w = 0; w < clients; w++) this.#workers.push(this.#worker(w));
  }

  async stop() {
    this.#stop = true;
    await Promise.all(this.#workers);
    this.#workers = [];
  }

  /** Answers no client can live with: 5xx other than a retryable 503, dropped connections, timeouts. */
  bad(from = 0, to = Number.POSITIVE_INFINITY) {
    return this.outcomes.filter((o) => o.at >= from && o.at <= to && !acceptable(o));
  }

  /** Counts per action and status (with the error code), for the report. */
  summary(from = 0, to = Number.POSITIVE_INFINITY) {
    const counts: Record<string, number> = {};
    for (const o of this.outcomes) {
      if (o.at < from || o.at > to) continue;
      const key = `${o.action} ${o.status}${o.code ? ` ${o.code}` : ''}${o.error ? ` ${o.error}` : ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }

  async #worker(w: number) {
    const bettor = this.bettors[w % this.bettors.length]!;
    let i = w;
    while (!this.#stop) {
      const nodes = this.targets();
      const node = nodes[i % Math.max(1, nodes.length)];
      if (node) await this.#act(node, bettor, i);
      i += 1;
      await sleep(this.pauseMs);
    }
  }

  async #act(node: { name: string; base: string }, b: Bettor, i: number) {
    const record = (action: string, a: Answer) =>
      this.outcomes.push({ node: node.name, action, at: Date.now(), ...a });
    switch (i % 5) {
      case 0: {
        const a = await call(node.base, 'GET', '/fb/live-matches?deviceType=Desktop');
        record('odds', a);
        if (a.status === 200) this.#selections = selectionsOf(a.body);
        break;
      }
      case 1: {
        const s = this.#selections[(i * 7) % Math.max(1, this.#selections.length)];
        if (!s) break;
        this.#seq += 1;
        const a = await call(node.base, 'POST', '/api/Ticket/v2/PlaceBet/MultiSingle', {
          token: b.token,
          headers: { 'feed-version': '2' },
          body: {
            connectionId: `faults-${b.userId}-${this.#seq}-${randomUUID().slice(0, 8)}`,
            ticketRequest: {
              oddsChangeType: 2,
              ticketBetSelection: [
                {
                  eventId: s.eventId,
                  marketId: s.marketId,
                  specifiers: s.specifiers,
                  outcomeId: s.outcomeId,
                  outcomeValueDecimal: s.odds,
                  stake: 1,
                },
              ],
            },
          },
        });
        record('bet', a);
        break;
      }
      case 2: {
        const a = await call(node.base, 'POST', '/api/Casino/Originals/Play', {
          headers: { 'x-casino-token': b.casinoToken, 'idempotency-key': `faults-${randomUUID()}` },
          body: { gameId: 'dice', amount: 1, params: { target: 5000, direction: 'under' } },
        });
        record('dice', a);
        break;
      }
      case 3: {
        const a = await call(node.base, 'POST', '/api/pix/beginDeposit', {
          token: b.token,
          body: { amount: 10, providerId: 1 },
        });
        record('deposit', a);
        const payUrl = (a.body as { data?: { sandboxPayUrl?: string } } | undefined)?.data?.sandboxPayUrl;
        if (a.status === 200 && payUrl) {
          const path = payUrl.startsWith('http') ? new URL(payUrl).pathname + new URL(payUrl).search : payUrl;
          record('deposit-pay', await call(node.base, 'POST', path, { form: 'payer=own' }));
        }
        break;
      }
      default:
        record(
          'balance',
          await call(node.base, 'GET', '/api/Wallet/Total/Amount/ByAccountType', { token: b.token }),
        );
    }
  }
}

type LiveMatch = {
  id: string;
  status: number;
  mainMarket?: Market | null;
  markets?: Market[];
};
type Market = {
  id: number;
  status: number;
  specifiers?: string | null;
  outcomes: { outcomeId: string; odds: number; active: boolean }[];
};

/** Open outcomes of the live list's 1X2 markets. */
export function selectionsOf(body: unknown): Selection[] {
  const list = (body as { data?: LiveMatch[] } | undefined)?.data ?? [];
  const out: Selection[] = [];
  for (const m of list) {
    if (m.status !== 1) continue;
    for (const market of [m.mainMarket, ...(m.markets ?? [])]) {
      if (market?.id !== 1 || market.status !== 1) continue;
      for (const o of market.outcomes)
        if (o.active && o.odds > 1)
          out.push({ eventId: m.id, marketId: 1, specifiers: '', outcomeId: o.outcomeId, odds: o.odds });
      break;
    }
  }
  return out;
}
