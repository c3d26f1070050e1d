import { IDENTITY_STATUS } from '@placar/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Platform } from '../../platform/context';
import type { IdentityProfileRow, IdentityTables } from './identity.tables';

export type IdentityDb = Kysely<IdentityTables>;
export const identityDb = (platform: Platform): IdentityDb => platform.db.withTables<IdentityTables>();

export type IdentityProfile = {
  userId: number;
  identityStatus: number;
  faceStatus: number;
  faceHash: string | null;
  documentCpf: string | null;
  statusReason: string | null;
  fullyValidatedAt: Date | null;
  registrationConversionAt: Date | null;
};

export async function getProfile(db: IdentityDb, userId: number): Promise<IdentityProfile> {
  const r = await db
    .selectFrom('identity_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    userId,
    identityStatus: r?.identity_status ?? IDENTITY_STATUS.VALIDATION_REQUIRED,
    faceStatus: r?.face_status ?? IDENTITY_STATUS.VALIDATION_REQUIRED,
    faceHash: r?.face_hash ?? null,
    documentCpf: r?.document_cpf ?? null,
    statusReason: r?.status_reason ?? null,
    fullyValidatedAt: r?.fully_validated_at ?? null,
    registrationConversionAt: r?.registration_conversion_at ?? null,
  };
}

type ProfilePatch = Omit<Updateable<IdentityProfileRow>, 'user_id' | 'updated_at'>;

/** Creates the row on first use; changes only the given columns. */
export async function updateProfile(db: IdentityDb, userId: number, patch: ProfilePatch) {
  await db
    .insertInto('identity_profiles')
    .values({ user_id: userId, ...patch })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: new Date() }))
    .execute();
}

/** Another account whose identity document showed this CPF, or whose face has this hash. */
export async function otherAccountWith(
  db: IdentityDb,
  userId: number,
  by: { documentCpf?: string | null; faceHash?: string | null },
): Promise<number | undefined> {
  if (!by.documentCpf && !by.faceHash) return undefined;
  const row = await db
    .selectFrom('identity_profiles')
    .select('user_id')
    .where('user_id', '<>', userId)
    .where((eb) =>
      eb.or([
        ...(by.documentCpf ? [eb('document_cpf', '=', by.documentCpf)] : []),
        ...(by.faceHash ? [eb('face_hash', '=', by.faceHash)] : []),
      ]),
    )
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

/**
 * Sets fully_validated_at (and the registration conversion, once) unless already set; answers whether
 * this call set it, so that only one of concurrent refreshes announces it.
 */
export async function markFullyValidated(db: IdentityDb, userId: number, now: Date): Promise<boolean> {
  await db
    .insertInto('identity_profiles')
    .values({ user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const flipped = await db
    .updateTable('identity_profiles')
    .set((eb) => ({
      fully_validated_at: now,
      registration_conversion_at: eb.fn.coalesce('registration_conversion_at', eb.val(now)),
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .where('fully_validated_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return flipped !== undefined;
}
