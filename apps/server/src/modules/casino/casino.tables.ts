import type { Generated } from 'kysely';
import type { Platform } from '../../platform/context';

/** The casino module's tables (migrations/0500_casino_baseline.sql). Amounts in centavos. */
export type CasinoTables = {
  casino_game_settings: { game_id: string; in_maintenance: boolean; updated_at: Generated<Date> };
  casino_favorites: { user_id: number; game_id: string; created_at: Generated<Date> };
  casino_provider_credentials: {
    provider_id: number;
    secret: string;
    launch_url: string | null;
    updated_at: Generated<Date>;
  };
  casino_launch_origins: { origin: string; created_at: Generated<Date> };
  casino_sessions: {
    id: Generated<number>;
    token_hash: string;
    mode: 'real' | 'free';
    user_id: number | null;
    provider_id: number;
    game_id: string;
    play_balance: number | null;
    created_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
  };
  casino_seed_pairs: {
    id: Generated<number>;
    owner: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: Generated<number>;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    revealed_at: Date | null;
  };
  casino_rounds: {
    id: Generated<number>;
    provider_id: number;
    round_ref: string;
    user_id: number | null;
    session_id: number;
    game_id: string;
    status: Generated<'open' | 'closed' | 'refunded'>;
    bet: Generated<number>;
    win: Generated<number>;
    refunded: Generated<number>;
    created_at: Generated<Date>;
    closed_at: Date | null;
    seed_pair_id: number | null;
    nonce: number | null;
    params: unknown;
    outcome: unknown;
    state: unknown;
    multiplier: number | null;
  };
  casino_transactions: {
    id: Generated<number>;
    provider_id: number;
    reference: string;
    round_id: number;
    type: 'debit' | 'credit' | 'refund';
    amount: number;
    refunded_reference: string | null;
    refunded: Generated<boolean>;
    moved: Generated<boolean>;
    ledger_transfer_id: number | null;
    balance_after: number;
    created_at: Generated<Date>;
  };
  casino_crash_chains: {
    id: Generated<number>;
    terminal_seed: string;
    anchor: string;
    length: number;
    salt: string;
    next_index: Generated<number>;
    created_at: Generated<Date>;
  };
  casino_crash_rounds: {
    id: Generated<number>;
    chain_id: number;
    chain_index: number;
    seed: string;
    seed_hash: string;
    crash_point: number;
    phase: 'betting' | 'running' | 'crashed' | 'cancelled';
    betting_ends_at: Date;
    started_at: Date | null;
    crashed_at: Date | null;
    cancelled_at: Date | null;
  };
  casino_crash_bets: {
    id: Generated<number>;
    crash_round_id: number;
    casino_round_id: number;
    session_id: number;
    amount: number;
    auto_cashout: number | null;
    cashed_out_at: number | null;
    win: Generated<number>;
    status: Generated<'active' | 'won' | 'lost' | 'refunded'>;
  };
};

export const casinoDb = (platform: Pick<Platform, 'db'>) => platform.db.withTables<CasinoTables>();
