import {
  CASINO_CATEGORIES,
  CASINO_MAX_BET,
  CASINO_MIN_BET,
  CASINO_PROVIDERS,
  PLACAR_ORIGINALS_PROVIDER_ID,
  type TCasinoCategory,
  type TCasinoGameDetail,
} from '@placar/contract';
import { casino } from '@placar/domain';

/**
 * The games catalogue: only games that really work, i.e. Placar Originals. Tile art is drawn from a
 * palette and a glyph (CSS gradient, and the same as an SVG data URI).
 */
const ART: Record<
  casino.OriginalGameId,
  { from: string; to: string; ink: string; glyph: string; releasedAt: string }
> = {
  crash: { from: '#ff5f6d', to: '#ffc371', ink: '#1b0b00', glyph: '🚀', releasedAt: '2025-09-01T00:00:00Z' },
  dice: { from: '#1d976c', to: '#93f9b9', ink: '#03241a', glyph: '🎲', releasedAt: '2025-06-01T00:00:00Z' },
  mines: { from: '#232526', to: '#5b6467', ink: '#f5f5f5', glyph: '💣', releasedAt: '2025-07-15T00:00:00Z' },
  plinko: { from: '#8e2de2', to: '#4a00e0', ink: '#ffffff', glyph: '🔻', releasedAt: '2025-08-10T00:00:00Z' },
  scratch: { from: '#f7971e', to: '#ffd200', ink: '#2b1a00', glyph: '🎟️', releasedAt: '2025-06-20T00:00:00Z' },
  slot: { from: '#00b09b', to: '#96c93d', ink: '#052b12', glyph: '🍍', releasedAt: '2025-10-20T00:00:00Z' },
  roulette: {
    from: '#0f9b0f',
    to: '#000000',
    ink: '#ffffff',
    glyph: '🎡',
    releasedAt: '2025-05-01T00:00:00Z',
  },
  blackjack: {
    from: '#141e30',
    to: '#243b55',
    ink: '#ffffff',
    glyph: '🂡',
    releasedAt: '2025-05-15T00:00:00Z',
  },
};

/** The most recently released games are "new". */
export const NEW_GAMES_COUNT = 3;
/** Games with a prize of at least this multiplier are listed under "premios". */
const BIG_PRIZE_MULTIPLIER = 1_000;

function svgOf(name: string, a: (typeof ART)[casino.OriginalGameId]) {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>` +
    `<rect width="300" height="400" rx="24" fill="url(#g)"/>` +
    `<text x="150" y="210" font-size="120" text-anchor="middle">${esc(a.glyph)}</text>` +
    `<text x="150" y="340" font-size="34" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${a.ink}">${esc(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const originals = CASINO_PROVIDERS.find((p) => p.id === PLACAR_ORIGINALS_PROVIDER_ID)!;

export type CatalogueGame = Omit<TCasinoGameDetail, 'tags' | 'categories' | 'inMaintenance' | 'isFavorite'>;

export const CATALOGUE: readonly CatalogueGame[] = casino.ORIGINAL_GAME_IDS.map((id) => {
  const info = casino.originalGameInfo(id);
  const art = ART[id];
  return {
    id,
    name: info.name,
    providerId: originals.id,
    providerSlug: originals.slug,
    providerName: originals.name,
    category: info.category as TCasinoCategory,
    rtp: Math.round(info.rtp * 100_000) / 1_000,
    rtpMethod: info.rtpMethod,
    maxMultiplier: info.maxMultiplier,
    freePlay: true,
    art: { from: art.from, to: art.to, ink: art.ink, glyph: art.glyph, image: svgOf(info.name, art) },
    releasedAt: art.releasedAt,
    rules: [...info.rules],
    minBet: CASINO_MIN_BET,
    maxBet: CASINO_MAX_BET,
  };
});

export const gameById = (id: string) => CATALOGUE.find((g) => g.id === id);

/** Categories a game is listed under, given the lists computed now (top, new). */
export function categoriesOf(game: CatalogueGame, isTop: boolean): TCasinoCategory[] {
  const cats = new Set<TCasinoCategory>([game.category, 'casino', 'gratis']);
  if (isTop) cats.add('top');
  if (isNew(game)) cats.add('new');
  if (game.maxMultiplier >= BIG_PRIZE_MULTIPLIER) cats.add('premios');
  return CASINO_CATEGORIES.filter((c) => cats.has(c));
}

const newest = new Set(
  [...CATALOGUE]
    .sort((a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt))
    .slice(0, NEW_GAMES_COUNT)
    .map((g) => g.id),
);
export const isNew = (game: Pick<CatalogueGame, 'id'>) => newest.has(game.id);
