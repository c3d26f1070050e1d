/**
 * The first requests of a visit, started by a tiny script of index.html (`<script async>`, emitted by
 * vite.config.ts as `(bootEarly)(window, routes)`) before the app's JavaScript has arrived: the flags
 * every page waits for, the first screen's data of the sportsbook pages and their route chunks
 * (modulepreload) and stylesheets (preload). On a phone the app bundle alone takes most of a second
 * to arrive; these requests ride along instead of starting after it. The app takes the answers once
 * through lib/api/early.ts; nothing is lost when it never does (it asks again).
 *
 * Self-contained on purpose (it runs as its own classic script): no imports, no outer names, plain
 * syntax. The URLs are the ones the app's queries ask for (early.test.ts checks them against the
 * queries), without admin mode (off at every page start).
 */

/** A request started before the app: its start time (ms since epoch) and its answer. */
export type EarlyRequest = { at: number; res: Promise<Response> };
export type EarlyWindow = Window & { __placarEarly?: Record<string, EarlyRequest> };
/**
 * The chunk and stylesheet files (site paths) of the preloaded pages, and per page its path pattern
 * (RegExp source) and the indexes of its files (pages share most of them).
 */
export type RouteFiles = { files: string[]; routes: Array<[pattern: string, files: number[]]> };

export function bootEarly(w: EarlyWindow, { files, routes }: RouteFiles): void {
  const path = w.location.pathname;
  const doc = w.document;
  const early: Record<string, EarlyRequest> = {};
  w.__placarEarly = early;
  const get = (url: string) => {
    const res = w.fetch(url, { headers: { accept: 'application/json' } });
    // an answer the app never takes must not report an unhandled rejection
    res.catch(() => undefined);
    early[url] = { at: Date.now(), res };
  };
  get('/flags/index.json');
  if (/^\/esportes\/?$/.test(path)) {
    const wide = w.matchMedia?.('(min-width: 1024px)').matches;
    get(`/fb/live-matches?deviceType=${wide ? 'Desktop' : 'Mobile'}&d=${Date.now()}`);
    get('/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=10&forwardDays=2');
  }
  if (/^\/esportes(\/|$)/.test(path)) get('/fb/headbar');
  const event = /^\/esportes\/[^/]+\/evento\/([^/]+)/.exec(path)?.[1];
  let id: string | null = null;
  try {
    id = event ? decodeURIComponent(event) : null;
  } catch {
    // a malformed address: the page says so, nothing to ask early
  }
  if (id) {
    const version = id.startsWith('bg:') ? 'v2' : 'v1';
    get(`/api/EventFixture/${version}/GetFixtureDetail/${encodeURIComponent(id)}`);
    get(`/api/EventFixture/${version}/GetMatchTimeline/${encodeURIComponent(id)}`);
  }
  for (const [pattern, indexes] of routes) {
    if (!new RegExp(pattern).test(path)) continue;
    for (const i of indexes) {
      const href = files[i];
      if (!href) continue;
      const link = doc.createElement('link');
      const css = href.endsWith('.css');
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      // as Vite's own links ask for them (else the preloaded copy is not used)
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    return;
  }
}
