import {
  CASINO_CATEGORIES,
  CASINO_CATEGORY_NAME_PT,
  CASINO_CATEGORY_TYPE_OF,
  CASINO_FILTER_IDS,
  CASINO_FILTER_NAME_PT,
  CASINO_FILTERS,
  CASINO_PAGE_SIZE,
  CASINO_PROVIDERS,
  type TCasinoCategory,
  type TCasinoCategoryInfo,
  type TCasinoFilter,
  type TCasinoGame,
  type TCasinoGamesQuery,
  type TCasinoLobby,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { CATALOGUE, type CatalogueGame, categoriesOf } from './catalogue';
import {
  deleteFavorite,
  insertFavorite,
  selectFavorites,
  selectGamesInMaintenance,
  selectPlaysLastWeek,
  upsertGameMaintenance,
} from './lobby.repository';

/** What the tiles need besides the catalogue: play counts (top), maintenance switches, favourites. */
type LobbyContext = { top: string[]; maintenance: Set<string>; favorites: Set<string> | null };

const TOP_CACHE_MS = 30_000;

/** Games ordered by rounds played in the last 7 days (then catalogue order): the first ones are "top". */
export async function gamesByPlays(platform: Platform): Promise<string[]> {
  const state = platform.modules.casino;
  const hit = state.topGames;
  if (hit && Date.now() - hit.at < TOP_CACHE_MS) return hit.ids;
  const rows = await selectPlaysLastWeek(platform.db);
  const plays = new Map(rows.map((r) => [r.game_id, Number(r.n)]));
  const ids = CATALOGUE.map((g, i) => ({ id: g.id, n: plays.get(g.id) ?? 0, i }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((g) => g.id);
  state.topGames = { at: Date.now(), ids };
  return ids;
}

export async function gamesInMaintenance(platform: Platform): Promise<Set<string>> {
  const rows = await selectGamesInMaintenance(platform.db);
  return new Set(rows.map((r) => r.game_id));
}

export async function setGameMaintenance(platform: Platform, gameId: string, inMaintenance: boolean) {
  await upsertGameMaintenance(platform.db, gameId, inMaintenance);
}

export async function favoriteIds(platform: Platform, userId: number): Promise<Set<string>> {
  const rows = await selectFavorites(platform.db, userId);
  return new Set(rows.map((r) => r.game_id));
}

export async function setFavorite(platform: Platform, userId: number, gameId: string, on: boolean) {
  if (on) await insertFavorite(platform.db, userId, gameId);
  else await deleteFavorite(platform.db, userId, gameId);
}

export async function lobbyContext(platform: Platform, userId: number | null): Promise<LobbyContext> {
  const [order, maintenance, favorites] = await Promise.all([
    gamesByPlays(platform),
    gamesInMaintenance(platform),
    userId === null ? Promise.resolve(null) : favoriteIds(platform, userId),
  ]);
  return { top: order.slice(0, CASINO_PAGE_SIZE.top), maintenance, favorites };
}

export function toTile(game: CatalogueGame, ctx: LobbyContext): TCasinoGame {
  const isTop = ctx.top.includes(game.id);
  const categories = categoriesOf(game, isTop);
  if (ctx.favorites?.has(game.id)) categories.push('favorite');
  const { rules: _rules, minBet: _min, maxBet: _max, ...tile } = game;
  return {
    ...tile,
    categories,
    tags: [...(categories.includes('new') ? (['new'] as const) : []), ...(isTop ? (['top'] as const) : [])],
    inMaintenance: ctx.maintenance.has(game.id),
    ...(ctx.favorites ? { isFavorite: ctx.favorites.has(game.id) } : {}),
  };
}

const filtersOf = (c: TCasinoCategory): TCasinoFilter[] =>
  CASINO_FILTER_IDS.filter((f) => (CASINO_FILTERS[f] as readonly string[]).includes(c));

function inCategory(tile: TCasinoGame, category: TCasinoCategory) {
  return tile.categories.includes(category);
}

export function allTiles(ctx: LobbyContext) {
  return CATALOGUE.map((g) => toTile(g, ctx));
}

function sortFor(category: TCasinoCategory | undefined, ctx: LobbyContext) {
  if (category === 'top')
    return (a: TCasinoGame, b: TCasinoGame) => ctx.top.indexOf(a.id) - ctx.top.indexOf(b.id);
  if (category === 'new')
    return (a: TCasinoGame, b: TCasinoGame) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt);
  return () => 0;
}

export function page<T>(items: T[], pageNumber: number, pageSize: number) {
  return {
    items: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    pageNumber,
    pageSize,
    total: items.length,
  };
}

export function listGames(ctx: LobbyContext, q: TCasinoGamesQuery) {
  let tiles = allTiles(ctx);
  if (q.category)
    tiles = tiles.filter((t) => inCategory(t, q.category as TCasinoCategory)).sort(sortFor(q.category, ctx));
  if (q.filter) {
    const cats = CASINO_FILTERS[q.filter] as readonly TCasinoCategory[];
    tiles = tiles.filter((t) => cats.some((c) => t.categories.includes(c)));
  }
  if (q.provider)
    tiles = tiles.filter((t) => t.providerSlug === q.provider || String(t.providerId) === q.provider);
  return page(tiles, q.pageNumber, q.pageSize);
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Search by name, provider and category names (accents and case ignored). */
export function searchGames(ctx: LobbyContext, term: string, pageNumber: number, pageSize: number) {
  const words = fold(term).split(/\s+/).filter(Boolean);
  const tiles = allTiles(ctx).filter((t) => {
    const hay = fold(
      [t.name, t.id, t.providerName, ...t.categories.map((c) => CASINO_CATEGORY_NAME_PT[c])].join(' '),
    );
    return words.every((w) => hay.includes(w));
  });
  return page(tiles, pageNumber, pageSize);
}

export function categoryInfos(ctx: LobbyContext): TCasinoCategoryInfo[] {
  const tiles = allTiles(ctx);
  return CASINO_CATEGORIES.map((id) => ({
    id,
    name: CASINO_CATEGORY_NAME_PT[id],
    type: CASINO_CATEGORY_TYPE_OF[id],
    filters: filtersOf(id),
    gamesCount: id === 'providers' ? CASINO_PROVIDERS.length : tiles.filter((t) => inCategory(t, id)).length,
  }));
}

export function providerInfos() {
  return CASINO_PROVIDERS.map((p) => ({
    ...p,
    gamesCount: CATALOGUE.filter((g) => g.providerId === p.id).length,
  }));
}

export function lobby(ctx: LobbyContext): TCasinoLobby {
  const tiles = allTiles(ctx);
  const categories = categoryInfos(ctx);
  return {
    filters: CASINO_FILTER_IDS.map((id) => ({
      id,
      name: CASINO_FILTER_NAME_PT[id],
      categories: [...CASINO_FILTERS[id]],
    })),
    categories,
    providers: providerInfos(),
    rails: categories
      .filter((c) => c.type !== 11 && c.gamesCount > 0)
      .map((c) => ({
        category: c.id,
        name: c.name,
        games: tiles
          .filter((t) => inCategory(t, c.id))
          .sort(sortFor(c.id, ctx))
          .slice(0, CASINO_PAGE_SIZE.lobbyRail),
      })),
    top: ctx.top.map((id) => tiles.find((t) => t.id === id)).filter((t): t is TCasinoGame => t !== undefined),
  };
}
