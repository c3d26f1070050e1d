import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modules as allModules } from '../../modules';
import { configureBetting } from '../../modules/betting/betting.config';
import { auth, createBettor, oneXTwo, startFeed, total } from '../../modules/betting/betting.test-support';
import { createTestApp, type TestApp } from '../../testing/platform';
import { ZConfig } from '../config';
import type { PlacarModule } from '../module';

/**
 * Issue 17 defect 4: one address (a home behind one router) with a real session's traffic against the
 * server's real limits (the configuration defaults, not the test platform's) must never meet a 429.
 * Two tabs of one bettor and a second person browsing the casino on the same address; page loads with
 * every file of a build; a live bet with the slip's ticket-status polling (seed 002: 15 rounds); then
 * five minutes (fake clock) of the web client's polls in both tabs, as if both stayed visible.
 */
const IP = '198.51.100.77';
const LIVE = 'sr:match:7701';

/** A build's files: chunks, styles, fonts, images (a casino lobby shows a hundred game tiles). */
function builtWeb(): { module: PlacarModule; files: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'placar-session-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'games'));
  const files = ['/sw.js', '/manifest.webmanifest', '/favicon.svg'];
  for (let i = 0; i < 40; i++) files.push(`/assets/chunk-${i}.js`);
  for (let i = 0; i < 6; i++) files.push(`/assets/style-${i}.css`, `/assets/font-${i}.woff2`);
  for (let i = 0; i < 120; i++) files.push(`/games/tile-${i}.webp`);
  for (const f of files) writeFileSync(join(root, f), 'x');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Placar</title>');
  return {
    files,
    module: {
      name: 'built-web',
      async routes(app) {
        await app.register(fastifyStatic, { root, wildcard: true });
      },
    },
  };
}

describe('a real session from one address meets no limit', () => {
  let sut: TestApp;
  let web: ReturnType<typeof builtWeb>;
  const statuses = new Map<string, number[]>();

  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await sut.app.inject({
      method,
      url,
      remoteAddress: IP,
      headers: token ? auth(token) : {},
      ...(payload ? { payload } : {}),
    });
    const key = `${method} ${url.split('?')[0]}`;
    statuses.set(key, [...(statuses.get(key) ?? []), res.statusCode]);
    return res;
  };

  beforeAll(async () => {
    web = builtWeb();
    const defaults = ZConfig.parse({});
    sut = await createTestApp({
      start: false,
      modules: [...allModules, web.module],
      env: {
        RATE_LIMIT_PER_MINUTE: String(defaults.RATE_LIMIT_PER_MINUTE),
        LOGIN_RATE_LIMIT_PER_MINUTE: String(defaults.LOGIN_RATE_LIMIT_PER_MINUTE),
      },
    });
    configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
    const { bettingModule } = await import('../../modules/betting');
    await bettingModule.start?.(sut.platform);
    const feed = await startFeed(sut.platform);
    await feed.match(LIVE, [oneXTwo([2.2, 3.3, 3.1]), total(2.5, 1.9, 1.9)], { live: true });
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await sut?.close();
  });

  it('answers no 429 (and no 5xx) to two tabs, a live bet, polling and a neighbour', {
    timeout: 300_000,
  }, async () => {
    const { token } = await createBettor(sut.platform, 50_000);
    const loadFiles = async (count = web.files.length) => {
      for (const f of web.files.slice(0, count)) await call('GET', f);
    };
    // what a signed-in page asks besides its own data (shell: user, balance, flags, session)
    const shell = async () => {
      await call('GET', '/flags/index.json');
      await call('GET', '/api/Users/', token);
      await call('GET', '/api/Wallet/Total/Amount/ByAccountType', token);
      await call('GET', '/api/user/LastDepositDetail', token);
      await call('GET', '/api/User/PendingWithdrawal', token);
      await call('GET', '/fb/headbar');
    };
    const sportsHome = async () => {
      await loadFiles(70);
      await shell();
      await call('GET', '/fb/live-matches?deviceType=Mobile&d=1');
      await call(
        'GET',
        '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=10&forwardDays=2',
      );
    };
    const livePage = async () => {
      await loadFiles(50);
      await shell();
      await call('GET', `/api/EventFixture/v1/GetFixtureDetail/${LIVE}`);
      await call('GET', `/api/EventFixture/v1/GetMatchTimeline/${LIVE}`);
    };
    const casinoLobby = async (who?: string) => {
      await loadFiles();
      await call('GET', '/flags/index.json');
      await call('GET', '/api/Casino/Lobby', who);
      await call('GET', '/api/Casino/Categories', who);
      await call('GET', '/api/Casino/Providers', who);
    };

    // Tab 1 and tab 2 open, the neighbour browses the casino (three lobby visits).
    await sportsHome();
    await sportsHome();
    for (let i = 0; i < 3; i++) await casinoLobby();
    await livePage();

    // The live bet, then the slip's ticket-status rounds (seed 002 section 8).
    const placed = await call('POST', '/api/Ticket/v1/PlaceBet/MultiSingle', token, {
      connectionId: `session-${Date.now()}`,
      ticketRequest: {
        oddsChangeType: 1,
        ticketBetSelection: [
          { eventId: LIVE, marketId: 1, specifiers: '', outcomeId: '1', outcomeValueDecimal: 2.2, stake: 10 },
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    const ticketId = placed.json().data.ticketId ?? placed.json().data.validTicket?.[0]?.ticketId;
    expect(ticketId).toBeTruthy();
    for (let round = 0; round < 15; round++)
      await call('GET', `/api/Ticket/v1/TicketStatus/${ticketId}`, token);
    // the bet invalidates the balance and the history in the tab that placed it
    await call('GET', '/api/Wallet/Total/Amount/ByAccountType', token);
    await call('GET', '/api/UserBet/Bets/ByRangeByStatus', token);

    // Five minutes of polls in both tabs, on a fake clock (the limits' windows roll as in real life).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let s = 5; s <= 300; s += 5) {
      vi.setSystemTime(Date.now() + 5_000);
      for (let tab = 0; tab < 2; tab++) {
        if (s % 20 === 0) await call('GET', '/api/Wallet/Total/Amount/ByAccountType', token);
        if (s % 60 === 0) await call('GET', '/api/user/LastDepositDetail', token);
        if (s % 60 === 0) await call('POST', '/api/ResponsibleGame/Session/Heartbeat', token);
        if (s % 120 === 0) await call('GET', '/flags/index.json');
      }
      // the neighbour keeps browsing: a casino lobby every half minute
      if (s % 30 === 0) await casinoLobby();
    }

    const limited = [...statuses].filter(([, list]) => list.includes(429)).map(([k]) => k);
    const failed = [...statuses].filter(([, list]) => list.some((st) => st >= 500)).map(([k]) => k);
    expect(limited).toEqual([]);
    expect(failed).toEqual([]);
    // the session was real: files and API calls were answered
    expect(statuses.get('GET /assets/chunk-0.js')?.every((st) => st === 200)).toBe(true);
    expect(statuses.get('GET /api/Wallet/Total/Amount/ByAccountType')?.every((st) => st === 200)).toBe(true);
  });
});
