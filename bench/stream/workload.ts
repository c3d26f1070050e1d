import type { TStreamEnvelope } from '@placar/contract';

/** The benchmark's live catalogue: 200 live matches over 10 sports (20 each), 2 tournaments per sport. */
export const SPORTS = 10;
export const MATCHES = 200;
const PER_SPORT = MATCHES / SPORTS;

export const matchId = (m: number) => `sr:match:${1_000_000 + m}`;
export const sportId = (m: number) => `sr:sport:${(m % SPORTS) + 1}`;
const tournamentId = (m: number) => `sr:tournament:${(m % (SPORTS * 2)) + 1}`;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** Client mix: shares of home, sport/{id} and match/{id} streams. */
export type Mix = { home: number; sport: number; match: number };
export const DEFAULT_MIX: Mix = { home: 0.1, sport: 0.3, match: 0.6 };

/** The stream path of client `i` (deterministic, spread over sports and matches). */
export function clientPath(i: number, mix: Mix): string {
  const r = (i * 0.6180339887) % 1; // low-discrepancy spread of the shares
  if (r < mix.home) return '/stream/home';
  if (r < mix.home + mix.sport) return `/stream/sport/sr:sport:${(i % SPORTS) + 1}`;
  return `/stream/match/${matchId(i % MATCHES)}`;
}

/** How many of one burst's messages (one odds change per match) client `i` should receive. */
export function expectedPerBurst(path: string): number {
  if (path === '/stream/home') return MATCHES;
  if (path.startsWith('/stream/sport/')) return PER_SPORT;
  return 1;
}

/**
 * One odds change of match `m`, stamped with the publish time (`payload.sentAt`: the payload's
 * first key, the clients look for `{"sentAt":`).
 */
export function oddsChange(m: number, burst: number): TStreamEnvelope {
  const now = wallNow();
  const p = 0.35 + ((m * 7 + burst * 13) % 30) / 100;
  const price = (x: number) => Math.round((1 / x) * 0.94 * 100) / 100;
  return {
    event: 'odds-update',
    ts: Math.floor(now),
    matchId: matchId(m),
    sportId: sportId(m),
    tournamentId: tournamentId(m),
    mode: 1,
    payload: {
      sentAt: now,
      markets: [
        {
          id: 1,
          specifiers: '',
          status: 1,
          outcomes: [
            { id: '1', odds: price(p), active: 1 },
            { id: '2', odds: price(0.27), active: 1 },
            { id: '3', odds: price(1 - p - 0.27), active: 1 },
          ],
        },
      ],
    },
  };
}

/** Messages between the orchestrator and the server processes. */
export type ServerCommand = { burst: number } | { stop: true };
export type ServerReport = { url: string } | { published: number; burst: number };
