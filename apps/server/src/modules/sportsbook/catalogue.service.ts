import type { TBrand, TCategory, THeaderItem, TSport, TTournament } from '@placar/contract';
import { sportById } from '@placar/domain/sportsbook/sports';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { countEventsByTournament, listSports, listTournaments } from '../feed';
import { sportAllowed, tournamentAllowed } from './brand-rules';

const LAYOUT = {
  '1x2': '1x2',
  'handicap-total-winner': 'handicap-total-winner',
  'two-outcome-winner': 'two-way',
  'special-winner': 'special-winner',
} as const;

export type Catalogue = { sports: TSport[]; tournamentsBySport: Map<string, TTournament[]> };
const TTL_MS = 5_000;

/** Sports and tournaments with live/prematch counts, after the brand's restrictions; cached 5 s. */
export function catalogue(platform: Platform, brand: TBrand): Promise<Catalogue> {
  const perBrand = platform.modules.sportsbook.catalogues;
  const hit = perBrand.get(brand);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = build(platform, brand);
  perBrand.set(brand, { at: Date.now(), value });
  value.catch(() => perBrand.delete(brand));
  return value;
}

export function invalidateCatalogue(platform: Platform) {
  platform.modules.sportsbook.catalogues.clear();
}

async function build(platform: Platform, brand: TBrand): Promise<Catalogue> {
  const now = Date.now();
  const [sports, tournaments, counts] = await Promise.all([
    listSports(platform),
    listTournaments(platform),
    countEventsByTournament(platform, now),
  ]);
  const tournamentsBySport = new Map<string, TTournament[]>();
  for (const t of tournaments) {
    if (!tournamentAllowed(brand, t)) continue;
    const c = counts.get(t.id) ?? { live: 0, prematch: 0 };
    const list = tournamentsBySport.get(t.sport_id) ?? [];
    list.push({
      id: t.id,
      name: t.name,
      sportId: t.sport_id,
      categoryId: t.category_id,
      categoryName: t.category_name,
      liveCount: sportAllowed(brand, t.sport_id, 'live') ? c.live : 0,
      prematchCount: sportAllowed(brand, t.sport_id, 'prematch') ? c.prematch : 0,
      isPrincipal: t.is_principal,
      allowCashout: t.allow_cashout,
    });
    tournamentsBySport.set(t.sport_id, list);
  }
  const out: TSport[] = sports.map((s) => {
    const list = tournamentsBySport.get(s.id) ?? [];
    return {
      id: s.id,
      slug: s.slug,
      name: s.name,
      layout: LAYOUT[sportById(s.id)?.layout ?? '1x2'],
      liveCount: list.reduce((n, t) => n + t.liveCount, 0),
      prematchCount: list.reduce((n, t) => n + t.prematchCount, 0),
    };
  });
  return { sports: out, tournamentsBySport };
}

/** Tournaments grouped by category (countries, international). */
export function categoriesOf(tournaments: TTournament[], filter?: 'live' | 'prematch'): TCategory[] {
  const byCategory = new Map<string, TCategory>();
  for (const t of tournaments) {
    if (filter === 'live' && t.liveCount === 0) continue;
    if (filter === 'prematch' && t.prematchCount === 0) continue;
    const c = byCategory.get(t.categoryId) ?? {
      id: t.categoryId,
      name: t.categoryName,
      countryCode: null,
      tournaments: [],
    };
    c.tournaments.push(t);
    byCategory.set(t.categoryId, c);
  }
  return [...byCategory.values()];
}

/** The header bar: sports with events, principal tournaments, shortcuts and the casino. */
export async function headbar(platform: Platform, brand: TBrand): Promise<THeaderItem[]> {
  const { sports, tournamentsBySport } = await catalogue(platform, brand);
  const items: THeaderItem[] = [
    {
      type: 'shortcut',
      displayName: 'Ao vivo',
      sportId: null,
      hasLiveEvents: sports.some((s) => s.liveCount > 0),
      hasPrematch: false,
      hasPrematchMatchesInList: false,
      itemId: 'ao-vivo',
      imageUrl: null,
      path: '/esportes',
      enabled: true,
    },
  ];
  for (const s of sports) {
    if (s.liveCount + s.prematchCount === 0) continue;
    const isRacing = s.layout === 'special-winner';
    items.push({
      type: isRacing ? 'stage' : 'sports',
      displayName: s.name,
      sportId: s.id,
      hasLiveEvents: s.liveCount > 0,
      hasPrematch: s.prematchCount > 0,
      hasPrematchMatchesInList: s.prematchCount > 0,
      itemId: s.id,
      imageUrl: null,
      path: isRacing ? `/esportes/${s.slug}/proximos-jogos` : `/esportes/${s.slug}`,
      enabled: true,
    });
  }
  for (const s of sports) {
    for (const t of tournamentsBySport.get(s.id) ?? []) {
      if (!t.isPrincipal || t.liveCount + t.prematchCount === 0 || t.id.startsWith('bg:')) continue;
      items.push({
        type: 'tournaments',
        displayName: t.name,
        sportId: s.id,
        hasLiveEvents: t.liveCount > 0,
        hasPrematch: t.prematchCount > 0,
        hasPrematchMatchesInList: t.prematchCount > 0,
        itemId: t.id,
        imageUrl: null,
        path: `/esportes/${s.slug}/torneio/${t.id}`,
        enabled: true,
      });
    }
  }
  items.push({
    type: 'casino',
    displayName: 'Cassino',
    sportId: null,
    hasLiveEvents: false,
    hasPrematch: false,
    hasPrematchMatchesInList: false,
    itemId: 'casino',
    imageUrl: null,
    path: '/casino/slots',
    enabled: true,
  });
  return items;
}

/** A sport of the brand's catalogue with its categories; 404 when the brand has no such sport. */
export async function sportDetail(platform: Platform, brand: TBrand, sportId: string) {
  const { sports, tournamentsBySport } = await catalogue(platform, brand);
  const sport = sports.find((s) => s.id === sportId);
  if (!sport) throw notFound('Esporte');
  return { ...sport, categories: categoriesOf(tournamentsBySport.get(sport.id) ?? []) };
}

/** The categories of a sport's tournaments in the brand's catalogue, live or prematch ones only when asked. */
export async function sportCategories(
  platform: Platform,
  brand: TBrand,
  sportId: string,
  filter?: 'live' | 'prematch',
): Promise<TCategory[]> {
  const { tournamentsBySport } = await catalogue(platform, brand);
  return categoriesOf(tournamentsBySport.get(sportId) ?? [], filter);
}
