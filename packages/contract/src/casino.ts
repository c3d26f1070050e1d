import { z } from 'zod';
import { ZIsoDate, ZPositiveReais, ZReais } from './common';

/**
 * The casino (seed 000 sections 1, 2, 8, 9; seed 002 section 2; DESIGN.md section 6).
 * The seeds do not show the casino's calls; these follow the seeds' style: `/api/Casino/...`,
 * answers `{ data }`, errors `{ error: { code, message, context } }`, money in reais on the wire.
 *
 * Player calls (bearer token where marked 🔒):
 *   GET    /api/Casino/Lobby                          filters, categories, providers and one rail of
 *                                                      CASINO_PAGE_SIZE.lobbyRail games per category
 *   GET    /api/Casino/Categories                     every category with its type and games count
 *   GET    /api/Casino/Providers                      provider list (ids and slugs of seed 000 section 9)
 *   GET    /api/Casino/Games?category=&provider=&pageNumber=&pageSize=   paged tiles (default page 42)
 *   GET    /api/Casino/Games/Search?term=&pageNumber= paged search (page 16)
 *   GET    /api/Casino/Games/{gameId}                 one game with its rules
 *   GET    /api/Casino/Favorites 🔒                    the player's favourite games
 *   PUT    /api/Casino/Favorites/{gameId} 🔒           add (idempotent)
 *   DELETE /api/Casino/Favorites/{gameId} 🔒           remove (idempotent)
 *   GET    /api/Casino/History?pageNumber=&pageSize=&initialDate=&finalDate= 🔒   rounds (page 12)
 *   GET    /api/Casino/History/{roundId} 🔒            recall of one round: outcome and fairness data
 *   POST   /api/Casino/Launch                         { gameId, mode } → launch token and URL
 *                                                      (mode real 🔒 checks the launch rules below;
 *                                                      mode free needs no account)
 *
 * Placar Originals (the game client sends the launch token in the `x-casino-token` header; the calls
 * that move money or play a step, Play, mines Start/Reveal/Cashout, blackjack Start/Action and crash
 * Bet/Cashout, also take an optional `Idempotency-Key` header, common.ts: a retry answers the first
 * answer):
 *   GET    /api/Casino/Originals/Session              balance, mode and seed pair of the launch token
 *   GET    /api/Casino/Originals/Seeds                current seed pair (server seed hash, client seed, nonce)
 *   PUT    /api/Casino/Originals/Seeds/ClientSeed     { clientSeed }
 *   POST   /api/Casino/Originals/Seeds/Rotate         { clientSeed? } → the old seed revealed and the new pair
 *   POST   /api/Casino/Originals/Play                 { gameId, amount, params }: dice, plinko, scratch,
 *                                                      slot, roulette (one step, closed at once)
 *   POST   /api/Casino/Originals/mines/Start          { amount, mines }
 *   POST   /api/Casino/Originals/mines/Reveal         { roundId, tile }
 *   POST   /api/Casino/Originals/mines/Cashout        { roundId }
 *   POST   /api/Casino/Originals/blackjack/Start      { amount }
 *   POST   /api/Casino/Originals/blackjack/Action     { roundId, action }
 *   GET    /api/Casino/Originals/{gameId}/Active      the unfinished mines or blackjack round, if any
 *   GET    /api/Casino/Originals/crash/State          the shared round now (phase, multiplier, bets) and,
 *                                                      with the launch token, the player's bet (myBet)
 *   POST   /api/Casino/Originals/crash/Bet            { amount, autoCashout? } (betting phase only)
 *   POST   /api/Casino/Originals/crash/Cashout        cash out the player's bet of the running round
 *   GET    /api/Casino/Originals/crash/Rounds?pageNumber=&pageSize=   crashed rounds, newest first (page
 *                                                      20, the last CRASH_ROUNDS_KEPT): crash point, seed
 *                                                      hash and revealed seed, chain proof, times
 *   POST   /api/Casino/Originals/Verify               re-computes a round from revealed seeds (no auth)
 *
 * Seamless wallet, for game providers and aggregators (operator side; see ZWalletRequest):
 *   POST   /api/casino/provider/{providerSlug}/{authenticate|balance|debit|credit|refund|endRound}
 *   Each body is signed: header `x-casino-signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "t.body")>`.
 *
 * Stream: GET /stream/casino/crash (server-sent events, event 'casino-crash', payload ZCrashTick);
 *   on the bus: subject `casino.crash.<roundId>`, a TStreamEnvelope with event 'casino-crash'.
 */

