import type { TMatchTimeline } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedMatches } from '../api/seed-matches';
import { soccerMatch } from '../testing/match-fixtures';
import { MatchTracker } from './MatchTracker';

const match = soccerMatch(4, { homeScore: 1, awayScore: 0, matchStatusDescription: '2º tempo' });
const history: TMatchTimeline = {
  matchId: match.id,
  entries: [
    { ts: 3, clock: 2950, kind: 'period', side: null, homeScore: 1, awayScore: 0, text: '2º tempo' },
    {
      ts: 2,
      clock: 1234,
      kind: 'score',
      side: 'home',
      homeScore: 1,
      awayScore: 0,
      text: 'Time 4 Casa marca: 1 x 0',
    },
    { ts: 1, clock: 0, kind: 'period', side: null, homeScore: 0, awayScore: 0, text: '1º tempo' },
  ],
  chances: [
    { ts: 1, home: 0.45, draw: 0.3, away: 0.25 },
    { ts: 2, home: 0.7, draw: 0.2, away: 0.1 },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('MatchTracker', () => {
  it('shows the events of the match from before the page opened (the history call)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ data: history }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedMatches(client, [match]);
    render(
      <QueryClientProvider client={client}>
        <MatchTracker matchId={match.id} />
      </QueryClientProvider>,
    );
    const goal = await screen.findByText('Time 4 Casa marca: 1 x 0');
    expect(within(goal.closest('li')!).getByText('20:34')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: /Variação da chance de vitória/ })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      `/api/EventFixture/v1/GetMatchTimeline/${encodeURIComponent(match.id)}`,
    );
  });

  it('tells the plays of an untimed sport without a clock', async () => {
    const baseball = soccerMatch(5, { sportId: 'sr:sport:3', matchStatusDescription: '7ª entrada (alta)' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            data: {
              matchId: baseball.id,
              entries: [
                {
                  ts: 1,
                  clock: 8027,
                  kind: 'score',
                  side: 'away',
                  homeScore: 0,
                  awayScore: 1,
                  text: 'Time 5 Fora marca: 0 x 1',
                },
              ],
              chances: [],
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedMatches(client, [baseball]);
    render(
      <QueryClientProvider client={client}>
        <MatchTracker matchId={baseball.id} />
      </QueryClientProvider>,
    );
    const play = await screen.findByText('Time 5 Fora marca: 0 x 1');
    expect(play.closest('li')?.textContent).toBe('Time 5 Fora marca: 0 x 1');
    expect(screen.getByText('Pontuações registradas')).toBeTruthy();
  });
});
