import { userDocumentApi as docs, ZFaceCheckFields } from '@placar/contract';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { readMultipart } from '../files/read-multipart';
import { startFaceChallenge } from './face-challenge';
import { submitFaceCheck } from './face-check.service';

/**
 * The face check of the liveness validation types: start a challenge (a random sequence of steps),
 * then send one frame per step (multipart `frames`, in order, with `challengeId` and `source`).
 */
export async function faceRoutes(app: App, platform: Platform) {
  route(app, docs.faceChallenge, { preHandler: requireAuth }, async (request) => ({
    data: await startFaceChallenge(platform, currentUser(request).id),
  }));

  route(app, docs.faceCheck, { preHandler: requireAuth }, async (request) => {
    const { fields, files } = await readMultipart(request, { maxFiles: 6 });
    const parsed = ZFaceCheckFields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidField(String(issue?.path[0] ?? 'challengeId'), issue?.message ?? 'inválido');
    }
    const frames = files.filter((f) => f.field === 'frames');
    if (frames.length === 0) throw invalidField('frames', 'obrigatório');
    return {
      data: await submitFaceCheck(platform, currentUser(request).id, {
        ...parsed.data,
        frames: frames.map((f) => ({ fileName: f.fileName, bytes: f.bytes })),
      }),
    };
  });
}
