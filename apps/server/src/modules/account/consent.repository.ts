import type { Db } from '../../platform/db/database';
import type { ConsentTables, UserConsentsTable } from './consent.tables';

const consentDb = (db: Db) => db.withTables<ConsentTables>();

/** A stored consent choice. */
export type ConsentRow = Pick<UserConsentsTable, 'version' | 'analytics' | 'marketing' | 'decided_at'> & {
  recorded_at: Date;
};

export async function findConsent(db: Db, userId: number): Promise<ConsentRow | undefined> {
  return consentDb(db)
    .selectFrom('user_consents')
    .select(['version', 'analytics', 'marketing', 'decided_at', 'recorded_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores the choice and appends it to the audit trail, in one transaction; answers the stored row. */
export async function storeConsent(
  db: Db,
  userId: number,
  sessionId: string | null,
  values: ConsentRow,
): Promise<ConsentRow> {
  return consentDb(db)
    .transaction()
    .execute(async (tx) => {
      const row = await tx
        .insertInto('user_consents')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .returning(['version', 'analytics', 'marketing', 'decided_at', 'recorded_at'])
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('user_consent_audit')
        .values({ user_id: userId, session_id: sessionId, ...values })
        .execute();
      return row;
    });
}
