import type { TMatch } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { useBetSlip } from '../../betting';
import { seedMatches } from '../../sportsbook';
import { type BuilderMarket, builderApi } from '../api/builder-api';
import { useBuilderPicks } from '../stores/builder-picks';
import { BetBuilder } from './BetBuilder';

vi.mock('../api/builder-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/builder-api')>();
  return {
    ...original,
    builderApi: { availableSelections: vi.fn(), calculateOdds: vi.fn(), calculateFilter: vi.fn() },
  };
});

const EVENT = 'sr:match:77';

function line(marketId: number, name: string, specifiers: string, outcomes: [string, string, number][]) {
  return {
    marketId,
    marketTypeId: marketId,
    marketName: name,
    specifiers,
    marketStatus: 1,
    outcomes: outcomes.map(([outcomeId, outcomeName, odds]) => ({
      outcomeId,
      outcomeName,
      outcomeActive: true,
      outcomeValueDecimal: odds,
    })),
  } satisfies BuilderMarket;
}

const MARKETS: BuilderMarket[] = [
  line(1, 'Resultado final', '', [
    ['1', 'Santos', 2.1],
    ['2', 'Empate', 3.3],
    ['3', 'Bahia', 3.6],
  ]),
  ...Array.from({ length: 10 }, (_, i) =>
    line(18, `Total de gols ${i}.5`, `total=${i}.5`, [
      ['12', `Mais de ${i}.5`, 1.5 + i],
      ['13', `Menos de ${i}.5`, 2.5 + i],
    ]),
  ),
  line(29, 'Ambas as equipes marcam', '', [
    ['74', 'Sim', 1.8],
    ['76', 'Não', 1.95],
  ]),
];

const MATCH: TMatch = {
  id: EVENT,
  name: 'Santos vs. Bahia',
  countMarkets: 12,
  matchStatusDescription: 'Não iniciado',
  status: 0,
  scheduleTime: '2030-01-01T18:00:00.000Z',
  homeCompetitorName: 'Santos',
  homeScore: null,
  awayCompetitorName: 'Bahia',
  awayScore: null,
  producerId: 3,
  tournamentId: 'sr:tournament:325',
  sportId: 'sr:sport:1',
  isEarlyPayoutApplied: false,
  providerId: 1,
  bookingStatus: 'Booked',
  parentId: null,
  markets: [],
  time: null,
  hasStreaming: false,
  mainMarket: null,
  tournamentName: 'Brasileirão Série A',
  categoryId: 'sr:category:13',
  categoryName: 'Brasil',
};

