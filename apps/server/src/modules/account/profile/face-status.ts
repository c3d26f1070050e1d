import { IDENTITY_SUBJECTS } from '@placar/contract';
import { z } from 'zod';
import type { Unsubscribe } from '../../../platform/bus/bus';
import type { Platform } from '../../../platform/context';
import { setUserFaceStatus } from '../users.repository';

/** What the identity module publishes on `identity.face-status.{userId}` after a face check or review. */
const ZFaceStatusEvent = z.object({
  userId: z.number().int().positive(),
  faceStatus: z.number().int(),
});

/**
 * Writes the user's face status (GET /api/Users/ and the login answer show it). Idempotent: a row
 * that already has this status is left alone; answers whether the row changed.
 */
export async function setFaceStatus(platform: Platform, userId: number, faceStatus: number) {
  return setUserFaceStatus(platform.db, userId, faceStatus);
}

/**
 * Follows the identity module's face checks on the bus (every node subscribes; the update is
 * idempotent, so a message seen by several nodes, or delivered twice, changes the row once).
 */
export function followFaceStatus(platform: Platform): Unsubscribe {
  const prefix = `${IDENTITY_SUBJECTS.faceStatus}.`;
  return platform.bus.subscribe(`${prefix}*`, ({ subject, data }) => {
    const event = ZFaceStatusEvent.safeParse(data);
    if (!event.success || subject !== `${prefix}${event.data.userId}`) {
      platform.log.warn({ subject }, 'face status event ignored: malformed');
      return;
    }
    const { userId, faceStatus } = event.data;
    setFaceStatus(platform, userId, faceStatus).catch((err: unknown) =>
      platform.log.error({ err, userId, faceStatus }, 'face status not recorded on the user'),
    );
  });
}
