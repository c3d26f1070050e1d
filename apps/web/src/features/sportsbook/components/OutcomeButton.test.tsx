import type { TFeedOddsPayload } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedMatches } from '../api/seed-matches';
import { writeStreamMessage } from '../cache/stream-writer';
import { soccerMatch } from '../testing/match-fixtures';
import { MatchRow } from './MatchRow';

// Every render of an OutcomeButton reads its outcome through useOutcome exactly once: counting the
// calls per outcome counts the renders.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../hooks/use-outcome', async (importOriginal) => {
  const original = await importOriginal<typeof import('../hooks/use-outcome')>();
  return {
    useOutcome: (matchId: string, marketKey: string, outcomeId: string) => {
      const k = `${matchId}|${outcomeId}`;
      renders.set(k, (renders.get(k) ?? 0) + 1);
      return original.useOutcome(matchId, marketKey, outcomeId);
    },
  };
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const matches = [soccerMatch(1), soccerMatch(2)];
  seedMatches(client, matches);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {matches.map((m) => (
          <MatchRow key={m.id} matchId={m.id} wide />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, matches };
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('an odds change', () => {
  beforeEach(() => renders.clear());

  it('re-renders the one outcome button it changes and nothing else', async () => {
    const { client, matches } = setup();
    await flush();
    const before = new Map(renders);
    expect(before.get('sr:match:1001|1')).toBeGreaterThan(0);

    const id = matches[0]!.id;
    const original = matches[0]!.markets[0]!;
    const changed = {
      ...original,
      outcomes: original.outcomes.map((o) => (o.outcomeId === '1' ? { ...o, odds: 2.25 } : o)),
    };
    const payload: TFeedOddsPayload = {
      matchId: id,
      producerId: 1,
      providerId: 1,
      status: 1,
      markets: [changed],
    };
    act(() =>
      writeStreamMessage(client, { event: 'odds-update', ts: Date.now(), matchId: id, payload, id: '1' }),
    );
    await flush();

    const delta = (k: string) => (renders.get(k) ?? 0) - (before.get(k) ?? 0);
    expect(delta(`${id}|1`)).toBeGreaterThan(0);
    for (const other of ['2', '3', '12', '13']) expect(delta(`${id}|${other}`)).toBe(0);
    for (const o of ['1', '2', '3', '12', '13']) expect(delta(`sr:match:1002|${o}`)).toBe(0);
    expect(
      screen.getByRole('button', { name: /^1 2,25, Time 1 Casa x Time 1 Fora, Resultado final/ }),
    ).toBeTruthy();
  });

  it('a bet stop disables the market buttons and says so in words', async () => {
    const { client, matches } = setup();
    await flush();
    const id = matches[0]!.id;
    act(() =>
      writeStreamMessage(client, {
        event: 'bet-stop',
        ts: Date.now(),
        matchId: id,
        payload: { matchId: id, producerId: 1, marketIds: [1], reason: 'bet-stop' },
        id: '2',
      }),
    );
    await flush();
    const suspended = screen.getAllByRole('button', {
      name: /^\S+ suspenso, Time 1 Casa x Time 1 Fora, Resultado final/,
    });
    expect(suspended).toHaveLength(3);
    for (const b of suspended) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Suspenso').length).toBeGreaterThanOrEqual(3);
  });
});
