import { describe, expect, it } from 'vitest';
import {
  baseOf,
  categoryFrom,
  gamePath,
  lobbyPath,
  pageCount,
  pageFromSearch,
  pageWindow,
  parseLobbyPath,
} from './lobby-state';

describe('lobby paths', () => {
  it('reads the seeds’ filters and categories under /casino', () => {
    expect(parseLobbyPath()).toEqual({ kind: 'home' });
    expect(parseLobbyPath('slots')).toEqual({ kind: 'filter', filter: 'slots' });
    expect(parseLobbyPath('live', 'roulette_live')).toEqual({
      kind: 'category',
      filter: 'live',
      category: 'roulette_live',
    });
    expect(parseLobbyPath('new')).toEqual({ kind: 'category', filter: null, category: 'new' });
    expect(parseLobbyPath('favorite')).toEqual({ kind: 'category', filter: null, category: 'favorite' });
    expect(parseLobbyPath('providers')).toEqual({ kind: 'providers' });
    expect(parseLobbyPath('providers', 'pragmatic')).toEqual({ kind: 'provider', provider: 'pragmatic' });
  });

  it('reads the Portuguese slugs of /cassino', () => {
    expect(parseLobbyPath('ao-vivo', 'roleta')).toEqual({
      kind: 'category',
      filter: 'live',
      category: 'roulette_live',
    });
    expect(parseLobbyPath('interativos')).toEqual({ kind: 'filter', filter: 'interactivos' });
    expect(parseLobbyPath('provedores', 'pg')).toEqual({ kind: 'provider', provider: 'pg' });
    expect(categoryFrom('novidades')).toBe('new');
  });

  it('answers not found for unknown segments', () => {
    expect(parseLobbyPath('nada')).toEqual({ kind: 'not-found' });
    expect(parseLobbyPath('slots', 'nada')).toEqual({ kind: 'not-found' });
    expect(parseLobbyPath('providers', 'nada')).toEqual({ kind: 'not-found' });
    expect(parseLobbyPath('slots', 'sports')).toEqual({ kind: 'not-found' });
  });

  it('writes ids under /casino and slugs under /cassino, round trip', () => {
    const view = { kind: 'category', filter: 'live', category: 'blackjack_live' } as const;
    expect(lobbyPath('casino', view)).toBe('/casino/live/blackjack_live');
    expect(lobbyPath('cassino', view)).toBe('/cassino/ao-vivo/blackjack');
    const [, , f, c] = lobbyPath('cassino', view).split('/');
    expect(parseLobbyPath(f, c)).toEqual(view);
    expect(lobbyPath('cassino', { kind: 'provider', provider: 'netent' })).toBe('/cassino/provedores/netent');
    expect(gamePath('cassino', 'dice')).toBe('/cassino/game/dice');
    expect(baseOf('/cassino/verificar')).toBe('cassino');
    expect(baseOf('/casino/slots')).toBe('casino');
  });
});

describe('lobby paging', () => {
  it('counts pages with the contract page sizes', () => {
    expect(pageCount(0, 42)).toBe(1);
    expect(pageCount(42, 42)).toBe(1);
    expect(pageCount(43, 42)).toBe(2);
    expect(pageCount(33, 16)).toBe(3);
  });

  it('reads ?pagina= and lays out the page buttons', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('x')).toBe(1);
    expect(pageFromSearch(null)).toBe(1);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
