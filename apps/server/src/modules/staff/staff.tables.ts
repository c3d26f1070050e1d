import type { TStaffRole, TStaffStatus } from '@placar/contract';
import type { Generated } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Kysely view of the staff module's tables (migrations/0900_staff_baseline.sql). */
export type StaffTables = {
  staff_members: {
    id: Generated<number>;
    email: string;
    name: string;
    password_hash: string;
    roles: TStaffRole[];
    status: Generated<TStaffStatus>;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: number | null;
    last_sign_in_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  staff_sessions: {
    id: string;
    staff_id: number;
    created_at: Date;
    last_activity_at: Date;
    ended_at: Date | null;
    end_reason: string | null;
    ip: string | null;
    user_agent: string | null;
  };
  staff_audit_log: {
    id: Generated<number>;
    at: Generated<Date>;
    staff_id: number | null;
    staff_email: string;
    action: string;
    target_type: string | null;
    target_id: string | null;
    before: unknown;
    after: unknown;
    reason: string | null;
    ip: string | null;
    request_id: string | null;
  };
};

export const staffDb = (db: Db) => db.withTables<StaffTables>();