// ─── Constants (seed 000 section 9) ──────────────────────────────────────────────────────────────

/** Casino categories of seed 000 section 9, in the seed's order. */
export const CASINO_CATEGORIES = [
  'slots',
  'blackjack_live',
  'roulette_live',
  'baccarat',
  'contests_live',
  'interactivos',
  'raspaditos',
  'dados',
  'poquer',
  'bingo',
  'torneo',
  'top',
  'other',
  'gratis',
  'new',
  'premios',
  'providers',
  'favorite',
  'casino',
  'sports',
  'giramania',
] as const;
export type TCasinoCategory = (typeof CASINO_CATEGORIES)[number];

/**
 * "Casino category ids map to types 1 to 12" (seed 000 section 9; the mapping is not shown, so it
 * is ours). The type tells the client how to fill a category: by the games' own kind (1–9), by a
 * list the server computes (10), by navigation to another listing or module (11), or per player (12).
 */
export const CASINO_CATEGORY_TYPE = {
  slots: 1,
  liveTables: 2,
  liveShows: 3,
  crash: 4,
  scratchCards: 5,
  dice: 6,
  poker: 7,
  bingo: 8,
  tournament: 9,
  computedList: 10,
  navigation: 11,
  personal: 12,
} as const;
export type TCasinoCategoryType = (typeof CASINO_CATEGORY_TYPE)[keyof typeof CASINO_CATEGORY_TYPE];

export const CASINO_CATEGORY_TYPE_OF: Record<TCasinoCategory, TCasinoCategoryType> = {
  slots: 1,
  giramania: 1,
  blackjack_live: 2,
  roulette_live: 2,
  baccarat: 2,
  contests_live: 3,
  interactivos: 4,
  raspaditos: 5,
  dados: 6,
  poquer: 7,
  bingo: 8,
  torneo: 9,
  top: 10,
  new: 10,
  gratis: 10,
  premios: 10,
  other: 10,
  providers: 11,
  casino: 11,
  sports: 11,
  favorite: 12,
};

/** pt-BR names of the categories, as the lobby shows them. */
export const CASINO_CATEGORY_NAME_PT: Record<TCasinoCategory, string> = {
  slots: 'Slots',
  blackjack_live: 'Blackjack',
  roulette_live: 'Roleta',
  baccarat: 'Bacará',
  contests_live: 'Game shows',
  interactivos: 'Interativos',
  raspaditos: 'Raspadinhas',
  dados: 'Dados',
  poquer: 'Pôquer',
  bingo: 'Bingo',
  torneo: 'Torneios',
  top: 'Mais jogados',
  other: 'Outros',
  gratis: 'Jogue grátis',
  new: 'Novidades',
  premios: 'Grandes prêmios',
  providers: 'Provedores',
  favorite: 'Favoritos',
  casino: 'Todos os jogos',
  sports: 'Esportes',
  giramania: 'Giramania',
};

/**
 * The casinoFilterID of /casino/{casinoFilterID} and /cassino/{casinoFilterID}: the lobby's top
 * tabs. Seed 002 section 2 names live, slots, raspaditos and interactivos; each groups categories.
 */
export const CASINO_FILTERS = {
  slots: ['slots', 'giramania'],
  live: ['blackjack_live', 'roulette_live', 'baccarat', 'contests_live'],
  raspaditos: ['raspaditos'],
  interactivos: ['interactivos', 'dados'],
} as const satisfies Record<string, readonly TCasinoCategory[]>;
export type TCasinoFilter = keyof typeof CASINO_FILTERS;
export const CASINO_FILTER_IDS = Object.keys(CASINO_FILTERS) as TCasinoFilter[];
export const CASINO_FILTER_NAME_PT: Record<TCasinoFilter, string> = {
  slots: 'Slots',
  live: 'Ao vivo',
  raspaditos: 'Raspadinhas',
  interactivos: 'Interativos',
};

