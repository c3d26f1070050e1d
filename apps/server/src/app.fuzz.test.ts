import { ZErrorBody } from '@placar/contract';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { oneXTwo, startFeed, total } from './modules/betting/betting.test-support';
import { fundUser } from './modules/payments/payments.test-support';
import type { Platform } from './platform/context';
import type { App } from './platform/module';
import { createValidatedUser } from './testing/identity';
import { createTestPlatform, tokenFor } from './testing/platform';
import { arbitraryOf, hostileValue, type KnownValues, replaceNode } from './testing/schema-arbitrary';

/**
 * Every route of the app, called with inputs drawn from its own zod schemas (params, query, headers,
 * body) and, most of the time, one value of them swapped for a hostile one (NUL bytes, huge or
 * negative numbers, impossible dates, deep nesting, very long strings, wrong types, %00 in a path),
 * as a fully validated, funded bettor (an operator on /admin/ routes) and without a token. No answer may be a 5xx, a refused call
 * (4xx) writes no money, bet, round, payment or document row, and a route behind an auth guard
 * answers 401 to a call without a token whatever its input (the token is checked before the body).
 *
 * Reproduce a failure with the seed it prints: PLACAR_FUZZ_SEED=<seed> (runs per route:
 * PLACAR_FUZZ_RUNS, default 6).
 */
const SEED = Number(process.env.PLACAR_FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.PLACAR_FUZZ_RUNS ?? 6);
/** An answer that takes longer than this is reported (a hung handler), not waited for. */
const ANSWER_BOUND_MS = 30_000;

/** Streams (server-sent events) never end by themselves; the stream gate has tests of its own. */
const SKIP = [/^\/stream\//, /^\/api\/stream\//, /^\/api\/docs/];

/** Tables whose rows are money, bets, rounds, payments or documents: a refusal adds none. */
const WRITE_TABLES = [
  'ledger_transfers',
  'ledger_entries',
  'bet_tickets',
  'bet_cashouts',
  'casino_rounds',
  'casino_transactions',
  'casino_crash_bets',
  'pix_deposits',
  'pix_withdrawals',
  'identity_documents',
];

/**
 * 503s the contract designs for a part that is off in this test (no Google client configured, the
 * crash loop or the odds simulator not running): unavailability, not a failure on bad input.
 */
const DESIGNED_UNAVAILABLE = new Set([
  'GOOGLE_NOT_CONFIGURED',
  'GAME_IN_MAINTENANCE',
  'MAINTENANCE',
  'SIMULATOR_NOT_RUNNING',
]);

type Route = { method: string; url: string; schema: Record<string, unknown> };
type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  auth: boolean;
};
type Failure = { route: string; seed: number; status: number | string; request: Sent; body: string };

async function writeCounts(platform: Platform): Promise<string> {
  const selects = WRITE_TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ');
  const { rows } = await sql.raw(`select ${selects}`).execute(platform.db);
  return JSON.stringify(rows[0]);
}

function requestArbitrary(route: Route, known: KnownValues) {
  const of = (schema: unknown) => arbitraryOf(schema, known);
  const parts = {
    params: route.schema.params ? of(route.schema.params) : fc.constant({}),
    query: route.schema.querystring ? of(route.schema.querystring) : fc.constant({}),
    headers: route.schema.headers ? of(route.schema.headers) : fc.constant({}),
    body: route.schema.body ? of(route.schema.body) : fc.constant(undefined),
  };
  const mutation = fc.record({
    part: fc.constantFrom('params', 'query', 'body', 'body', 'headers'),
    index: fc.nat(),
    value: hostileValue,
  });
  return fc
    .record({ ...parts, auth: fc.boolean(), mutation: fc.option(mutation, { freq: 4, nil: undefined }) })
    .map((r) => {
      const out = { params: r.params, query: r.query, headers: r.headers, body: r.body, auth: r.auth };
      if (r.mutation) {
        const { part, index, value } = r.mutation;
        const current = out[part as keyof typeof out];
        out[part as 'body'] = current === undefined ? value : replaceNode(current, index, value);
      }
      return out;
    });
}

const PREMATCH = 'sr:match:9001';
const LIVE = 'sr:match:9002';

function safeCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

const NOT_UTF8 = '%ED%A0%80';
const isJson = (type: unknown) => String(type ?? '').includes('application/json');

/** A lone surrogate has no UTF-8: the raw bytes of one go instead (a server must refuse them). */
const encodeSegment = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return NOT_UTF8;
  }
};

/** Every refusal is `{ error: { code, message } }` (the contract's ZErrorBody), whoever refuses it. */
function hasErrorShape(body: string): boolean {
  try {
    return ZErrorBody.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function toRequest(
  route: Route,
  r: { params: unknown; query: unknown; headers: unknown; body: unknown; auth: boolean },
  token: string,
): Sent {
  const params = (r.params && typeof r.params === 'object' ? r.params : {}) as Record<string, unknown>;
  let path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeSegment(text(params[name] ?? 'x')),
  );
  path = path.replace('*', encodeSegment(text(params['*'] ?? 'x/y')));
  const search = new URLSearchParams();
  if (r.query && typeof r.query === 'object' && !Array.isArray(r.query)) {
    for (const [k, v] of Object.entries(r.query)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) search.append(k, text(item));
    }
  } else if (r.query !== undefined && !(r.query && typeof r.query === 'object')) {
    search.append(text(r.query), '1');
  }
  const headers: Record<string, string> = {};
  if (r.headers && typeof r.headers === 'object' && !Array.isArray(r.headers)) {
    for (const [k, v] of Object.entries(r.headers)) {
      const value = text(v ?? '');
      // Values a client cannot put in a header at all (HTTP refuses them before the server).
      if (/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(k) && /^[\t\x20-\x7e]*$/.test(value) && value.length < 8000)
        headers[k.toLowerCase()] = value;
    }
  }
  if (r.auth) headers.authorization = `Bearer ${token}`;
  const query = search.toString();
  const sent: Sent = { method: route.method, url: query ? `${path}?${query}` : path, headers, auth: r.auth };
  if (!['GET', 'HEAD', 'DELETE'].includes(route.method) && r.body !== undefined) {
    sent.payload = JSON.stringify(r.body);
    headers['content-type'] = 'application/json';
  }
  return sent;
}

