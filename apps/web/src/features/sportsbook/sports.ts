import { type MarketLayout, SPORTS, type SportInfo } from '@placar/domain/sportsbook/sports';

/** The sports of seed 001 (slugs of its routes), by slug and by Sportradar id. */
const BY_SLUG = new Map<string, SportInfo>(Object.values(SPORTS).map((s) => [s.key, s]));
const BY_ID = new Map<string, SportInfo>(Object.values(SPORTS).map((s) => [s.id, s]));

export type { MarketLayout, SportInfo };

export function sportBySlug(slug: string | undefined): SportInfo | undefined {
  return slug ? BY_SLUG.get(slug) : undefined;
}

export function sportById(id: string | undefined): SportInfo | undefined {
  return id ? BY_ID.get(id) : undefined;
}

/** The slug of a sport id (`sr:sport:1` → futebol); ids the simulator does not play fall back to futebol. */
export function slugOfSport(id: string): string {
  return BY_ID.get(id)?.key ?? 'futebol';
}

export const ALL_SPORTS: readonly SportInfo[] = Object.values(SPORTS);

/** Sport page sections (seed 001 section 2) and their headings. */
export const SECTIONS = {
  'ao-vivo': 'Ao vivo',
  'proximos-jogos': 'Próximos jogos',
  'ligas-internacionais': 'Ligas internacionais',
  'jogos-principais': 'Jogos principais',
} as const;
export type SectionSlug = keyof typeof SECTIONS;

export function isSection(value: string | undefined): value is SectionSlug {
  return value !== undefined && value in SECTIONS;
}
