import type { Generated } from 'kysely';

/** Kysely view of the consent tables (migrations/0100_account_baseline.sql). */
export type UserConsentsTable = {
  user_id: number;
  version: number;
  analytics: boolean;
  marketing: boolean;
  decided_at: Date;
  recorded_at: Generated<Date>;
};

export type UserConsentAuditTable = {
  id: Generated<number>;
  user_id: number;
  version: number;
  analytics: boolean;
  marketing: boolean;
  decided_at: Date;
  recorded_at: Generated<Date>;
  session_id: string | null;
};

export type ConsentTables = { user_consents: UserConsentsTable; user_consent_audit: UserConsentAuditTable };