const api = vi.mocked(builderApi);
const price = (decimalOdds: number) => ({
  urnEvent: EVENT,
  decimalOdds,
  americanOdds: Math.round((decimalOdds - 1) * 100),
  probability: 1 / decimalOdds,
  legsOdds: decimalOdds * 1.1,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedMatches(client, [MATCH], true);
  render(
    <QueryClientProvider client={client}>
      <BetBuilder matchId={EVENT} />
    </QueryClientProvider>,
  );
}

const outcome = (name: RegExp) => screen.findByRole('button', { name });
const summary = () => screen.getByRole('region', { name: 'Sua aposta criada' });

beforeEach(() => {
  vi.clearAllMocks();
  useBuilderPicks.setState({ byEvent: {} });
  useBetSlip.setState({ betItems: [], ticketStep: 'Initial', ticketType: 0, warning: null });
  api.availableSelections.mockResolvedValue({ eventId: EVENT, markets: MARKETS });
  api.calculateFilter.mockImplementation(async () => ({
    eventId: EVENT,
    markets: MARKETS,
    selectedCount: 0,
  }));
  api.calculateOdds.mockResolvedValue(price(4.5));
});

describe('Criar aposta (the bet builder)', () => {
  it('prices the picks with the server as they are made and shows the combined odds', async () => {
    setup();
    fireEvent.click(await outcome(/^Resultado final: Santos/));
    expect(await screen.findByText('Adicione pelo menos 2 seleções para criar sua aposta.')).toBeTruthy();
    fireEvent.click(await outcome(/^Total de gols 2\.5: Mais de 2\.5/));
    expect(within(summary()).getByText('Calculando a cotação')).toBeTruthy();
    expect((await screen.findByTestId('builder-odds')).textContent).toBe('4,50');
    expect(api.calculateOdds).toHaveBeenCalledTimes(1);
    expect(api.calculateOdds.mock.calls[0]?.[0]).toEqual({
      urnEvent: EVENT,
      marketPunterSelections: [
        { marketId: 1, outcomeId: '1', specifiers: '' },
        { marketId: 18, outcomeId: '12', specifiers: 'total=2.5' },
      ],
    });
    expect(
      screen.getByRole('button', { name: /^Resultado final: Santos/ }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('a combination the server refuses shows the seed message and cannot be added', async () => {
    api.calculateOdds.mockRejectedValue(
      new ApiError(422, 'CUSTOM_BET_INCOMPATIBLE', 'Seleção não compatível.', { selectionIndex: 1 }),
    );
    setup();
    fireEvent.click(await outcome(/^Resultado final: Santos/));
    fireEvent.click(await outcome(/^Total de gols 0\.5: Menos de 0\.5/));
    expect((await screen.findByRole('alert')).textContent).toBe('Seleção não compatível.');
    expect(screen.getByRole('button', { name: 'Adicionar ao boletim' }).hasAttribute('disabled')).toBe(true);
  });

  it('an outcome the filter rules out is refused with the message and not picked', async () => {
    api.calculateFilter.mockImplementation(async () => ({
      eventId: EVENT,
      selectedCount: 1,
      markets: MARKETS.map((m) => ({
        ...m,
        outcomes: m.outcomes.map((o) => ({
          ...o,
          isCompatible: !(m.marketId === 29 && o.outcomeId === '74'),
        })),
      })),
    }));
    setup();
    fireEvent.click(await outcome(/^Resultado final: Santos/));
    const yes = await outcome(/^Ambas as equipes marcam: Sim, não combina com as seleções/);
    expect(yes.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(yes);
    expect((await screen.findByRole('alert')).textContent).toBe('Seleção não compatível.');
    expect(yes.getAttribute('aria-pressed')).toBe('false');
  });

  it('never more than 10 selections', async () => {
    setup();
    fireEvent.click(await outcome(/^Resultado final: Santos/));
    for (let i = 0; i < 9; i++) fireEvent.click(await outcome(new RegExp(`^Total de gols ${i}\\.5: Mais`)));
    fireEvent.click(await outcome(/^Ambas as equipes marcam: Sim/));
    expect((await screen.findByRole('alert')).textContent).toBe('Não é possível fazer mais de 10 seleções.');
    expect(useBuilderPicks.getState().byEvent[EVENT]).toHaveLength(10);
  });

  it('adds the priced combination to the slip as one custom bet item', async () => {
    setup();
    fireEvent.click(await outcome(/^Resultado final: Santos/));
    fireEvent.click(await outcome(/^Ambas as equipes marcam: Sim/));
    await screen.findByTestId('builder-odds');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    const items = useBetSlip.getState().betItems;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      matchId: EVENT,
      matchName: 'Santos vs. Bahia',
      latestOutcome: { outcomeOdds: 4.5 },
      placedOutcome: { outcomeOdds: 4.5 },
    });
    expect(items[0]?.customBet?.selectedMarkets.map((s) => [s.marketId, s.outcomeId, s.outcomeName])).toEqual(
      [
        [1, '1', 'Santos'],
        [29, '74', 'Sim'],
      ],
    );
    expect(useBetSlip.getState().isExpanded).toBe(true);
    expect(await screen.findByText('Aposta criada adicionada ao boletim.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Resultado final: Santos/ }).getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });

  it('an event without custom bets says so', async () => {
    api.availableSelections.mockRejectedValue(
      new ApiError(404, 'CUSTOM_BET_NOT_AVAILABLE', 'Criar aposta indisponível para este evento.'),
    );
    setup();
    expect(await screen.findByText('Criar aposta indisponível para este evento.')).toBeTruthy();
  });
});
