/**
 * The zod-free part of the betting contract (seed 002 sections 3, 8 and 9): enumerations, constants,
 * messages and reject codes. The bet slip is on every sportsbook page, so the web reads these without
 * pulling zod into the first load; `betting/index.ts` re-exports all of it beside the call schemas.
 */

// ---------------------------------------------------------------------------------------------------
// Enumerations (seed 002 section 3)

/** Bet status of a history item (`betStatus`, from the ticket's betState). */
export const BET_STATUS = {
  Pending: 0,
  Cashout: 1,
  Canceled: 2,
  Open: 4,
  Won: 6,
  Lost: 7,
  Recovered: 8,
  Voided: 9,
} as const;
export type TBetStatus = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/** Bet type (`betType`). MultipleManyProviders: a multiple mixing providers (different events only). */
export const BET_TYPE = {
  Single: 1,
  Multiple: 2,
  Custom: 3,
  Parlay: 4,
  MultipleManyProviders: 5,
  CustomBetParlay: 6,
} as const;
export type TBetType = (typeof BET_TYPE)[keyof typeof BET_TYPE];

/** Result of one selection (leg) of a ticket: `evaluationResult` of a history leg. */
export const SELECTION_RESULT = { Lost: 0, Win: 1, Pending: 2, Void: 3, Canceled: 4 } as const;
export type TSelectionResult = (typeof SELECTION_RESULT)[keyof typeof SELECTION_RESULT];

/** State of one leg in the history (`legStateType`): still open, settled, or cancelled. */
export const LEG_STATE = { Open: 0, Settled: 1, Canceled: 2 } as const;

/** How a ticket was paid (`settlementType` of a leg, payout mode of a ticket). */
export const BET_PAYOUT_MODE = { Normal: 0, EarlyPayout: 1, Manual: 2 } as const;
export type TBetPayoutMode = (typeof BET_PAYOUT_MODE)[keyof typeof BET_PAYOUT_MODE];

/**
 * Bet history filter (`status` query of ByRangeByStatus): all is no status; won 2, lost 1, cancelled 3
 * (seed). The screen's default filter Open has no number in the seed: it is `open` 4 here (the Open bet
 * status), which lists Pending and Open tickets.
 */
export const BET_HISTORY_FILTER = { all: null, lost: 1, won: 2, cancelled: 3, open: 4 } as const;
export const BET_HISTORY_DEFAULT_FILTER = BET_HISTORY_FILTER.open;

/** Server ticket status (TicketStatus, placement `status`). */
export const TICKET_STATUS = { Pending: 0, Accepted: 2, Rejected: 3, Canceled: 4 } as const;
export type TTicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

/** Bet slip steps (client). */
export const TICKET_STEPS = ['Initial', 'SettingBet', 'Waiting', 'Result', 'Disconnected'] as const;
export type TTicketStep = (typeof TICKET_STEPS)[number];

/** Result of a placement as the slip shows it. Mixed: some singles accepted. */
export const RESULT_STATUS = { Error: -1, None: 0, Mixed: 1, Success: 2 } as const;

/** Place-single status of a slip item. */
export const PLACE_SINGLE_STATUS = ['Pending', 'Accepted', 'Rejected', 'Canceled'] as const;

/** Ticket type of the slip: 0 singles, 1 multiple. */
export const TICKET_TYPE = { singles: 0, multiple: 1 } as const;

/** Cashout flow state (CashoutStatus, Calculate and Place answers: `state`). */
export const CASHOUT_STATE = {
  Available: 0,
  Confirm: 1,
  Pending: 2,
  Success: 3,
  Error: 4,
  ClosedMarket: 5,
  AlreadyClosed: 6,
  ClosingBet: 7,
  NotAvailable: -9,
} as const;
export type TCashoutState = (typeof CASHOUT_STATE)[keyof typeof CASHOUT_STATE];

/** Bet types a free bet may be restricted to (1 single, 2 multiple, 3 custom, 4 parlay, 6 custom parlay). */
export const FREE_BET_BET_TYPES = [1, 2, 3, 4, 6] as const;

/**
 * Odds change type of a ticket request (`oddsChangeType`; the seed's slips send 1), the slip's
 * "aceitar alterações de odds" setting:
 *   0 exact (Nunca): the current odds must equal the requested odds;
 *   1 higher (Somente se aumentarem): the same or better odds are accepted, never worse ones;
 *   2 any (Qualquer alteração): every change is accepted.
 * Otherwise the ticket is rejected with ODDS_DIFFERENCE_TOO_HIGH and context.suggestedOdds (the
 * current odds). An accepted ticket keeps the odds of selectionsFinalState for good.
 */
export const ODDS_CHANGE_TYPE = { Exact: 0, Higher: 1, Any: 2 } as const;

/** Provider ids of seed 002 section 9 (trading system), beside the data providers 1 and 2 of seed 001. */
export const BETTING_PROVIDER_IDS = { liveOdds: 1, controller: 3, pal: 4, codds: 14 } as const;
/** Most providers in one MultipleManyProviders ticket. */
export const MAX_PROVIDERS_IN_MULTIPLE = 3;

// ---------------------------------------------------------------------------------------------------
// Constants (seed 002 section 9)

