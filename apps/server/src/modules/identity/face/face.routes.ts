import { ZData, ZFaceChallenge, ZFaceCheckFields, ZFaceCheckResult } from '@placar/contract';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { readMultipart } from '../files/read-multipart';
import { startFaceChallenge } from './face-challenge';
import { submitFaceCheck } from './face-check.service';

const tags = ['identity'];
const security = [{ bearer: [] }];

/**
 * The face check of the liveness validation types: start a challenge (a random sequence of steps),
 * then send one frame per step (multipart `frames`, in order, with `challengeId` and `source`).
 */
export async function faceRoutes(app: App, platform: Platform) {
  app.post(
    '/api/UserDocument/FaceCheck/Challenge',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Start a liveness challenge (valid 5 minutes, used once)',
        response: { 200: ZData(ZFaceChallenge) },
      },
    },
    async (request) => ({ data: await startFaceChallenge(platform, currentUser(request).id) }),
  );

  app.post(
    '/api/UserDocument/FaceCheck',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Answer the challenge with one frame per step (multipart)',
        consumes: ['multipart/form-data'],
        response: { 200: ZData(ZFaceCheckResult) },
      },
    },
    async (request) => {
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
    },
  );
}
