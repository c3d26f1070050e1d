/**
 * Serves a build of the web app (gzip, like production) and either proxies the API and streams to a
 * running Placar server (`target`), or answers them itself with `mock` (bench-only publisher: N live
 * matches whose odds change R times per second on /stream/home and /stream/match/{id}).
 */
import { readFileSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TMatch } from '@placar/contract';
import { soccerMatch } from '../../apps/web/src/features/sportsbook/testing/match-fixtures';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const API = ['/api', '/fb', '/labels', '/flags', '/stream'];

export type ServeOptions = {
  dist: string;
  target?: string;
  mock?: { matches: number; updatesPerSecond: number };
  /** 0 (default): any free port */
  port?: number;
};

export function serve(opts: ServeOptions): Promise<{ url: string; close(): Promise<void> }> {
  const gz = new Map<string, Buffer>();
  const world = opts.mock ? mockWorld(opts.mock.matches) : null;
  const streams = new Set<ServerResponse>();
  let timer: ReturnType<typeof setInterval> | null = null;
  if (world && opts.mock) {
    let seq = 0;
    timer = setInterval(() => {
      const m = world[seq % world.length] as TMatch;
      seq += 1;
      const market = m.markets[0]!;
      const bump = (seq % 2 === 0 ? 1 : -1) * 0.05;
      const changed = {
        ...market,
        outcomes: market.outcomes.map((o, i) =>
          i === seq % 3 ? { ...o, odds: Math.max(1.01, +(o.odds + bump).toFixed(2)) } : o,
        ),
      };
      m.markets[0] = changed;
      m.mainMarket = changed;
      const env = {
        event: 'odds-update',
        ts: Date.now(),
        matchId: m.id,
        sportId: m.sportId,
        mode: 1,
        payload: { matchId: m.id, producerId: 1, providerId: 1, status: 1, markets: [changed] },
      };
      const frame = `id: 1-${seq}\nevent: odds-update\ndata: ${JSON.stringify(env)}\n\n`;
      for (const s of streams) s.write(frame);
    }, 1000 / opts.mock.updatesPerSecond);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (API.some((p) => url.pathname.startsWith(p))) {
      if (world) return mockApi(url, res, world, streams);
      if (opts.target) return proxy(req, res, opts.target);
    }
    let file = join(opts.dist, url.pathname);
    try {
      if (!statSync(file).isFile()) throw new Error('dir');
    } catch {
      file = join(opts.dist, 'index.html');
    }
    let body = gz.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      gz.set(file, body);
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const a = server.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((r) => {
            if (timer) clearInterval(timer);
            for (const s of streams) s.end();
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    }),
  );
}

function proxy(req: IncomingMessage, res: ServerResponse, target: string) {
  const t = new URL(target);
  const upstream = http.request(
    {
      host: t.hostname,
      port: t.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: t.host },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

const TEAMS = [
  'Flamengo',
  'Palmeiras',
  'Corinthians',
  'São Paulo',
  'Grêmio',
  'Internacional',
  'Atlético-MG',
  'Fluminense',
  'Botafogo',
  'Santos',
  'Vasco',
  'Cruzeiro',
  'Bahia',
  'Fortaleza',
];

function mockWorld(n: number): TMatch[] {
  return Array.from({ length: n }, (_, i) => {
    const home = TEAMS[i % TEAMS.length] as string;
    const away = TEAMS[(i * 5 + 3) % TEAMS.length] as string;
    const m = soccerMatch(i, { tournamentName: `Série ${'ABCD'[i % 4]}`, categoryName: 'Brasil' });
    return {
      ...m,
      name: `${home} x ${away}`,
      homeCompetitorName: home,
      awayCompetitorName: away,
      tournamentId: `sr:tournament:${(i % 8) + 1}`,
      tournamentName: `Brasileirão Série ${'ABCD'[i % 4]} · grupo ${(Math.floor(i / 4) % 2) + 1}`,
    };
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function mockApi(url: URL, res: ServerResponse, world: TMatch[], streams: Set<ServerResponse>) {
  const p = url.pathname;
  if (p === '/flags/index.json') return json(res, 200, { value: {} });
  if (p === '/fb/headbar')
    return json(res, 200, {
      data: [
        {
          type: 'sports',
          displayName: 'Futebol',
          sportId: 'sr:sport:1',
          hasLiveEvents: true,
          hasPrematch: true,
          hasPrematchMatchesInList: true,
          itemId: 'sr:sport:1',
          imageUrl: null,
          path: '/esportes/futebol',
          enabled: true,
        },
      ],
    });
  if (p === '/fb/live-matches')
    return json(res, 200, {
      data:
        url.searchParams.get('deviceType') === 'Mobile'
          ? world.map((m) => ({ ...m, markets: m.markets.slice(0, 1) }))
          : world,
    });
  if (p.startsWith('/api/EventFixture/v1/GetFixtureDetail/')) {
    const m = world.find((x) => x.id === decodeURIComponent(p.split('/').pop() ?? ''));
    return m
      ? json(res, 200, { data: m })
      : json(res, 404, { error: { code: 'NOT_FOUND', message: 'Evento não encontrado.' } });
  }
  if (p.startsWith('/stream/')) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': ok\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
    return;
  }
  if (p.startsWith('/api/PrincipalTournaments')) return json(res, 200, { data: [] });
  return json(res, 404, { error: { code: 'NOT_FOUND', message: 'Não encontrado.' } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await serve({
    dist: process.argv[2] ?? 'apps/web/dist',
    target: process.argv[3],
    port: Number(process.env.PORT ?? 0),
  });
  console.log(s.url);
}