/**
 * Page sizes 14, 42, 16, 5, 12 of seed 000 section 9 (roles not shown; ours):
 * lobbyRail 14 tiles per category rail on the lobby; category 42 tiles per page of a category grid;
 * search 16 results per page; top 5 games in the "mais jogados" strip; history 12 rounds per page.
 */
export const CASINO_PAGE_SIZE = {
  lobbyRail: 14,
  category: 42,
  search: 16,
  top: 5,
  history: 12,
  crashRounds: 20,
} as const;

/**
 * Time constants 15 minutes, 400, 1000, 20000 ms of seed 000 section 9 (roles not shown; ours):
 * launchTokenTtl a launch token expires 15 min after its last use; searchDebounce the lobby search
 * waits 400 ms after typing; crashTick the crash loop publishes the multiplier every 1000 ms (clients
 * draw the curve in between with crashMultiplierAt); inGameFlagsRefresh a player inside a game
 * re-reads the maintenance flags every 20 000 ms (maintenance sends them to the casino page).
 */
export const CASINO_TIMING_MS = {
  launchTokenTtl: 15 * 60_000,
  searchDebounce: 400,
  crashTick: 1_000,
  inGameFlagsRefresh: 20_000,
} as const;

/** Shared crash rounds: betting phase, then the running phase, then a pause showing the crash point. */
export const CRASH_PHASE_MS = { betting: 7_000, crashed: 3_000 } as const;

/**
 * Game providers (seed 000 section 9: "about 50, e.g. 1 Pragmatic, 2 Evolution, 3 Ezugi, 4 NetEnt,
 * 33 Pg"; only those ids are shown). Our own studio, Placar Originals, is provider 100. A provider
 * with no game in the catalogue is listed with gamesCount 0.
 */
export const CASINO_PROVIDERS = [
  { id: 1, slug: 'pragmatic', name: 'Pragmatic Play' },
  { id: 2, slug: 'evolution', name: 'Evolution' },
  { id: 3, slug: 'ezugi', name: 'Ezugi' },
  { id: 4, slug: 'netent', name: 'NetEnt' },
  { id: 33, slug: 'pg', name: 'PG Soft' },
  { id: 100, slug: 'placar-originals', name: 'Placar Originals' },
] as const;
export const PLACAR_ORIGINALS_PROVIDER_ID = 100;

/**
 * Casino error codes of seed 000 section 8 and of the seamless wallet, with their HTTP status.
 * GAME_IN_MAINTENANCE and the lobby's MAINTENANCE are 503; a self-excluded or internally blocked
 * player gets 403 SELF_EXCLUDED / INTERNAL_BLOCKED (common error codes).
 */
export const CASINO_ERROR_STATUS = {
  USER_HAS_NOT_VALIDATED_DOCS: 403,
  USER_HAS_NOT_MIGRATED: 403,
  WALLET_ABOVE_LIMITS: 403,
  RESPONSABLE_GAME_BREAK_TIME: 403,
  GAME_IN_MAINTENANCE: 503,
  GAME_NOT_FOUND: 404,
  LAUNCH_ORIGIN_NOT_ALLOWED: 403,
  CASINO_TOKEN_INVALID: 401,
  CASINO_SIGNATURE_INVALID: 401,
  CASINO_PROVIDER_UNKNOWN: 404,
  INSUFFICIENT_FUNDS: 422,
  BET_REFUNDED: 409,
  ROUND_CLOSED: 409,
  ROUND_NOT_FOUND: 404,
  ROUND_IN_PROGRESS: 409,
  CRASH_BETTING_CLOSED: 409,
  CRASH_NO_BET: 409,
  IDEMPOTENCY_CONFLICT: 409,
} as const;
export type TCasinoErrorCode = keyof typeof CASINO_ERROR_STATUS;

