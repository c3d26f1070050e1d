import {
  IDENTITY_STATUS,
  IDENTITY_SUBJECTS,
  type TFaceCheckResult,
  type TIdentityStatus,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import { inspectFile } from '../files/file-checks';
import { type FileKind, sniffKind } from '../files/magic-bytes';
import { faceFrameKey } from '../files/object-keys';
import { fileError } from '../identity-errors';
import { identityDb, otherAccountWith, updateProfile } from '../profile.repository';
import { refreshFullValidation } from '../validation/full-validation';
import { verifierOf } from '../verifier';
import type { FaceFrame } from '../verifier/verifier';
import { takeFaceChallenge } from './face-challenge';
import { faceCheckRecorded, insertFaceCheck } from './face-checks.repository';

export type SubmittedFrame = { fileName: string; bytes: Uint8Array };

const IMAGE_KINDS: Partial<Record<FileKind, { ext: 'jpg' | 'png' | 'gif' | 'heif'; contentType: string }>> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  heif: { ext: 'heif', contentType: 'image/heif' },
};

export const FACE_MESSAGES_PT: Record<number, string> = {
  [IDENTITY_STATUS.UNIQUE]: 'Verificação facial concluída.',
  [IDENTITY_STATUS.IN_PROCESS]: 'Recebemos suas imagens. A verificação facial está em análise.',
  [IDENTITY_STATUS.PHOTO]:
    'Não conseguimos confirmar que é você diante da câmera. Siga as instruções e tente de novo.',
  [IDENTITY_STATUS.BOT_REJECTED]: 'As imagens enviadas não são fotos válidas. Tente de novo com a câmera.',
  [IDENTITY_STATUS.REJECTED]: 'Não conseguimos confirmar o seu rosto. Tente de novo com boa iluminação.',
};

/**
 * A face check: one frame per step of the challenge (camera captures, or photos chosen as the
 * fallback). Frames that are not images end as BOT_REJECTED; the verifier decides the rest (the
 * sandbox requires distinct frames); a face already seen on another account ends in the duplicate error.
 */
export async function submitFaceCheck(
  platform: Platform,
  userId: number,
  input: { challengeId: string; source: 'camera' | 'upload'; frames: SubmittedFrame[] },
): Promise<TFaceCheckResult> {
  const challenge = await takeFaceChallenge(platform, userId, input.challengeId);
  if (input.frames.length !== challenge.steps.length)
    throw invalidField('frames', `envie ${challenge.steps.length} imagens, uma para cada instrução`);
  const db = identityDb(platform);
  const frames: FaceFrame[] = [];
  for (const [i, f] of input.frames.entries()) {
    const kind = IMAGE_KINDS[sniffKind(f.bytes) ?? 'pdf'];
    if (!kind)
      return record(
        platform,
        userId,
        input,
        challenge.steps,
        [],
        IDENTITY_STATUS.BOT_REJECTED,
        `frame ${i} is not an image`,
        '',
      );
    const verdict = inspectFile(f.bytes, kind.ext);
    if (!verdict.ok) throw fileError(verdict.code, `frame ${i}: ${verdict.detail}`);
    frames.push({
      step: challenge.steps[i]!,
      fileName: f.fileName.toLowerCase(),
      contentType: kind.contentType,
      bytes: f.bytes,
    });
  }
  const keys: string[] = [];
  try {
    for (const [i, f] of frames.entries()) {
      const key = faceFrameKey(userId, input.challengeId, i, IMAGE_KINDS[sniffKind(f.bytes)!]!.ext);
      await platform.storage.put(key, f.bytes, f.contentType);
      keys.push(key);
    }
    const verdict = await verifierOf(platform).verifyFace({ userId, steps: challenge.steps, frames });
    let status = verdict.faceStatus;
    let reason = verdict.reason;
    const other = await otherAccountWith(db, userId, { faceHash: verdict.faceHash });
    if (other !== undefined) {
      status = IDENTITY_STATUS.DUPLICATED;
      reason = 'Rosto já cadastrado em outra conta.';
    }
    return await record(platform, userId, input, challenge.steps, keys, status, reason, verdict.faceHash);
  } catch (error) {
    // A failure before the check was recorded leaves no frames behind.
    if (!(await faceCheckRecorded(db, input.challengeId)))
      await Promise.all(keys.map((k) => platform.storage.delete(k)));
    throw error;
  }
}

async function record(
  platform: Platform,
  userId: number,
  input: { challengeId: string; source: 'camera' | 'upload' },
  steps: string[],
  keys: string[],
  status: TIdentityStatus,
  reason: string | null,
  faceHash: string,
): Promise<TFaceCheckResult> {
  const db = identityDb(platform);
  await insertFaceCheck(db, {
    user_id: userId,
    challenge_id: input.challengeId,
    source: input.source,
    steps,
    frame_keys: keys,
    face_status: status,
    face_hash: faceHash,
    reason,
  });
  const kept = status === IDENTITY_STATUS.UNIQUE || status === IDENTITY_STATUS.IN_PROCESS;
  await updateProfile(db, userId, {
    face_status: status,
    ...(kept ? { face_hash: faceHash } : {}),
    ...(status === IDENTITY_STATUS.DUPLICATED
      ? { identity_status: IDENTITY_STATUS.DUPLICATED, status_reason: reason }
      : {}),
  });
  await refreshFullValidation(platform, userId);
  platform.bus.publish(`${IDENTITY_SUBJECTS.faceStatus}.${userId}`, { userId, faceStatus: status });
  if (status === IDENTITY_STATUS.DUPLICATED) throw fileError('DUPLICATE_ACCOUNT', reason ?? 'same face');
  return {
    faceStatus: status,
    approved: status === IDENTITY_STATUS.UNIQUE,
    message: FACE_MESSAGES_PT[status] ?? FACE_MESSAGES_PT[-2]!,
  };
}
