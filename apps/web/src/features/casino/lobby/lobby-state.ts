import {
  CASINO_CATEGORIES,
  CASINO_FILTER_IDS,
  CASINO_PROVIDERS,
  type TCasinoCategory,
  type TCasinoFilter,
} from '@placar/contract';

/** /casino keeps the seeds' ids; /cassino is the new layout with Portuguese slugs (seed 000 section 2). */
export type CasinoBase = 'casino' | 'cassino';

export type LobbyView =
  | { kind: 'home' }
  | { kind: 'filter'; filter: TCasinoFilter }
  | { kind: 'category'; filter: TCasinoFilter | null; category: TCasinoCategory }
  | { kind: 'providers' }
  | { kind: 'provider'; provider: string }
  | { kind: 'not-found' };

/** Portuguese slugs of the filters and categories under /cassino. */
export const FILTER_SLUG_PT: Record<TCasinoFilter, string> = {
  slots: 'slots',
  live: 'ao-vivo',
  raspaditos: 'raspadinhas',
  interactivos: 'interativos',
};
export const CATEGORY_SLUG_PT: Record<TCasinoCategory, string> = {
  slots: 'slots',
  blackjack_live: 'blackjack',
  roulette_live: 'roleta',
  baccarat: 'bacara',
  contests_live: 'game-shows',
  interactivos: 'interativos',
  raspaditos: 'raspadinhas',
  dados: 'dados',
  poquer: 'poquer',
  bingo: 'bingo',
  torneo: 'torneios',
  top: 'mais-jogados',
  other: 'outros',
  gratis: 'gratis',
  new: 'novidades',
  premios: 'grandes-premios',
  providers: 'provedores',
  favorite: 'favoritos',
  casino: 'todos',
  sports: 'esportes',
  giramania: 'giramania',
};

const invert = <K extends string>(m: Record<K, string>) =>
  new Map<string, K>(Object.entries(m).map(([k, v]) => [v as string, k as K]));
const FILTER_BY_SLUG = invert(FILTER_SLUG_PT);
const CATEGORY_BY_SLUG = invert(CATEGORY_SLUG_PT);

/** A filter from its id (either base) or its Portuguese slug. */
export function filterFrom(segment: string | undefined): TCasinoFilter | null {
  if (!segment) return null;
  if ((CASINO_FILTER_IDS as string[]).includes(segment)) return segment as TCasinoFilter;
  return FILTER_BY_SLUG.get(segment) ?? null;
}

/** A category from its id or its Portuguese slug. */
export function categoryFrom(segment: string | undefined): TCasinoCategory | null {
  if (!segment) return null;
  if ((CASINO_CATEGORIES as readonly string[]).includes(segment)) return segment as TCasinoCategory;
  return CATEGORY_BY_SLUG.get(segment) ?? null;
}

const providerSlugs = new Set<string>(CASINO_PROVIDERS.map((p) => p.slug));

/**
 * The lobby view of /casino/{casinoFilterID}/{casinoCategoryID}: a filter tab, a category grid (alone
 * or inside a filter), the provider list or one provider's games. Unknown segments are not found.
 */
export function parseLobbyPath(filterSegment?: string, categorySegment?: string): LobbyView {
  if (!filterSegment) return { kind: 'home' };
  const filter = filterFrom(filterSegment);
  const asCategory = filter ? null : categoryFrom(filterSegment);
  if (asCategory === 'providers') {
    if (!categorySegment) return { kind: 'providers' };
    return providerSlugs.has(categorySegment)
      ? { kind: 'provider', provider: categorySegment }
      : { kind: 'not-found' };
  }
  if (!categorySegment) {
    if (filter) return { kind: 'filter', filter };
    if (asCategory && asCategory !== 'sports' && asCategory !== 'casino')
      return { kind: 'category', filter: null, category: asCategory };
    if (asCategory === 'casino') return { kind: 'home' };
    return { kind: 'not-found' };
  }
  const category = categoryFrom(categorySegment);
  if (!filter || !category || category === 'providers' || category === 'sports') return { kind: 'not-found' };
  return { kind: 'category', filter, category };
}

/** The path of a lobby view under a base (ids under /casino, Portuguese slugs under /cassino). */
export function lobbyPath(base: CasinoBase, view: LobbyView): string {
  const f = (x: TCasinoFilter) => (base === 'cassino' ? FILTER_SLUG_PT[x] : x);
  const c = (x: TCasinoCategory) => (base === 'cassino' ? CATEGORY_SLUG_PT[x] : x);
  switch (view.kind) {
    case 'home':
    case 'not-found':
      return `/${base}`;
    case 'filter':
      return `/${base}/${f(view.filter)}`;
    case 'category':
      return view.filter ? `/${base}/${f(view.filter)}/${c(view.category)}` : `/${base}/${c(view.category)}`;
    case 'providers':
      return `/${base}/${c('providers')}`;
    case 'provider':
      return `/${base}/${c('providers')}/${view.provider}`;
  }
}

export function gamePath(base: CasinoBase, gameId: string): string {
  return `/${base}/game/${encodeURIComponent(gameId)}`;
}

/** The base a pathname is under. */
export function baseOf(pathname: string): CasinoBase {
  return pathname.startsWith('/cassino') ? 'cassino' : 'casino';
}

/** Number of pages of a paged answer (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page number of `?pagina=`: a whole number from 1, else 1. */
export function pageFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The list of page buttons around the current page: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, pages: number, span = 1): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= span) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}