async function send(app: App, sent: Sent) {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ANSWER_BOUND_MS);
  });
  try {
    return await Promise.race([
      app.inject({
        method: sent.method as 'GET',
        url: sent.url,
        headers: sent.headers,
        ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
      }),
      bound,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('fuzz: every route of the contract', () => {
  let platform: Platform;
  let app: App;
  const routes: Route[] = [];

  beforeAll(async () => {
    platform = await createTestPlatform({
      RATE_LIMIT_PER_MINUTE: '10000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000000',
      DEV_MAILBOX: 'true',
    });
    app = await buildApp(platform, {
      serveWeb: false,
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS' || SKIP.some((p) => p.test(r.url))) continue;
          routes.push({ method, url: r.url, schema: (r.schema ?? {}) as Record<string, unknown> });
        }
      },
    });
    await app.ready();
    // Matches with odds (prematch and live), so event, market and outcome ids lead somewhere.
    const feed = await startFeed(platform);
    for (const [id, live] of [
      [PREMATCH, false],
      [LIVE, true],
    ] as const)
      await feed.match(id, [oneXTwo([2.1, 3.4, 3.6]), total(2.5, 1.9, 1.9)], { live });
  });
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  it(
    'answers no 5xx and writes nothing on a refusal',
    async () => {
      expect(routes.length).toBeGreaterThan(150);
      const guarded = new Set(app.guardedRoutes.map((g) => `${g.method} ${g.url}`));
      expect(guarded.size).toBeGreaterThan(50);
      const failures: Failure[] = [];
      let calls = 0;
      for (const [i, route] of routes.entries()) {
        const name = `${route.method} ${route.url}`;
        // A bettor of their own per route: what one route does to its account (log out, pause,
        // self-exclusion) does not hide the next route's code paths.
        const { user, token: bettorToken } = await createValidatedUser(platform);
        // Operator routes are called as an operator (a bettor's 403 comes before any input is read).
        const token = /\/admin\//i.test(route.url)
          ? await tokenFor(platform, { id: user.id, roles: [1] })
          : bettorToken;
        await fundUser(platform, user.id, 100_000);
        const known: KnownValues = {
          strings: [PREMATCH, LIVE, '1', '2', '3', '12', '13', 'total=2.5', 'sr:sport:1', 'pt', user.email],
          integers: [user.id, 1, 2, 3, 18],
        };
        const seed = SEED + i;
        const found: Failure[] = [];
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, known), async (r) => {
            const sent = toRequest(route, r, token);
            const before = await writeCounts(platform);
            const res = await send(app, sent);
            calls++;
            if (res === 'no answer') {
              found.push({ route: name, seed, status: res, request: sent, body: '' });
              return;
            }
            const designed = res.statusCode === 503 && DESIGNED_UNAVAILABLE.has(safeCode(res.body) ?? '');
            // Auth comes before validation: a guarded route refuses a call without a token whatever it carries.
            // (A path the router cannot take — too long, not UTF-8 — is refused before any route runs.)
            const beforeRouting = res.statusCode === 414 || sent.url.includes(NOT_UTF8);
            if (!sent.auth && guarded.has(name) && res.statusCode !== 401 && !beforeRouting)
              found.push({
                route: name,
                seed,
                status: `${res.statusCode} without a token on a guarded route (401 expected)`,
                request: sent,
                body: res.body.slice(0, 300),
              });
            else if (res.statusCode >= 400 && isJson(res.headers['content-type']) && !hasErrorShape(res.body))
              found.push({
                route: name,
                seed,
                status: `${res.statusCode} not shaped { error: { code, message } }`,
                request: sent,
                body: res.body.slice(0, 300),
              });
            else if (res.statusCode >= 500 && !designed)
              found.push({
                route: name,
                seed,
                status: res.statusCode,
                request: sent,
                body: res.body.slice(0, 300),
              });
            else if (res.statusCode >= 400) {
              const after = await writeCounts(platform);
              if (after !== before)
                found.push({
                  route: name,
                  seed,
                  status: `${res.statusCode} with rows written: ${before} -> ${after}`,
                  request: sent,
                  body: res.body.slice(0, 300),
                });
            }
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
        // One example per route is enough to act on.
        if (found[0]) failures.push(found[0]);
      }
      const report = failures.map(
        (f) =>
          `${f.route} → ${f.status} (PLACAR_FUZZ_SEED=${SEED}, route seed ${f.seed})\n  ${f.request.method} ${f.request.url.slice(0, 300)}${f.request.auth ? ' [signed in]' : ''}${f.request.payload ? `\n  body: ${f.request.payload.slice(0, 300)}` : ''}\n  answer: ${f.body}`,
      );
      if (report.length > 0) console.error(`fuzz: ${calls} calls, failures:\n${report.join('\n')}`);
      expect(report).toEqual([]);
    },
    15 * 60_000,
  );
});
