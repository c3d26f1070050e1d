import type { Generated } from 'kysely';

/** The betting module's tables (migrations/0400_betting_baseline.sql). */
export type BettingTables = {
  bet_tickets: {
    id: Generated<number>;
    user_id: number;
    connection_id: string;
    slip_index: Generated<number>;
    bet_type: number;
    status: number;
    bet_state: string;
    stake: number;
    odds: number;
    possible_win: number;
    payout: Generated<number>;
    refund: Generated<number>;
    odds_change_type: Generated<number>;
    is_live: Generated<boolean>;
    free_bet_id: number | null;
    reject_code: string | null;
    reject_context: unknown;
    accept_after: Date | null;
    accepted_at: Date | null;
    settled_at: Date | null;
    settle_version: Generated<number>;
    payout_mode: Generated<number>;
    shared: Generated<boolean>;
    replication: unknown;
    created_at: Generated<Date>;
  };
  bet_legs: {
    ticket_id: number;
    idx: number;
    group_idx: number | null;
    group_odds: number | null;
    match_id: string;
    market_id: number;
    specifiers: string;
    outcome_id: string;
    requested_odds: number;
    odds: number;
    provider_id: number;
    producer_id: number;
    sport_id: string;
    tournament_id: string;
    match_name: string;
    home_name: string;
    away_name: string;
    market_name: string;
    outcome_name: string;
    scheduled_at: number;
    booking_status: string;
    result: number | null;
    void_factor: number | null;
    dead_heat_factor: number | null;
    settled_at: Date | null;
  };
  bet_free_bets: {
    id: Generated<number>;
    user_id: number;
    amount: number;
    status: string;
    bet_types: number[];
    max_gain: number | null;
    prematch_only: boolean;
    expires_at: Date;
    granted_by: number | null;
    ticket_id: number | null;
    created_at: Generated<Date>;
    /** The grant's retry key (migration 0405). */
    grant_key: Generated<string | null>;
  };
  bet_user_limits: {
    user_id: number;
    blocked: boolean;
    max_stake_per_event: number | null;
    updated_at: Generated<Date>;
  };
  bet_settlement_messages: { message_id: string; processed_at: Generated<Date> };
  /** stake per bettor and event in pending and open tickets (kept by bet_place_ticket() and a trigger) */
  bet_event_stakes: { user_id: number; match_id: string; staked: number };
  bet_cashouts: {
    ticket_id: number;
    amount: number;
    created_at: Generated<Date>;
    /** The accepted offer (migration 0404; null before it). */
    offer_id: Generated<string | null>;
  };
};

export type TicketRow = {
  [K in keyof BettingTables['bet_tickets']]: BettingTables['bet_tickets'][K] extends Generated<infer T>
    ? T
    : BettingTables['bet_tickets'][K];
};
export type LegRow = BettingTables['bet_legs'];
export type FreeBetRow = {
  [K in keyof BettingTables['bet_free_bets']]: BettingTables['bet_free_bets'][K] extends Generated<infer T>
    ? T
    : BettingTables['bet_free_bets'][K];
};

/** A ticket as placement builds it: what the database fills in (id, payout, versions ...) left out. */
export type NewTicket = Pick<
  TicketRow,
  | 'user_id'
  | 'connection_id'
  | 'slip_index'
  | 'bet_type'
  | 'status'
  | 'bet_state'
  | 'stake'
  | 'odds'
  | 'possible_win'
  | 'odds_change_type'
  | 'is_live'
  | 'free_bet_id'
  | 'accept_after'
  | 'accepted_at'
  | 'replication'
  | 'created_at'
>;
export type NewLeg = Omit<LegRow, 'ticket_id' | 'result' | 'void_factor' | 'dead_heat_factor' | 'settled_at'>;
