import type { TCasinoHistoryPage, TCasinoRoundDetail } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OriginalsClient } from '../api/originals-api';
import { FairnessPanel } from './FairnessPanel';
import { lastRoundPrefill, type RoundLookup } from './last-round';
import { readVerifyPrefill } from './verify-link';

const OLD = { serverSeedHash: 'a'.repeat(64), clientSeed: 'minha', nonce: 0 };
const revealed = { ...OLD, serverSeed: 'b'.repeat(64), nonce: 8 };

const round = (id: number, gameId: string, nonce: number, hash = OLD.serverSeedHash): TCasinoRoundDetail => ({
  id,
  gameId,
  gameName: gameId === 'dice' ? 'Dados' : 'Minas',
  providerId: 0,
  providerName: 'Placar Originals',
  bet: 1,
  win: 0,
  refunded: 0,
  status: 'closed',
  startedAt: '2026-11-26T17:00:00.000Z',
  closedAt: '2026-11-26T17:00:01.000Z',
  multiplier: 0,
  outcome: null,
  fairness: { serverSeedHash: hash, serverSeed: null, clientSeed: 'minha', nonce, params: { target: 5000 } },
  transactions: [],
});

/** The pair served dice (nonces 0…5, round 41 the last) and then Mines (nonces 6 and 7). */
function lookupOf(rounds: TCasinoRoundDetail[]): RoundLookup {
  return {
    list: vi.fn(
      async (gameId: string): Promise<TCasinoHistoryPage> => ({
        items: rounds.filter((r) => r.gameId === gameId),
        pageNumber: 1,
        pageSize: 3,
        total: rounds.length,
      }),
    ),
    detail: vi.fn(async (id: number) => rounds.find((r) => r.id === id) as TCasinoRoundDetail),
  };
}

function VerifyStub() {
  return <p data-testid="verify-page">{useLocation().search}</p>;
}

function renderPanel(lookup: RoundLookup) {
  const client = {
    seeds: vi.fn(async () => OLD),
    rotate: vi.fn(async () => ({ revealed, next: { ...OLD, serverSeedHash: 'c'.repeat(64) } })),
  } as unknown as OriginalsClient;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/cassino/game/dice']}>
        <Routes>
          <Route
            path="/cassino/game/dice"
            element={<FairnessPanel client={client} token="t" gameId="dice" lookup={lookup} />}
          />
          <Route path="/cassino/verificar" element={<VerifyStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('"Verificar a última rodada" (issue 17 defect 3)', () => {
  it('on the dice page links the last dice round of the revealed pair, not nonce − 1 (a Mines round)', async () => {
    renderPanel(lookupOf([round(43, 'mines', 7), round(42, 'mines', 6), round(41, 'dice', 5)]));
    fireEvent.click(screen.getByRole('button', { name: 'Trocar par de sementes' }));
    fireEvent.click(await screen.findByTestId('verify-last-round'));
    const q = readVerifyPrefill(
      new URLSearchParams((await screen.findByTestId('verify-page')).textContent ?? ''),
    );
    expect(q).toMatchObject({
      gameId: 'dice',
      roundId: 41,
      nonce: 5,
      serverSeed: revealed.serverSeed,
      params: { target: 5000 },
    });
  });

  it('says so when this game had no round under the revealed pair', async () => {
    renderPanel(lookupOf([round(43, 'mines', 7), round(30, 'dice', 9, 'd'.repeat(64))]));
    fireEvent.click(screen.getByRole('button', { name: 'Trocar par de sementes' }));
    expect((await screen.findByTestId('no-last-round')).textContent).toContain('Nenhuma rodada deste jogo');
    expect(screen.queryByTestId('verify-last-round')).toBeNull();
  });

  it('lastRoundPrefill skips rounds of another game and of another seed pair', async () => {
    const lookup = lookupOf([round(50, 'dice', 2, 'e'.repeat(64)), round(41, 'dice', 5)]);
    expect(await lastRoundPrefill('dice', revealed, lookup)).toMatchObject({ roundId: 41, nonce: 5 });
    expect(await lastRoundPrefill('mines', revealed, lookup)).toBeNull();
  });
});
