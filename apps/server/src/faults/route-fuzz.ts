// A short route fuzz over HTTP against a node of the fault suite's deployment (real PostgreSQL, NATS and
// Redis, after the faults): every route of the app, inputs drawn from its own zod schemas with one value
// swapped for a hostile one most of the time (testing/schema-arbitrary.ts, as app.fuzz.test.ts does in
// process on PGlite). No answer may be a 5xx (but the designed 503s of parts that are off) or a dropped
// connection. Refusals writing nothing is app.fuzz.test.ts's business: other clients write here.

import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { createTestPlatform } from '../testing/platform';
import { arbitraryOf, hostileValue, type KnownValues, replaceNode } from '../testing/schema-arbitrary';
import { call } from './clients';

export type FuzzRoute = { method: string; url: string; schema: Record<string, unknown> };
export type FuzzFailure = { route: string; status: number; code?: string; error?: string; request: string };

/** Streams never end by themselves; the API docs are static. */
const SKIP = [/^\/stream\//, /^\/api\/stream\//, /^\/api\/docs/];
/** 503s the contract designs for a part that is off here (no Google client, crash loop elsewhere). */
const DESIGNED_UNAVAILABLE = new Set(['GOOGLE_NOT_CONFIGURED', 'GAME_IN_MAINTENANCE', 'MAINTENANCE']);

/** The app's routes and their schemas, from an app built in process on an in-memory database. */
export async function collectRoutes(): Promise<FuzzRoute[]> {
  const routes: FuzzRoute[] = [];
  const platform = await createTestPlatform({ DATABASE_URL: '', DATABASE_IN_MEMORY: 'true' });
  try {
    const app = await buildApp(platform, {
      serveWeb: false,
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS' || SKIP.some((p) => p.test(r.url))) continue;
          routes.push({ method, url: r.url, schema: (r.schema ?? {}) as Record<string, unknown> });
        }
      },
    });
    await app.ready();
    await app.close();
  } finally {
    await platform.close();
  }
  return routes;
}

type Drawn = { params: unknown; query: unknown; headers: unknown; body: unknown; auth: boolean };

function requestArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<Drawn> {
  const of = (schema: unknown) => (schema ? arbitraryOf(schema, known) : fc.constant(undefined));
  const mutation = fc.record({
    part: fc.constantFrom('params', 'query', 'body', 'body', 'headers'),
    index: fc.nat(),
    value: hostileValue,
  });
  return fc
    .record({
      params: of(route.schema.params),
      query: of(route.schema.querystring),
      headers: of(route.schema.headers),
      body: of(route.schema.body),
      auth: fc.boolean(),
      mutation: fc.option(mutation, { freq: 4, nil: undefined }),
    })
    .map(({ mutation: m, ...r }) => {
      if (!m) return r;
      const current = r[m.part as keyof Drawn];
      return { ...r, [m.part]: current === undefined ? m.value : replaceNode(current, m.index, m.value) };
    });
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const segment = (v: unknown) => {
  try {
    return encodeURIComponent(text(v));
  } catch {
    return '%ED%A0%80'; // a lone surrogate: its raw bytes
  }
};
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function toRequest(route: FuzzRoute, r: Drawn, token: string) {
  const params = isObject(r.params) ? r.params : {};
  const path = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => segment(params[name] ?? 'x'))
    .replace('*', segment(params['*'] ?? 'x/y'));
  const search = new URLSearchParams();
  if (isObject(r.query)) {
    for (const [k, v] of Object.entries(r.query)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) search.append(k, text(item));
    }
  } else if (r.query !== undefined) search.append(text(r.query), '1');
  const headers: Record<string, string> = {};
  if (isObject(r.headers)) {
    for (const [k, v] of Object.entries(r.headers)) {
      const value = text(v ?? '');
      // what no HTTP client can send at all
      if (/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(k) && /^[\t\x20-\x7e]*$/.test(value) && value.length < 8000)
        headers[k.toLowerCase()] = value;
    }
  }
  const query = search.toString();
  return {
    method: route.method,
    path: query ? `${path}?${query}` : path,
    headers,
    token: r.auth ? token : undefined,
    body: ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : r.body,
  };
}

/** `runs` requests per route against `base`, as the bettor of `token`; the failures (one per route). */
export async function fuzzRoutes(
  base: string,
  routes: FuzzRoute[],
  token: string,
  known: KnownValues,
  opts: { seed: number; runs: number },
): Promise<{ calls: number; failures: FuzzFailure[] }> {
  const failures: FuzzFailure[] = [];
  let calls = 0;
  for (const [i, route] of routes.entries()) {
    const samples = fc.sample(requestArbitrary(route, known), { seed: opts.seed + i, numRuns: opts.runs });
    for (const drawn of samples) {
      const req = toRequest(route, drawn, token);
      const a = await call(base, req.method, req.path, {
        headers: req.headers,
        token: req.token,
        ...(req.body !== undefined ? { body: req.body } : {}),
      });
      calls += 1;
      const designed = a.status === 503 && DESIGNED_UNAVAILABLE.has(a.code ?? '');
      if ((a.status >= 500 || a.status <= 0) && !designed) {
        failures.push({
          route: `${route.method} ${route.url}`,
          status: a.status,
          code: a.code,
          error: a.error,
          request: `${req.method} ${req.path.slice(0, 200)} ${req.body === undefined ? '' : text(req.body).slice(0, 200)}`,
        });
        break;
      }
    }
  }
  return { calls, failures };
}
