import type { TCrashRoundsPage, TCrashState, TCrashTick } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OriginalsClient } from '../../api/originals-api';
import { DEFAULT_LIMITS } from '../../game/bet-input';
import { CrashFairnessPanel } from './CrashFairnessPanel';
import { CrashGame } from './CrashGame';
import { useCrashLive } from './crash-live';

class SilentEventSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

const summary = (id: number) => ({
  roundId: id,
  status: 'crashed' as const,
  crashPoint: 2.5,
  seedHash: `hash-${id}`,
  seed: `seed-${id}`,
  chainAnchor: 'anchor',
  chainIndex: id,
  salt: 'salt',
  startedAt: '2026-01-01T12:00:00.000Z',
  crashedAt: '2026-01-01T12:00:09.000Z',
  cancelledAt: null,
});
const page = (ids: number[]): TCrashRoundsPage => ({
  items: ids.map(summary),
  pageNumber: 1,
  pageSize: 14,
  total: ids.length,
});
const tick = (over: Partial<TCrashTick> = {}): TCrashTick => ({
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
  ...over,
});
const state: TCrashState = {
  ...tick(),
  myBet: null,
  chainAnchor: 'anchor',
  chainIndex: 42,
  salt: 'salt',
  serverNow: Date.now(),
};

function VerifyStub() {
  return <p data-testid="verify-page">{useLocation().search}</p>;
}

function renderPanel(client: Partial<OriginalsClient>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/cassino/game/crash']}>
        <Routes>
          <Route
            path="/cassino/game/crash"
            element={<CrashFairnessPanel client={client as OriginalsClient} />}
          />
          <Route path="/cassino/verificar" element={<VerifyStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
  useCrashLive.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CrashFairnessPanel', () => {
  it('explains the hash chain: the round’s hash before the crash, no seed pair, the previous round to verify', async () => {
    useCrashLive.getState().setChain(state);
    useCrashLive.getState().follow(tick());
    renderPanel({ crashRounds: vi.fn(async () => page([41, 40])) });
    const panel = screen.getByTestId('crash-fairness');
    expect(panel.textContent).toContain('cadeia de hashes');
    expect(screen.getByTestId('crash-seed-hash').textContent).toBe('hash-42');
    expect(panel.textContent).toContain('Revelada quando a rodada quebrar.');
    expect(panel.textContent).toContain('anchor');
    expect(screen.queryByTestId('crash-seed')).toBeNull();
    // crash has no client seed or nonce of the player's own
    expect(screen.queryByTestId('client-seed')).toBeNull();
    expect(screen.queryByText('Trocar par de sementes')).toBeNull();
    const previous = await screen.findByRole('link', { name: 'Verificar a rodada anterior (#41)' });
    const q = new URL(previous.getAttribute('href') ?? '', 'https://placar.test').searchParams;
    expect([q.get('jogo'), q.get('semente'), q.get('hash'), q.get('cliente'), q.get('nonce')]).toEqual([
      'crash',
      'seed-41',
      'hash-41',
      'salt',
      '0',
    ]);
    expect(screen.getByRole('link', { name: 'página de verificação' }).getAttribute('href')).toBe(
      '/cassino/verificar',
    );
  });

  it('reveals the seed at the crash and opens that round’s verification with the server’s data', async () => {
    const crashRounds = vi.fn(async () => page([41, 40]));
    useCrashLive.getState().setChain(state);
    useCrashLive.getState().follow(tick());
    renderPanel({ crashRounds });
    await screen.findByRole('link', { name: 'Verificar a rodada anterior (#41)' });
    crashRounds.mockImplementation(async () => page([42, 41, 40]));
    act(() => useCrashLive.getState().follow(tick({ phase: 'crashed', seed: 'seed-42', multiplier: 2.5 })));
    expect(screen.getByTestId('crash-seed').textContent).toBe('seed-42');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar a rodada #42' }));
    const verify = await screen.findByTestId('verify-page');
    const q = new URLSearchParams(verify.textContent ?? '');
    expect([q.get('jogo'), q.get('semente'), q.get('hash'), q.get('cliente')]).toEqual([
      'crash',
      'seed-42',
      'hash-42',
      'salt',
    ]);
    expect(crashRounds).toHaveBeenCalledTimes(2);
  });

  it('is fed by the game: the round and the chain of the State call', async () => {
    const client = {
      crashState: vi.fn(async () => state),
      crashRounds: vi.fn(async () => page([41])),
      session: vi.fn(async () => ({ balance: 10 })),
    };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CrashGame
            client={client as unknown as OriginalsClient}
            mode="free"
            detail={{ id: 'crash' } as never}
            balance={10}
            limits={DEFAULT_LIMITS}
            onRound={vi.fn()}
            onBalance={vi.fn()}
            onError={vi.fn()}
          />
          <CrashFairnessPanel client={client as unknown as OriginalsClient} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('crash-seed-hash').textContent).toBe('hash-42'));
    expect(useCrashLive.getState().chain).toMatchObject({ chainAnchor: 'anchor', salt: 'salt' });
    // one list request for the game and the panel
    expect(client.crashRounds).toHaveBeenCalledTimes(1);
  });
});
