import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFlags } from '../features/flags/use-flags';
import { matchDetailQuery } from '../features/sportsbook/api/fixture';
import { headbarQuery } from '../features/sportsbook/api/headbar';
import { liveMatchesQuery } from '../features/sportsbook/api/live-matches';
import { principalTournamentsQuery } from '../features/sportsbook/api/principal-tournaments';
import { matchTimelineQuery } from '../features/sportsbook/api/timeline';
import { soccerMatch } from '../features/sportsbook/testing/match-fixtures';
import { bootEarly, type EarlyWindow, type RouteFiles } from './early';

const ROUTES: RouteFiles = {
  files: ['/assets/Layout-1.css', '/assets/Layout-1.js', '/assets/Home-2.js', '/assets/Event-3.js'],
  routes: [
    ['^/esportes/?$', [0, 1, 2]],
    ['^/esportes/[^/]+/evento/[^/]+', [0, 1, 3]],
  ],
};

/** A page at `pathname` whose fetch answers `answer(url)` and records what was asked. */
function page(pathname: string, answer: (url: string) => unknown = () => ({ data: [] }), wide = false) {
  const asked: string[] = [];
  const w = {
    location: { pathname },
    document,
    matchMedia: (q: string) => ({ matches: wide && q === '(min-width: 1024px)' }),
    fetch: (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer(url)), { status: 200 }));
    },
  } as unknown as EarlyWindow;
  return { w, asked };
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as EarlyWindow).__placarEarly;
  vi.unstubAllGlobals();
});

describe('boot script (index.html)', () => {
  it('on /esportes asks for the flags, the live list, the highlights and the sports bar, and preloads the page files', () => {
    const { w, asked } = page('/esportes');
    bootEarly(w, ROUTES);
    expect(asked.map((u) => u.replace(/d=\d+/, 'd=…'))).toEqual([
      '/flags/index.json',
      '/fb/live-matches?deviceType=Mobile&d=…',
      '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=10&forwardDays=2',
      '/fb/headbar',
    ]);
    expect(links()).toEqual([
      'preload /assets/Layout-1.css',
      'modulepreload /assets/Layout-1.js',
      'modulepreload /assets/Home-2.js',
    ]);
    expect(document.head.querySelector('link')?.getAttribute('as')).toBe('style');
    expect(
      [...document.head.querySelectorAll('link')].every((l) => l.getAttribute('crossorigin') === ''),
    ).toBe(true);
  });

  it('asks for the wide list on a wide screen', () => {
    const { w, asked } = page('/esportes/', undefined, true);
    bootEarly(w, ROUTES);
    expect(asked[1]).toMatch(/^\/fb\/live-matches\?deviceType=Desktop&d=\d+$/);
  });

  it('on an event page asks for its detail and tracker history (v2 for bg: ids)', () => {
    const { w, asked } = page('/esportes/futebol/evento/bg%3A77/3');
    bootEarly(w, ROUTES);
    expect(asked).toEqual([
      '/flags/index.json',
      '/fb/headbar',
      '/api/EventFixture/v2/GetFixtureDetail/bg%3A77',
      '/api/EventFixture/v2/GetMatchTimeline/bg%3A77',
    ]);
    expect(links()).toContain('modulepreload /assets/Event-3.js');
  });

  it('elsewhere asks only for the flags; a malformed event address asks nothing of it', () => {
    const casino = page('/casino/slots');
    bootEarly(casino.w, ROUTES);
    expect(casino.asked).toEqual(['/flags/index.json']);
    expect(links()).toEqual([]);
    const bad = page('/esportes/futebol/evento/%E0%A4%A');
    bootEarly(bad.w, ROUTES);
    expect(bad.asked).toEqual(['/flags/index.json', '/fb/headbar']);
    expect(links()).toContain('modulepreload /assets/Event-3.js');
  });

  it('asks exactly what the app asks: its queries take every early answer and fetch nothing', async () => {
    const match = soccerMatch(1);
    const answers = (url: string) => {
      if (url.startsWith('/flags/')) return { value: { 'feature-sportsbook': true } };
      if (url.includes('GetFixtureDetail')) return { data: match };
      if (url.includes('GetMatchTimeline')) return { data: { matchId: match.id, entries: [], chances: [] } };
      if (url.includes('PrincipalTournaments')) return { data: [] };
      return { data: [match] };
    };
    const network = vi.fn(() => Promise.reject(new Error('the app asked the network')));
    vi.stubGlobal('fetch', network);
    const client = new QueryClient();

    const home = page('/esportes', answers);
    bootEarly(home.w, ROUTES);
    (window as EarlyWindow).__placarEarly = home.w.__placarEarly;
    expect((await fetchFlags())['feature-sportsbook']).toBe(true);
    expect(await client.fetchQuery(liveMatchesQuery('Mobile', false))).toHaveLength(1);
    expect(await client.fetchQuery(principalTournamentsQuery(false))).toEqual([]);
    expect(await client.fetchQuery(headbarQuery)).toHaveLength(1);

    const event = page(`/esportes/futebol/evento/${encodeURIComponent(match.id)}`, answers);
    bootEarly(event.w, ROUTES);
    (window as EarlyWindow).__placarEarly = event.w.__placarEarly;
    client.clear();
    expect((await client.fetchQuery(matchDetailQuery(match.id))).id).toBe(match.id);
    await client.fetchQuery(matchTimelineQuery(match.id));

    expect(network).not.toHaveBeenCalled();
    expect(Object.keys(event.w.__placarEarly ?? {})).toEqual(['/flags/index.json', '/fb/headbar']);
  });
});