export const BET_SLIP_MAX_SELECTIONS = 30;
export const CUSTOM_BET_MIN_SELECTIONS = 2;
export const CUSTOM_BET_MAX_SELECTIONS = 10;
export const WARNING_CLEAR_MS = 4_000;
export const SOON_START_MS = 10 * 60_000;
export const SOON_START_MARGIN_MS = 1_000;
/** The 'large bet placed' analytics event fires at a total stake of at least this (reais). */
export const LARGE_BET_REAIS = 1_000;
export const CUSTOM_BET_TIMEOUT_MS = 3 * 60_000;
export const TICKET_VIBRATION_MS = 30;
/** Waits between TicketStatus polls after placement (15 rounds). */
export const TICKET_STATUS_POLL_DELAYS_MS = [
  500, 500, 500, 1000, 1000, 1000, 1500, 1500, 1500, 2000, 2000, 2000, 2000, 2000, 5000,
] as const;
/** Live bets are held this long by default before being re-checked (per sport: see limits call). */
export const DEFAULT_LIVE_DELAY_MS = 5_000;

export const BETTING_MESSAGES = {
  maxSelections: 'Não é possível fazer mais de 30 seleções.',
  customTooFew: 'Adicione pelo menos 2 seleções para criar sua aposta.',
  customTooMany: 'Não é possível fazer mais de 10 seleções.',
  incompatible: 'Seleção não compatível.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Error and reject codes (seed 002 section 8)

/**
 * Reject codes: in placement answers (`rejectCode`, `invalidTickets[].error`) and as error codes of the
 * other betting calls. `status` is the HTTP status when thrown as an error.
 */
export const BET_REJECT_CODES = {
  FREEBET_NOT_AVAILABLE: { status: 422, message: 'Aposta grátis indisponível.' },
  CANCELLED_FREEBET: { status: 422, message: 'Esta aposta grátis foi cancelada.' },
  EXPIRED_FREEBET: { status: 422, message: 'Esta aposta grátis expirou.' },
  LOCKED_FREEBET: { status: 422, message: 'Esta aposta grátis está em uso em outro bilhete.' },
  TYPE_NOT_ALLOWED: { status: 422, message: 'Aposta grátis não permitida para este tipo de aposta.' },
  GAIN_LIMIT: { status: 422, message: 'O ganho possível passa do limite desta aposta grátis.' },
  STAKE_NOT_VALID: { status: 422, message: 'O valor não corresponde ao da aposta grátis.' },
  INVALID_EVENT_TYPE: { status: 422, message: 'Aposta grátis não permitida para este evento.' },
  ODDS_DIFFERENCE_TOO_HIGH: { status: 409, message: 'As odds mudaram. Confirme as novas odds.' },
  EVENT_MARKET_NOT_ACTIVED: { status: 409, message: 'Mercado suspenso no momento.' },
  MARKET_WAS_NOT_FOUND: { status: 404, message: 'Mercado não encontrado.' },
  PROVIDER_SWITCH_NOT_ACTIVE: { status: 409, message: 'Evento indisponível para apostas.' },
  EVENT_MATCH_NOT_ACTIVED: { status: 409, message: 'Partida encerrada para apostas.' },
  MATCH_WAS_NOT_FOUND: { status: 404, message: 'Partida não encontrada.' },
  DUPLICATE_EVENT_IN_PROVIDERS: {
    status: 422,
    message: 'O mesmo evento não pode ser combinado entre provedores.',
  },
  TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD: {
    status: 422,
    message: 'O ganho possível passa do valor máximo permitido.',
  },
  BET_STAKE_OVER_LIMIT: { status: 422, message: 'Valor da aposta acima do limite.' },
  BET_STAKE_UNDER_LIMIT: { status: 422, message: 'Valor da aposta abaixo do mínimo.' },
  ACCUMULATED_STAKE_LIMIT: { status: 422, message: 'Limite de apostas neste evento atingido.' },
  BlockedUserByLimit: { status: 403, message: 'Apostas bloqueadas para esta conta.' },
  SAME_MATCH_NOT_ALLOWED: { status: 422, message: 'Seleções do mesmo jogo não podem ser combinadas.' },
  INSUFFICIENT_FUNDS: { status: 422, message: 'Saldo insuficiente.' },
  LOSS_LIMIT_EXCEEDED: { status: 422, message: 'Esta aposta ultrapassa seu limite de perdas.' },
  CUSTOM_BET_INCOMPATIBLE: { status: 422, message: 'Seleção não compatível.' },
  CUSTOM_BET_NOT_AVAILABLE: { status: 404, message: 'Criar aposta indisponível para este evento.' },
  TICKET_NOT_FOUND: { status: 404, message: 'Bilhete não encontrado.' },
  CASHOUT_NOT_AVAILABLE: { status: 409, message: 'Encerrar aposta indisponível no momento.' },
  CASHOUT_AMOUNT_CHANGED: { status: 409, message: 'O valor para encerrar a aposta mudou.' },
  USER_ON_BREAK: { status: 403, message: 'Sua conta está em pausa. Tente novamente mais tarde.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Confirme seu e-mail para apostar.' },
  USER_HAS_NOT_VALIDATED_DOCS: { status: 403, message: 'Valide seus documentos para apostar.' },
} as const;
export type TBetRejectCode = keyof typeof BET_REJECT_CODES | typeof TRADING_REJECT_INCOMPATIBLE;
/** Reject code -703 of the trading system: an incompatible custom bet (the item is recalculated). */
export const TRADING_REJECT_INCOMPATIBLE = '-703';
/** Free-bet rejection codes that turn the item's free flag off (error 1); the last two give error -1. */
export const FREE_BET_REJECTION_CODES = [
  'FREEBET_NOT_AVAILABLE',
  'CANCELLED_FREEBET',
  'EXPIRED_FREEBET',
  'LOCKED_FREEBET',
  'TYPE_NOT_ALLOWED',
  'GAIN_LIMIT',
  'STAKE_NOT_VALID',
  'INVALID_EVENT_TYPE',
] as const;
export type TFreeBetRejectionCode = (typeof FREE_BET_REJECTION_CODES)[number];