export const CASINO_ERROR_MESSAGES_PT: Record<TCasinoErrorCode, string> = {
  USER_HAS_NOT_VALIDATED_DOCS: 'Valide seus documentos para jogar no cassino.',
  USER_HAS_NOT_MIGRATED: 'Conclua a migração da sua conta para jogar no cassino.',
  WALLET_ABOVE_LIMITS: 'Seu saldo está acima do limite permitido. Faça um saque para continuar jogando.',
  RESPONSABLE_GAME_BREAK_TIME: 'Você está em uma pausa de jogo responsável.',
  GAME_IN_MAINTENANCE: 'Este jogo está em manutenção. Tente novamente mais tarde.',
  GAME_NOT_FOUND: 'Jogo não encontrado.',
  LAUNCH_ORIGIN_NOT_ALLOWED: 'Origem de abertura do jogo não permitida.',
  CASINO_TOKEN_INVALID: 'Sessão de jogo inválida ou expirada. Abra o jogo novamente.',
  CASINO_SIGNATURE_INVALID: 'Assinatura da requisição inválida.',
  CASINO_PROVIDER_UNKNOWN: 'Provedor de jogos desconhecido.',
  INSUFFICIENT_FUNDS: 'Saldo insuficiente.',
  BET_REFUNDED: 'Esta aposta já foi estornada.',
  ROUND_CLOSED: 'Esta rodada já foi encerrada.',
  ROUND_NOT_FOUND: 'Rodada não encontrada.',
  ROUND_IN_PROGRESS: 'Termine a rodada em andamento antes de começar outra.',
  CRASH_BETTING_CLOSED: 'As apostas desta rodada estão fechadas. Aguarde a próxima.',
  CRASH_NO_BET: 'Você não tem aposta ativa nesta rodada.',
  IDEMPOTENCY_CONFLICT: 'Esta transação já foi registrada com outros dados.',
};

/** Play money given to a free-play session (and on reset), in reais. */
export const CASINO_FREE_PLAY_BALANCE = 1_000;
/** Bet limits of Placar Originals, in reais (per round; roulette: the sum of its bets). */
export const CASINO_MIN_BET = 0.1;
export const CASINO_MAX_BET = 5_000;

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

// ─── Launch ──────────────────────────────────────────────────────────────────────────────────────

export const ZCasinoLaunchRequest = z.object({
  gameId: ZCasinoGameId,
  /** real: the player's wallet (signed in); free: play money, no account needed. */
  mode: z.enum(['real', 'free']).default('real'),
});
export type TCasinoLaunchRequest = z.infer<typeof ZCasinoLaunchRequest>;

export const ZCasinoLaunch = z.object({
  gameId: ZCasinoGameId,
  mode: z.enum(['real', 'free']),
  /** Send as `x-casino-token` to the game's calls (Placar Originals) or pass to the provider. */
  token: z.string(),
  /** Where the game runs: a path of this site for Placar Originals, a whitelisted origin otherwise. */
  url: z.string(),
  /** ISO 8601; the token lives CASINO_TIMING_MS.launchTokenTtl after its last use. */
  expiresAt: z.string(),
  /** Balance the game starts with, in reais (play money in free mode). */
  balance: z.number(),
});
export type TCasinoLaunch = z.infer<typeof ZCasinoLaunch>;

// ─── Favourites and history ──────────────────────────────────────────────────────────────────────

export const ZCasinoGameIdParams = z.object({ gameId: ZCasinoGameId });

export const ZCasinoHistoryQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASINO_PAGE_SIZE.history),
  initialDate: ZIsoDate.optional(),
  finalDate: ZIsoDate.optional(),
  gameId: ZCasinoGameId.optional(),
});
export type TCasinoHistoryQuery = z.infer<typeof ZCasinoHistoryQuery>;

export const CASINO_ROUND_STATUS = ['open', 'closed', 'refunded'] as const;

export const ZCasinoRound = z.object({
  id: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** Total staked in the round (doubles and splits included), reais. */
  bet: z.number(),
  /** Total returned (stake included), reais; 0 for a lost round. */
  win: z.number(),
  /** Refunded stake, reais. */
  refunded: z.number(),
  status: z.enum(CASINO_ROUND_STATUS),
  /** ISO 8601 */
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Return per unit of base stake (Placar Originals), null for other providers. */
  multiplier: z.number().nullable(),
});
export type TCasinoRound = z.infer<typeof ZCasinoRound>;
export const ZCasinoHistoryPage = ZCasinoPaged(ZCasinoRound);
export type TCasinoHistoryPage = z.infer<typeof ZCasinoHistoryPage>;

