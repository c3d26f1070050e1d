import { DOCUMENT_TYPE, IDENTITY_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { findDemoBettorId, getUserIdentity } from '../../account';
import { insertDocument } from '../documents/documents.repository';
import { sha256Hex } from '../files/file-checks';
import { documentKey } from '../files/object-keys';
import { documentPicture } from '../files/png';
import { getProfile, identityDb, updateProfile } from '../profile.repository';
import { refreshFullValidation } from '../validation/full-validation';

/** The demo bettor arrives fully validated: ID front and back approved and a passed face check. */
export async function seedIdentityDemo(platform: Platform): Promise<string[] | undefined> {
  const userId = await findDemoBettorId(platform);
  if (userId === undefined) return undefined;
  const db = identityDb(platform);
  if ((await getProfile(db, userId)).fullyValidatedAt) return undefined;
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
      decided_by: 'demo',
      decided_at: new Date(),
    });
  }
  await updateProfile(db, userId, {
    face_status: IDENTITY_STATUS.UNIQUE,
    face_hash: `demo-face-${userId}`,
    document_cpf: user?.cpf ?? null,
  });
  const state = await refreshFullValidation(platform, userId);
  return [`demo bettor identity: ${state.fullValidation ? 'fully validated' : 'NOT validated'}`];
}
