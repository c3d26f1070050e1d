import { randomInt, randomUUID } from 'node:crypto';
import {
  IDENTITY_STATUS,
  LIVENESS_CHALLENGE_TTL_SECONDS,
  LIVENESS_STEP_COUNT,
  LIVENESS_STEPS,
  type TFaceChallenge,
  type TLivenessStep,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { getProfile, identityDb } from '../profile.repository';

export type StoredChallenge = { userId: number; steps: TLivenessStep[]; expiresAt: string };
const challengeKey = (id: string) => `identity:face:challenge:${id}`;
const CHALLENGES_PER_HOUR = 10;

/** A random sequence of distinct liveness steps ('Vire à esquerda', 'Sorria', ...), valid 5 minutes. */
export function pickSteps(count = LIVENESS_STEP_COUNT): TLivenessStep[] {
  const pool = Object.keys(LIVENESS_STEPS) as TLivenessStep[];
  const steps: TLivenessStep[] = [];
  while (steps.length < count && pool.length) steps.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return steps;
}

export async function startFaceChallenge(platform: Platform, userId: number): Promise<TFaceChallenge> {
  const profile = await getProfile(identityDb(platform), userId);
  if (profile.faceStatus === IDENTITY_STATUS.UNIQUE)
    throw new AppError('CONFLICT', { message: 'Sua verificação facial já foi concluída.' });
  if (profile.identityStatus === IDENTITY_STATUS.DUPLICATED)
    throw new AppError('DUPLICATE_ACCOUNT', {
      context: { errorFile: 4 },
    });
  const started = await platform.cache.incr(`identity:face:started:${userId}`, 3600_000);
  if (started > CHALLENGES_PER_HOUR)
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'Muitas tentativas de verificação facial. Tente de novo mais tarde.',
    });
  const challengeId = randomUUID();
  const steps = pickSteps();
  const expiresAt = new Date(Date.now() + LIVENESS_CHALLENGE_TTL_SECONDS * 1000).toISOString();
  const stored: StoredChallenge = { userId, steps, expiresAt };
  await platform.cache.set(challengeKey(challengeId), stored, LIVENESS_CHALLENGE_TTL_SECONDS * 1000);
  return { challengeId, steps: steps.map((code) => ({ code, label: LIVENESS_STEPS[code] })), expiresAt };
}

/** The challenge, once: it is spent by the first submission, and belongs to one user. */
export async function takeFaceChallenge(platform: Platform, userId: number, challengeId: string) {
  const stored = await platform.cache.get<StoredChallenge>(challengeKey(challengeId));
  if (!stored || stored.userId !== userId || new Date(stored.expiresAt).getTime() < Date.now())
    throw new AppError('FACE_CHALLENGE_EXPIRED');
  await platform.cache.del(challengeKey(challengeId));
  return stored;
}
