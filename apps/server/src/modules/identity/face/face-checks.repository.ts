import type { Insertable } from 'kysely';
import type { IdentityFaceCheckRow } from '../identity.tables';
import type { IdentityDb } from '../profile.repository';

/** Records a face check (its frames' object keys, the verdict and the face hash). */
export async function insertFaceCheck(db: IdentityDb, check: Insertable<IdentityFaceCheckRow>) {
  await db.insertInto('identity_face_checks').values(check).execute();
}

/** Whether a check of this challenge was recorded. */
export async function faceCheckRecorded(db: IdentityDb, challengeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('identity_face_checks')
    .select('id')
    .where('challenge_id', '=', challengeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A user's latest face checks, newest first. */
export function latestFaceChecks(db: IdentityDb, userId: number, limit: number) {
  return db
    .selectFrom('identity_face_checks')
    .select(['id', 'source', 'steps', 'face_status', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
