import type { TConsentRecord, TConsentRequest } from '@placar/contract';
import type { Db } from '../../platform/db/database';
import type { ConsentTables, UserConsentsTable } from './consent.tables';

const consentDb = (db: Db) => db.withTables<ConsentTables>();

type Row = Pick<UserConsentsTable, 'version' | 'analytics' | 'marketing' | 'decided_at'> & {
  recorded_at: Date;
};

const toRecord = (row: Row): TConsentRecord => ({
  necessary: true,
  analytics: row.analytics,
  marketing: row.marketing,
  version: row.version,
  decidedAt: row.decided_at.toISOString(),
  recordedAt: row.recorded_at.toISOString(),
});

/** The bettor's current consent, or null when they never chose while signed in. */
export async function getConsent(db: Db, userId: number): Promise<TConsentRecord | null> {
  const row = await consentDb(db)
    .selectFrom('user_consents')
    .select(['version', 'analytics', 'marketing', 'decided_at', 'recorded_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Stores the bettor's choice and appends it to the audit trail in one transaction. The moment of the
 * choice is the device's when it sent one in the past, else now: a clock ahead never dates it later.
 */
export async function saveConsent(
  db: Db,
  userId: number,
  sessionId: string | null,
  choice: TConsentRequest,
  now = new Date(),
): Promise<TConsentRecord> {
  const sent = choice.decidedAt ? new Date(choice.decidedAt) : now;
  const decidedAt = sent.getTime() > now.getTime() ? now : sent;
  const values = {
    version: choice.version,
    analytics: choice.analytics,
    marketing: choice.marketing,
    decided_at: decidedAt,
    recorded_at: now,
  };
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
      return toRecord(row);
    });
}
