import type { ColumnType, Generated } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { AccountTables } from '../users.repository';

/** Kysely view of account_audit (migrations/0100_account_baseline.sql). */
export type AccountAuditTable = {
  id: Generated<number>;
  user_id: number;
  actor_id: number | null;
  action: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
};

export type AccountAuditAction =
  | 'deactivated-by-user'
  | 'deactivated-by-operator'
  | 'reactivated-by-user'
  | 'reactivated-by-operator'
  | 'withdrawals-blocked'
  | 'withdrawals-unblocked';

export const auditDb = (db: Db) => db.withTables<AccountTables & { account_audit: AccountAuditTable }>();

/** Records one change of an account's state (in the caller's transaction when given one). */
export function recordAccountAudit(
  db: Db,
  entry: {
    userId: number;
    actorId: number | null;
    action: AccountAuditAction;
    detail?: Record<string, unknown>;
  },
) {
  return insertAccountAudit(db, entry);
}

/** Appends one row to account_audit, whose action is free text (state changes, two-factor events). */
export async function insertAccountAudit(
  db: Db,
  entry: { userId: number; actorId: number | null; action: string; detail?: Record<string, unknown> },
) {
  await auditDb(db)
    .insertInto('account_audit')
    .values({
      user_id: entry.userId,
      actor_id: entry.actorId,
      action: entry.action,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** A user's audit trail, newest first. */
export async function listAccountAudit(db: Db, userId: number) {
  return auditDb(db)
    .selectFrom('account_audit')
    .select(['action', 'actor_id', 'detail', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
