import { eventPath, sportPath, tournamentPath } from './paths';
import { type SectionSlug, slugOfSport } from './sports';

/** A legacy sport id: `1`, `sr:sport:1` (or a slug already). */
function sportIdOf(raw: string): string {
  return /^\d+$/.test(raw) ? `sr:sport:${raw}` : raw;
}
function slugOf(raw: string): string {
  return raw.includes(':') || /^\d+$/.test(raw) ? slugOfSport(sportIdOf(raw)) : raw;
}
function eventIdOf(raw: string): string {
  return /^\d+$/.test(raw) ? `sr:match:${raw}` : raw;
}

/** The legacy query key that chose a sport page's section (seed 001 section 2). */
const SECTION_BY_KEY: Record<string, SectionSlug> = {
  live: 'ao-vivo',
  'ao-vivo': 'ao-vivo',
  upcoming: 'proximos-jogos',
  'proximos-jogos': 'proximos-jogos',
  international: 'ligas-internacionais',
  'ligas-internacionais': 'ligas-internacionais',
  principal: 'jogos-principais',
  'jogos-principais': 'jogos-principais',
};

export function sectionFromQuery(search: URLSearchParams): SectionSlug | undefined {
  const named = search.get('section') ?? search.get('tab');
  if (named && SECTION_BY_KEY[named]) return SECTION_BY_KEY[named];
  for (const key of search.keys()) if (SECTION_BY_KEY[key]) return SECTION_BY_KEY[key];
  return undefined;
}

/**
 * Where a legacy path goes: /sport; /sport/{sportId}/tournament/{tournamentId}; /sport/{sportId}
 * (query key → section); /special-sport/{sportId}/{matchId?}; /sport/{sportId}/{matchId}/{stageId?}.
 */
export function legacyTarget(pathname: string, search: URLSearchParams): string {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [root, sport, a, b] = parts;
  if (!sport) return '/esportes';
  const slug = slugOf(sport);
  if (root === 'special-sport') {
    return a ? eventPath(sportIdOf(sport), eventIdOf(a)) : sportPath(slug, 'proximos-jogos');
  }
  if (a === 'tournament' && b) return tournamentPath(sportIdOf(sport), b);
  if (a) {
    const base = eventPath(sportIdOf(sport), eventIdOf(a));
    return b ? `${base}/${b}` : base;
  }
  return sportPath(slug, sectionFromQuery(search));
}
