import type { RESULT_STATUS, TTicketStep } from '@placar/contract';

/** Market status as the slip keeps it (seed 002 section 4). */
export type SlipMarketStatus = 'Active' | 'Suspended' | 'Inactive';

export type SlipOutcome = { outcomeOdds: number; outcomeOddsUS: number; outcomeName: string };

/** Free-bet state of an item or of the multiple (seed 002 section 3: available, isFree, error). */
export type FreeBetFlag = {
  available: boolean;
  isFree: boolean;
  /** 0 none, 1 disabled by a rejection code, -1 not allowed for this type or event */
  error: 0 | 1 | -1;
  freeBetId: string | null;
  code: string | null;
};

export type PlaceSingleResult = {
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Canceled';
  message: string | null;
  ticketId: string | null;
};

/** One selection of the slip (seed 002 section 3, "Bet slip item, single"). */
export type SlipItem = {
  /** the outcome's unique id: `{matchId}/{marketId}/{specifiers}/{outcomeId}` */
  id: string;
  matchId: string;
  matchName: string;
  /** event status of seed 001 */
  matchStatus: number;
  scheduleTime: string;
  marketId: number;
  marketName: string;
  marketStatus: SlipMarketStatus;
  specifiers: string;
  tournamentId: string;
  marketTypeId: number;
  marketIsFavorite: boolean;
  outcomeId: string;
  outcomeActive: boolean;
  /** data provider: 1 first (sr:), 2 second (bg:) */
  providerId: number;
  /** 1 live, 3 prematch */
  producerId: number;
  sportId: string;
  /** stake as typed (comma decimal) */
  stake: string;
  latestOutcome: SlipOutcome;
  placedOutcome: SlipOutcome;
  placeSingleResult: PlaceSingleResult | null;
  isFreeBet: FreeBetFlag;
  /** ms epoch when an unbooked match leaves the slip (its scheduled start), else null */
  removeAt: number | null;
  bookingStatus: string;
  /** the provider switch turned the event off */
  blocked: boolean;
  acceptanceDate: string | null;
  replicate: { ticketId: string; type: 'shared' | 'replicated' } | null;
  timestamp: number;
  /**
   * Set on a custom bet (bet builder) item: several selections of this match priced together. Its
   * latestOutcome/placedOutcome hold the combined odds (the seed's latestOdds/placedOdds); marketId 0.
   */
  customBet?: CustomBetFields;
};

/** One selection of a custom bet item (seed 002 section 3, "Custom bet item": selectedMarkets). */
export type CustomBetSelection = {
  marketId: number;
  marketTypeId: number;
  marketName: string;
  marketStatus: SlipMarketStatus;
  specifiers: string;
  outcomeId: string;
  outcomeName: string;
  outcomeActive: boolean;
  /** the outcome's own odds when it was picked */
  outcomeValueDecimal: number;
};

/**
 * Priced: can be placed; Rejected: the trading system refused the combination (-703) and it is being
 * priced again; Closed: refused for good (an incompatible combination, the payout above the maximum).
 */
export type CustomBetStatus = 'Priced' | 'Rejected' | 'Closed';

export type CustomBetFields = {
  selectedMarkets: CustomBetSelection[];
  customBetStatus: CustomBetStatus;
  /** the connectionId its own CustomBet call went with (placed as a single), null before */
  betSlipIdSingle: string | null;
};

export type TicketType = 0 | 1;

export type SlipWarning = { message: string; at: number };

export type TicketState = {
  betItems: SlipItem[];
  ticketStep: TTicketStep;
  ticketType: TicketType;
  isExpanded: boolean;
  /** RESULT_STATUS: -1 error, 0 none, 1 mixed, 2 success */
  ticketResultStatus: (typeof RESULT_STATUS)[keyof typeof RESULT_STATUS];
  resultMessage: string | null;
  stakeMultiple: string;
  ticketIdMultiple: string | null;
  acceptanceDateMultiple: string | null;
  /** per-event maximum stake (reais) told by the limits call */
  limitsByMatch: Record<string, number>;
  isPlacingTicket: boolean;
  betSlipId: string;
  isFreeBetMultiple: FreeBetFlag;
  /** odds moved since the user last looked: they must confirm before placing */
  oddsChanged: boolean;
  warning: SlipWarning | null;
};

/** The request's free bet of an item or of the multiple: only when flagged free and available. */
export const freeBetRef = (flag: FreeBetFlag) =>
  flag.isFree && flag.available && flag.freeBetId ? { freeBetId: flag.freeBetId, isFreeBet: true } : null;

export const NO_FREE_BET: FreeBetFlag = {
  available: true,
  isFree: false,
  error: 0,
  freeBetId: null,
  code: null,
};