/** Fairness data of a Placar Originals round: everything verifyRound needs once the seed is revealed. */
export const ZCasinoFairness = z.object({
  serverSeedHash: z.string(),
  /** Revealed after the seed pair is rotated (shared crash rounds: once the round has crashed). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The parameters fixed at bet time, as verifyRound(gameId, seeds, nonce, params) takes them. */
  params: z.unknown(),
  /** Shared crash rounds: the chain commitment s_0 published before round 1 (verifyChainLink). */
  chainAnchor: z.string().optional(),
  chainIndex: z.number().int().optional(),
});
export type TCasinoFairness = z.infer<typeof ZCasinoFairness>;

export const ZCasinoRoundDetail = ZCasinoRound.extend({
  /** The outcome as the game computed it (Placar Originals; verifyRound gives the same). */
  outcome: z.unknown().nullable(),
  fairness: ZCasinoFairness.nullable(),
  transactions: z.array(
    z.object({
      type: z.enum(['debit', 'credit', 'refund']),
      amount: z.number(),
      reference: z.string(),
      /** ISO 8601 */
      createdAt: z.string(),
    }),
  ),
});
export type TCasinoRoundDetail = z.infer<typeof ZCasinoRoundDetail>;

// ─── Placar Originals ────────────────────────────────────────────────────────────────────────────

export const CASINO_TOKEN_HEADER = 'x-casino-token';

export const ZClientSeed = z
  .string()
  .regex(/^[\x20-\x7e]{1,64}$/, 'de 1 a 64 caracteres imprimíveis (ASCII)');

export const ZSeedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type TSeedPair = z.infer<typeof ZSeedPair>;

export const ZSetClientSeedRequest = z.object({ clientSeed: ZClientSeed });
export const ZRotateSeedRequest = z.object({ clientSeed: ZClientSeed.optional() });
export const ZRotateSeedAnswer = z.object({
  /** The old pair with its server seed: every round it served (nonces 0…nonce−1) can be verified. */
  revealed: ZSeedPair.extend({ serverSeed: z.string() }),
  next: ZSeedPair,
});
export type TRotateSeedAnswer = z.infer<typeof ZRotateSeedAnswer>;

