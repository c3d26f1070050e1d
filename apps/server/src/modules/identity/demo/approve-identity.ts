import { DOCUMENT_TYPE, IDENTITY_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { getUserIdentity, setFaceStatus } from '../../account';
import { insertDocument } from '../documents/documents.repository';
import { sha256Hex } from '../files/file-checks';
import { documentKey } from '../files/object-keys';
import { documentPicture } from '../files/png';
import { identityDb, updateProfile } from '../profile.repository';
import { refreshFullValidation, type ValidationState } from '../validation/full-validation';

/**
 * Records an identity that passed every check without the upload flow: ID front and back stored and
 * approved by `decidedBy`, a passed face check, then the usual recomputation (cache, flag, events).
 * Used by the demo seed and by the test helper `markFullyValidated` (src/testing/identity.ts).
 */
export async function approveIdentity(
  platform: Platform,
  userId: number,
  decidedBy: string,
): Promise<ValidationState> {
  const db = identityDb(platform);
  const user = await getUserIdentity(platform, userId);
  for (const [i, type] of [DOCUMENT_TYPE.IdentityCard_Front, DOCUMENT_TYPE.IdentityCard_Back].entries()) {
    const bytes = documentPicture(i + 1);
    const fileName = type === DOCUMENT_TYPE.IdentityCard_Front ? 'rg-frente.png' : 'rg-verso.png';
    const key = documentKey(userId, type, fileName);
    await platform.storage.put(key, bytes, 'image/png');
    await insertDocument(db, {
      user_id: userId,
      document_type: type,
      file_name: fileName,
      object_key: key,
      content_type: 'image/png',
      file_extension: 'png',
      size_bytes: bytes.length,
      sha256: sha256Hex(bytes),
      width: 480,
      height: 300,
      status: 'approved',
      decided_by: decidedBy,
      decided_at: new Date(),
    });
  }
  await updateProfile(db, userId, {
    face_status: IDENTITY_STATUS.UNIQUE,
    face_hash: `${decidedBy}-face-${userId}`,
    document_cpf: user?.cpf ?? null,
  });
  // no face check ran, so no face-status event: the account's copy is written here (demo seed runs
  // before modules start and subscribe)
  await setFaceStatus(platform, userId, IDENTITY_STATUS.UNIQUE);
  return refreshFullValidation(platform, userId);
}
