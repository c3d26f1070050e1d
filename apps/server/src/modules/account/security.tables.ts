import type { Generated } from 'kysely';

/** Kysely view of the account module's security tables (migrations/0100_account_baseline.sql). */
export type SessionsTable = {
  id: string;
  user_id: number;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  extended: boolean;
  created_at: Generated<Date>;
  last_activity_at: Generated<Date>;
  reauth_required: Generated<boolean>;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

export type RefreshTokensTable = {
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
};

export type EmailPinsTable = {
  user_id: number;
  pin_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  sends_in_window: Generated<number>;
  window_started_at: Generated<Date>;
  last_sent_at: Generated<Date>;
};

export type PasswordResetsTable = {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
};

export type UnusualActivityTable = {
  token_hash: string;
  user_id: number;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  extended: boolean;
  created_at: Generated<Date>;
  expires_at: Date;
  confirmed_at: Date | null;
};

export type UserDevicesTable = {
  user_id: number;
  device_id: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
};

export type LoginAttemptsTable = {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  ip: string | null;
  /** The device id the client sent (login throttling counts per device, else per address). */
  device_id: Generated<string | null>;
  success: boolean;
  reason: string | null;
  created_at: Generated<Date>;
};

export type SecurityTables = {
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_pins: EmailPinsTable;
  password_resets: PasswordResetsTable;
  unusual_activity_confirmations: UnusualActivityTable;
  user_devices: UserDevicesTable;
  login_attempts: LoginAttemptsTable;
};