export const ZOriginalsSession = z.object({
  mode: z.enum(['real', 'free']),
  gameId: ZCasinoGameId,
  /** reais (play money in free mode) */
  balance: z.number(),
  seeds: ZSeedPair,
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type TOriginalsSession = z.infer<typeof ZOriginalsSession>;

const ZStake = ZPositiveReais.refine((v) => v >= CASINO_MIN_BET && v <= CASINO_MAX_BET, {
  message: `aposta entre R$ ${CASINO_MIN_BET.toFixed(2).replace('.', ',')} e R$ ${CASINO_MAX_BET.toLocaleString('pt-BR')},00`,
});

/** Single-step games. `params` as the game's params schema in @placar/domain (validated there). */
export const ZOriginalsPlayRequest = z.discriminatedUnion('gameId', [
  z.object({
    gameId: z.literal('dice'),
    amount: ZStake,
    params: z.object({ target: z.number().int(), direction: z.enum(['under', 'over']) }),
  }),
  z.object({
    gameId: z.literal('plinko'),
    amount: ZStake,
    params: z.object({ rows: z.number().int(), risk: z.enum(['low', 'medium', 'high']) }),
  }),
  z.object({ gameId: z.literal('scratch'), amount: ZStake, params: z.object({}).default({}) }),
  z.object({ gameId: z.literal('slot'), amount: ZStake, params: z.object({}).default({}) }),
  z.object({
    gameId: z.literal('roulette'),
    /** Roulette: no `amount`; each bet carries its own stake in reais, the round's stake is their sum. */
    params: z.object({
      bets: z
        .array(
          z.object({
            type: z.string().max(16),
            numbers: z.array(z.number().int()).max(12).optional(),
            amount: ZPositiveReais,
          }),
        )
        .min(1)
        .max(200),
    }),
  }),
]);
export type TOriginalsPlayRequest = z.infer<typeof ZOriginalsPlayRequest>;
export const ORIGINALS_SINGLE_STEP = ['dice', 'plinko', 'scratch', 'slot', 'roulette'] as const;

/** The answer of every Placar Originals step: the round, the balance after it, and its fairness data. */
export const ZOriginalsRound = z.object({
  roundId: z.number().int(),
  gameId: ZCasinoGameId,
  status: z.enum(CASINO_ROUND_STATUS),
  /** Staked so far, reais. */
  bet: z.number(),
  /** Paid (stake included), reais; 0 until the round closes with a win. */
  win: z.number(),
  /** Multiplier of the base stake when closed; while open, the cash-out multiplier (mines) or null. */
  multiplier: z.number().nullable(),
  /** The game's outcome or visible state (mines: revealed tiles; blackjack: hands, hole card hidden). */
  outcome: z.unknown(),
  /** Balance after this step, reais. */
  balance: z.number(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type TOriginalsRound = z.infer<typeof ZOriginalsRound>;

export const ZMinesStartRequest = z.object({ amount: ZStake, mines: z.number().int().min(1).max(24) });
export const ZMinesRevealRequest = z.object({
  roundId: z.number().int().positive(),
  tile: z.number().int().min(0).max(24),
});
export const ZRoundIdRequest = z.object({ roundId: z.number().int().positive() });
export const ZBlackjackStartRequest = z.object({ amount: ZStake });
export const ZBlackjackActionRequest = z.object({
  roundId: z.number().int().positive(),
  action: z.enum(['hit', 'stand', 'double', 'split']),
});

export const ZOriginalsVerifyRequest = z.object({
  gameId: z.enum(['crash', 'dice', 'mines', 'plinko', 'scratch', 'slot', 'roulette', 'blackjack']),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/, '64 caracteres hexadecimais minúsculos'),
  clientSeed: ZClientSeed,
  nonce: z.number().int().min(0),
  params: z.unknown(),
});
export const ZOriginalsVerifyAnswer = z.object({
  serverSeedHash: z.string(),
  outcome: z.unknown(),
  multiplier: z.number(),
});

// ─── Crash (shared rounds) ───────────────────────────────────────────────────────────────────────

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;

/** Payload of the 'casino-crash' stream event (subject casino.crash.<roundId>). */
export const ZCrashTick = z.object({
  roundId: z.number().int(),
  phase: z.enum(CRASH_PHASES),
  /** Current multiplier (2 decimals); the crash point once crashed. */
  multiplier: z.number(),
  /** ms since epoch: betting ends / the curve started / the round crashed. */
  bettingEndsAt: z.number(),
  startedAt: z.number().nullable(),
  crashedAt: z.number().nullable(),
  /** SHA-256 of the round's chain seed, shown before the round runs. */
  seedHash: z.string(),
  /** The round's chain seed, revealed after the crash. */
  seed: z.string().nullable(),
  /** Cash-outs that happened since the previous tick (public: no user ids). */
  cashouts: z.array(z.object({ betId: z.number().int(), multiplier: z.number(), win: z.number() })),
  playersCount: z.number().int(),
  /** Sum of the round's bets, reais. */
  totalBet: z.number(),
});
export type TCrashTick = z.infer<typeof ZCrashTick>;

export const ZCrashBet = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  amount: z.number(),
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  win: z.number(),
  status: z.enum(['active', 'won', 'lost', 'refunded']),
});
export type TCrashBet = z.infer<typeof ZCrashBet>;

export const ZCrashState = ZCrashTick.extend({
  /**
   * The caller's bet in this round, if any: the bet of the launch token's player (the user with real
   * money, whichever of their launch tokens placed it; the session in free play). Null without a token.
   */
  myBet: ZCrashBet.nullable(),
  /** Chain commitment s_0 and the round's index in the chain (verifyChainLink). */
  chainAnchor: z.string(),
  chainIndex: z.number().int(),
  salt: z.string(),
  serverNow: z.number(),
});
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashBetRequest = z.object({
  amount: ZStake,
  /** Automatic cash-out target, 2 decimals (≥ 1.01), fixed with the bet. */
  autoCashout: z.number().multipleOf(0.01).min(1.01).max(1_000_000).optional(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequest>;

/** How many of the latest crashed rounds GET .../crash/Rounds pages through (older ones verify by the chain). */
export const CRASH_ROUNDS_KEPT = 1_000;

/** One crashed round of GET /api/Casino/Originals/crash/Rounds: everything needed to verify it. */
export const ZCrashRoundSummary = z.object({
  roundId: z.number().int(),
  /**
   * 'crashed'; 'cancelled': the node running the rounds stopped before the crash and the next one
   * cancelled the round, refunding its open bets (a cash-out made before keeps its win).
   */
  status: z.enum(['crashed', 'cancelled']),
  /** The crash point; for a cancelled round, the point its seed gives (it never got there). */
  crashPoint: z.number(),
  /** SHA-256 of the round's chain seed (shown before the round ran). */
  seedHash: z.string(),
  /** The chain seed, revealed at the crash or the cancellation. */
  seed: z.string(),
  /** Verification: verifyChainLink(seed, chainAnchor, chainIndex); crash point from HMAC(seed, salt), nonce 0. */
  chainAnchor: z.string(),
  chainIndex: z.number().int(),
  salt: z.string(),
  /** ISO 8601: the curve started (null: cancelled while betting) / the round crashed / was cancelled. */
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TCrashRoundSummary = z.infer<typeof ZCrashRoundSummary>;

export const ZCrashRoundsQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASINO_PAGE_SIZE.crashRounds),
});
export type TCrashRoundsQuery = z.infer<typeof ZCrashRoundsQuery>;
export const ZCrashRoundsPage = ZCasinoPaged(ZCrashRoundSummary);
export type TCrashRoundsPage = z.infer<typeof ZCrashRoundsPage>;

// ─── Seamless wallet (provider → operator) ───────────────────────────────────────────────────────

export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
export const WALLET_OPERATIONS = [
  'authenticate',
  'balance',
  'debit',
  'credit',
  'betWin',
  'refund',
  'endRound',
] as const;
export type TWalletOperation = (typeof WALLET_OPERATIONS)[number];

const ZRef = z.string().regex(/^[A-Za-z0-9:._-]{1,100}$/, 'de 1 a 100 caracteres (letras, números, ":._-")');

export const ZWalletAuthenticate = z.object({ token: z.string().min(10).max(200) });
export const ZWalletBalance = z.object({ token: z.string().min(10).max(200) });
export const ZWalletDebit = z.object({
  token: z.string().min(10).max(200),
  /** The provider's unique reference of this movement: a retry with the same one moves nothing. */
  transactionId: ZRef,
  roundId: ZRef,
  gameId: ZCasinoGameId,
  amount: ZPositiveReais,
});
export const ZWalletCredit = ZWalletDebit.extend({ amount: ZReais.refine((v) => v >= 0, 'não negativo') });
/**
 * Bet and win of a round settled at once, in one call (a spin, a roll): the debit and the closing
 * credit, each with its own reference, committed together. A retry moves nothing.
 */
export const ZWalletBetWin = z
  .object({
    token: z.string().min(10).max(200),
    betTransactionId: ZRef,
    winTransactionId: ZRef,
    roundId: ZRef,
    gameId: ZCasinoGameId,
    betAmount: ZPositiveReais,
    winAmount: ZReais.refine((v) => v >= 0, 'não negativo'),
  })
  .refine((b) => b.betTransactionId !== b.winTransactionId, {
    path: ['winTransactionId'],
    message: 'diferente de betTransactionId',
  });
/**
 * Refunds, credits and endRound are accepted with an expired or revoked token (a pause or
 * self-exclusion revokes the player's tokens): rounds opened while it was live end late. Debits,
 * betWin, authenticate and balance want a live token.
 */
export const ZWalletRefund = z.object({
  token: z.string().min(10).max(200),
  transactionId: ZRef,
  /** The debit being rolled back; unknown → acknowledged with no movement (it can no longer arrive). */
  refundedTransactionId: ZRef,
  roundId: ZRef,
  gameId: ZCasinoGameId.optional(),
});
export const ZWalletEndRound = z.object({ token: z.string().min(10).max(200), roundId: ZRef });

export const ZWalletAnswer = z.object({
  /** Balance after the operation, reais. */
  balance: z.number(),
  currency: z.literal('BRL'),
  /** Our reference of the movement (absent for authenticate, balance and endRound). */
  operatorTransactionId: z.string().optional(),
  /** True when this answers a retry: nothing moved this time. */
  replayed: z.boolean().optional(),
  playerId: z.string().optional(),
  roundId: z.string().optional(),
});
export type TWalletAnswer = z.infer<typeof ZWalletAnswer>;
