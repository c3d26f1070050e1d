import {
  ZAdminIdentity,
  ZData,
  ZDocumentReviewRequest,
  ZFaceReviewRequest,
  ZIdentityStatusRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireRole } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { findDocument } from '../documents/documents.repository';
import { identityDb } from '../profile.repository';
import { adminIdentity, reviewDocument, reviewFace, setIdentityStatus } from './review.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const ZUserParams = z.object({ userId: z.coerce.number().int().positive() });
const ZDocumentParams = z.object({ documentId: z.coerce.number().int().positive() });
const answer = { 200: ZData(ZAdminIdentity) };

/** Back-office calls (role 1): look at a user's verification and decide by hand. */
export async function adminRoutes(app: App, platform: Platform) {
  const preHandler = requireRole(1);

  app.get(
    '/api/admin/identity/users/:userId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A user's documents, face checks and status",
        params: ZUserParams,
        response: answer,
      },
    },
    async (request) => ({ data: await adminIdentity(platform, request.params.userId) }),
  );

  app.get(
    '/api/admin/identity/documents/:documentId/file',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A short-lived download URL of a document file',
        params: ZDocumentParams,
        response: { 200: ZData(z.object({ url: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => {
      const doc = await findDocument(identityDb(platform), request.params.documentId);
      if (!doc) throw notFound('Documento');
      const signed = await platform.storage.signedDownloadUrl(doc.objectKey, { expiresInSeconds: 120 });
      return { data: { url: signed.url, expiresAt: signed.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/api/admin/identity/documents/:documentId/review',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Approve or reject a document',
        params: ZDocumentParams,
        body: ZDocumentReviewRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await reviewDocument(platform, request.params.documentId, currentUser(request).id, request.body),
    }),
  );

  app.post(
    '/api/admin/identity/users/:userId/face/review',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Approve or reject the face check',
        params: ZUserParams,
        body: ZFaceReviewRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await reviewFace(platform, request.params.userId, currentUser(request).id, request.body),
    }),
  );

  app.put(
    '/api/admin/identity/users/:userId/status',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Reopen (0) or mark invalid (-3)',
        params: ZUserParams,
        body: ZIdentityStatusRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await setIdentityStatus(platform, request.params.userId, currentUser(request).id, request.body),
    }),
  );
}
