import type { Db } from '../../../platform/db/database';
import { tfaDb } from './two-factor.tables';

/** A bettor's two-factor settings, when it is on. */
export async function findTwoFactor(db: Db, userId: number) {
  return tfaDb(db).selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export type TwoFactorRow = NonNullable<Awaited<ReturnType<typeof findTwoFactor>>>;

/** Turns two-factor on with a confirmed setup. */
export async function insertTwoFactor(
  db: Db,
  row: {
    user_id: number;
    method: 'totp' | 'email';
    totp_secret: string | null;
    totp_last_step: number | null;
    email_code_hash: string | null;
    email_code_expires_at: Date | null;
  },
) {
  await tfaDb(db).insertInto('user_two_factor').values(row).execute();
}

/** Moves the app's last used time step on to `step`; false when it already was there or later. */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const taken = await tfaDb(db)
    .updateTable('user_two_factor')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The e-mailed code that confirms turning two-factor off. */
export async function setDisableEmailCode(db: Db, userId: number, codeHash: string, expiresAt: Date) {
  await tfaDb(db)
    .updateTable('user_two_factor')
    .set({ email_code_hash: codeHash, email_code_expires_at: expiresAt })
    .where('user_id', '=', userId)
    .execute();
}

/** Turns two-factor off: its settings, recovery codes, trusted devices and pending challenges go. */
export async function deleteTwoFactor(db: Db, userId: number) {
  const t = tfaDb(db);
  await t.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  await t.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await t.deleteFrom('two_factor_trusted_devices').where('user_id', '=', userId).execute();
  await t.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

/** Starts (or restarts) a setup. */
export async function saveEnrolmentRow(
  db: Db,
  userId: number,
  row: {
    method: 'totp' | 'email';
    totp_secret: string | null;
    email_code_hash: string | null;
    attempts: number;
    expires_at: Date;
  },
) {
  await tfaDb(db)
    .insertInto('two_factor_enrolments')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

export async function findEnrolment(db: Db, userId: number) {
  return tfaDb(db)
    .selectFrom('two_factor_enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function addEnrolmentAttempt(db: Db, userId: number) {
  await tfaDb(db)
    .updateTable('two_factor_enrolments')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteEnrolment(db: Db, userId: number) {
  await tfaDb(db).deleteFrom('two_factor_enrolments').where('user_id', '=', userId).execute();
}

/** Until when a device is trusted (undefined: never). */
export async function findTrustedUntil(db: Db, userId: number, deviceId: string) {
  const row = await tfaDb(db)
    .selectFrom('two_factor_trusted_devices')
    .select('trusted_until')
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row?.trusted_until;
}

export async function trustDeviceUntil(db: Db, userId: number, deviceId: string, trustedUntil: Date) {
  await tfaDb(db)
    .insertInto('two_factor_trusted_devices')
    .values({ user_id: userId, device_id: deviceId, trusted_until: trustedUntil })
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet({ trusted_until: trustedUntil }))
    .execute();
}
