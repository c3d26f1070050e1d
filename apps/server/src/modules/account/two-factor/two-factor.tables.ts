import type { Generated } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { AccountTables } from '../users.repository';

/** Kysely view of the two-factor tables (migrations/0100_account_baseline.sql). */
export type TwoFactorTables = {
  user_two_factor: {
    user_id: number;
    method: 'totp' | 'email';
    totp_secret: string | null;
    totp_last_step: number | null;
    email_code_hash: string | null;
    email_code_expires_at: Date | null;
    enabled_at: Generated<Date>;
  };
  two_factor_enrolments: {
    user_id: number;
    method: 'totp' | 'email';
    totp_secret: string | null;
    email_code_hash: string | null;
    attempts: Generated<number>;
    expires_at: Date;
  };
  two_factor_recovery_codes: {
    id: Generated<number>;
    user_id: number;
    code_hash: string;
    used_at: Date | null;
  };
  two_factor_challenges: {
    token_hash: string;
    user_id: number;
    method: 'totp' | 'email';
    device_id: string | null;
    ip: string | null;
    user_agent: string | null;
    country: string | null;
    region: string | null;
    city: string | null;
    extended: boolean;
    email_code_hash: string | null;
    attempts: Generated<number>;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
  };
  two_factor_trusted_devices: { user_id: number; device_id: string; trusted_until: Date };
};

export const tfaDb = (db: Db) => db.withTables<AccountTables & TwoFactorTables>();
