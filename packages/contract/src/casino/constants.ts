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
