import type { TCasinoGameDetail, TCrashBet, TCrashRoundsPage, TCrashState } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OriginalsClient } from '../../api/originals-api';
import { DEFAULT_LIMITS } from '../../game/bet-input';
import { CrashGame } from './CrashGame';

/** The stream is not under test here: an EventSource that never delivers. */
class SilentEventSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

const state = (over: Partial<TCrashState> = {}): TCrashState => ({
  roundId: 42,
  phase: 'running',
  multiplier: 1.4,
  bettingEndsAt: Date.now() - 5_000,
  startedAt: Date.now() - 4_000,
  crashedAt: null,
  seedHash: 'hash-42',
  seed: null,
  cashouts: [],
  playersCount: 3,
  totalBet: 30,
  myBet: null,
  chainAnchor: 'anchor',
  chainIndex: 42,
  salt: 'salt',
  serverNow: Date.now(),
  ...over,
});
const myBet: TCrashBet = {
  betId: 9,
  roundId: 42,
  amount: 10,
  autoCashout: null,
  cashedOutAt: null,
  win: 0,
  status: 'active',
};
const rounds: TCrashRoundsPage = {
  items: [41, 40].map((id) => ({
    roundId: id,
    status: 'crashed' as const,
    crashPoint: id === 41 ? 2.5 : 1.1,
    seedHash: `hash-${id}`,
    seed: `seed-${id}`,
    chainAnchor: 'anchor',
    chainIndex: id,
    salt: 'salt',
    startedAt: '2026-01-01T12:00:00.000Z',
    crashedAt: '2026-01-01T12:00:09.000Z',
    cancelledAt: null,
  })),
  pageNumber: 1,
  pageSize: 14,
  total: 2,
};

function renderGame(s: TCrashState, over: { crashRounds?: () => Promise<TCrashRoundsPage> } = {}) {
  const client = {
    crashState: vi.fn(async () => s),
    crashRounds: vi.fn(async () => rounds),
    crashCashout: vi.fn(async () => ({ multiplier: 1.45, win: 14.5 })),
    crashBet: vi.fn(),
    session: vi.fn(async () => ({ balance: 104.5 })),
    ...over,
  };
  const onRound = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CrashGame
          client={client as unknown as OriginalsClient}
          mode="real"
          detail={{ id: 'crash' } as TCasinoGameDetail}
          balance={90}
          limits={DEFAULT_LIMITS}
          onRound={onRound}
          onBalance={vi.fn()}
          onError={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, onRound };
}

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CrashGame', () => {
  it('after a reload during a round, shows the player’s bet with the cash-out button, which cashes it out', async () => {
    const { client, onRound } = renderGame(state({ myBet }));
    const cashout = await screen.findByTestId('crash-cashout');
    fireEvent.click(cashout);
    await waitFor(() => expect(client.crashCashout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onRound).toHaveBeenCalledWith({ balance: 104.5 }));
    expect(await screen.findByText('Retirado em 1,45×')).toBeTruthy();
  });

  it('without a bet in the round offers the next round instead', async () => {
    renderGame(state());
    expect(await screen.findByRole('button', { name: 'Apostar na próxima rodada' })).toBeTruthy();
    expect(screen.queryByTestId('crash-cashout')).toBeNull();
  });

  it('lists a cancelled round as cancelled, with its bets refunded and its seed to verify', async () => {
    const cancelled = {
      ...rounds.items[0]!,
      roundId: 39,
      status: 'cancelled' as const,
      crashPoint: 7.77,
      seedHash: 'hash-39',
      seed: 'seed-39',
      startedAt: null,
      crashedAt: null,
      cancelledAt: '2026-01-01T11:59:00.000Z',
    };
    renderGame(state(), {
      crashRounds: vi.fn(async () => ({ ...rounds, items: [...rounds.items, cancelled] })),
    });
    const row = await screen.findByRole('button', { name: /Rodada #39/ });
    expect(row.textContent).toContain('Cancelada');
    expect(row.textContent).not.toContain('7,77');
    // no pill for it in the strip of crash points
    expect(screen.queryByRole('button', { name: /Rodada 39:/ })).toBeNull();
    fireEvent.click(row);
    const details = await screen.findByTestId('crash-round-details');
    expect(details.textContent).toContain('apostas em aberto foram devolvidas');
    expect(details.textContent).toContain('seed-39');
    expect(screen.getByRole('link', { name: 'Verificar esta rodada' })).toBeTruthy();
  });

  it('shows the rounds before, and a round’s seeds and verification link on demand', async () => {
    const { client } = renderGame(state());
    const pill = await screen.findByRole('button', { name: 'Rodada 41: 2,50×, ver detalhes' });
    expect(client.crashRounds).toHaveBeenCalledWith(1, 14);
    expect(screen.getByRole('button', { name: 'Rodada 40: 1,10×, ver detalhes' })).toBeTruthy();
    fireEvent.click(pill);
    const details = await screen.findByTestId('crash-round-details');
    expect(details.textContent).toContain('hash-41');
    expect(details.textContent).toContain('seed-41');
    const link = screen.getByRole('link', { name: 'Verificar esta rodada' });
    const q = new URL(link.getAttribute('href') ?? '', 'https://placar.test').searchParams;
    expect([q.get('jogo'), q.get('semente'), q.get('cliente'), q.get('nonce')]).toEqual([
      'crash',
      'seed-41',
      'salt',
      '0',
    ]);
  });
});
