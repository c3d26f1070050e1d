import { z } from 'zod';
import { CASINO_CATEGORIES, CASINO_FILTER_IDS, CASINO_PAGE_SIZE, type TCasinoFilter } from './constants';

// ─── Lobby ───────────────────────────────────────────────────────────────────────────────────────

export const ZCasinoCategory = z.enum(CASINO_CATEGORIES);
export const ZCasinoFilter = z.enum(CASINO_FILTER_IDS as [TCasinoFilter, ...TCasinoFilter[]]);
export const ZCasinoGameId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'identificador de jogo inválido (minúsculas, números e "-")');

/** Tile art the client can draw without fetching an image: a CSS gradient and a glyph, and an SVG. */
export const ZCasinoGameArt = z.object({
  /** Two CSS colours for `linear-gradient(135deg, from, to)`. */
  from: z.string(),
  to: z.string(),
  /** Text colour over the gradient. */
  ink: z.string(),
  /** A short symbol drawn on the tile (an emoji or a few letters). */
  glyph: z.string(),
  /** The same art as an SVG data URI (`data:image/svg+xml,...`), 3:4, for <img>. */
  image: z.string(),
});

export const ZCasinoGame = z.object({
  id: ZCasinoGameId,
  name: z.string(),
  providerId: z.number().int(),
  providerSlug: z.string(),
  providerName: z.string(),
  category: ZCasinoCategory,
  /** Every category the game is listed under (its own, and computed ones such as top, new, gratis). */
  categories: z.array(ZCasinoCategory),
  /** Published return to player in percent (99 = 99 %). */
  rtp: z.number(),
  /** How the RTP is known: exact analysis or simulation. */
  rtpMethod: z.enum(['analytic', 'simulated']),
  maxMultiplier: z.number(),
  tags: z.array(z.enum(['new', 'top'])),
  /** Playable with play money without an account. */
  freePlay: z.boolean(),
  inMaintenance: z.boolean(),
  art: ZCasinoGameArt,
  /** ISO 8601 */
  releasedAt: z.string(),
  /** Only for a signed-in player. */
  isFavorite: z.boolean().optional(),
});
export type TCasinoGame = z.infer<typeof ZCasinoGame>;

export const ZCasinoGameDetail = ZCasinoGame.extend({
  /** Rules as shown to players (pt-BR). */
  rules: z.array(z.string()),
  minBet: z.number(),
  maxBet: z.number(),
});
export type TCasinoGameDetail = z.infer<typeof ZCasinoGameDetail>;

export const ZCasinoCategoryInfo = z.object({
  id: ZCasinoCategory,
  name: z.string(),
  type: z.number().int().min(1).max(12),
  /** Lobby filters this category is shown under. */
  filters: z.array(ZCasinoFilter),
  gamesCount: z.number().int(),
});
export type TCasinoCategoryInfo = z.infer<typeof ZCasinoCategoryInfo>;

export const ZCasinoProvider = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  gamesCount: z.number().int(),
});
export type TCasinoProvider = z.infer<typeof ZCasinoProvider>;

export const ZCasinoLobby = z.object({
  filters: z.array(z.object({ id: ZCasinoFilter, name: z.string(), categories: z.array(ZCasinoCategory) })),
  categories: z.array(ZCasinoCategoryInfo),
  providers: z.array(ZCasinoProvider),
  /** One rail per category with games: up to CASINO_PAGE_SIZE.lobbyRail tiles. */
  rails: z.array(z.object({ category: ZCasinoCategory, name: z.string(), games: z.array(ZCasinoGame) })),
  /** The CASINO_PAGE_SIZE.top most played games (last 7 days). */
  top: z.array(ZCasinoGame),
});
export type TCasinoLobby = z.infer<typeof ZCasinoLobby>;

export const ZCasinoPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const ZCasinoGamesQuery = z.object({
  category: ZCasinoCategory.optional(),
  filter: ZCasinoFilter.optional(),
  provider: z.string().max(64).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASINO_PAGE_SIZE.category),
});
export type TCasinoGamesQuery = z.infer<typeof ZCasinoGamesQuery>;

export const ZCasinoSearchQuery = z.object({
  term: z.string().trim().min(2, 'digite ao menos 2 caracteres').max(64, 'no máximo 64 caracteres'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASINO_PAGE_SIZE.search),
});

export const ZCasinoGamesPage = ZCasinoPaged(ZCasinoGame);
export type TCasinoGamesPage = z.infer<typeof ZCasinoGamesPage>;

/** PUT and DELETE /api/Casino/Favorites/{gameId}: the game and whether it is a favourite now. */
export const ZCasinoFavoriteAnswer = z.object({ gameId: z.string(), isFavorite: z.boolean() });
export type TCasinoFavoriteAnswer = z.infer<typeof ZCasinoFavoriteAnswer>;
