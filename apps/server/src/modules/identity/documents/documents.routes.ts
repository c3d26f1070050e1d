import multipart from '@fastify/multipart';
import {
  DOCUMENT_STATUS_THROTTLE_MS,
  IDENTITY_STATUS,
  ZData,
  ZDocumentFileRequest,
  ZDocumentStatus,
  ZSavedDocument,
  ZSignedUploadUrl,
  ZUploadDocumentFields,
  ZVerificationStatus,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { AppError, invalidField } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { readMultipart } from '../files/read-multipart';
import { identityConfig } from '../identity.config';
import { readValidationState } from '../validation/full-validation';
import { documentStatuses } from './document-status';
import { issueSignedUpload, saveDirectUpload, saveSignedUpload } from './documents.service';

const tags = ['identity'];
const security = [{ bearer: [] }];

/** The Documents calls of seed 000 section 7 (and the wizard's one-call status). */
export async function documentsRoutes(app: App, platform: Platform) {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024 } });

  app.get(
    '/api/UserDocument/GetStatusFiles',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The current document of each type (throttled to 1/s; 409 duplicate user, 451 invalid user)',
        response: { 200: ZData(z.array(ZDocumentStatus)) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
      if ((await platform.cache.incr(`identity:status-files:${userId}`, DOCUMENT_STATUS_THROTTLE_MS)) > 1)
        throw new AppError('TOO_MANY_REQUESTS', {
          message: 'Aguarde um segundo antes de consultar de novo.',
        });
      const state = await readValidationState(platform, userId);
      if (state.identityStatus === IDENTITY_STATUS.DUPLICATED)
        throw new AppError('DUPLICATE_ACCOUNT', {
          status: 409,
          message: 'Cuenta Duplicada',
          context: { errorFile: 4 },
        });
      if (state.identityStatus === IDENTITY_STATUS.INVALID)
        throw new AppError('IDENTITY_INVALID', {
          status: 451,
          message: 'Não foi possível validar a sua identidade. Entre em contato com o suporte.',
        });
      return { data: await documentStatuses(platform, state.documents) };
    },
  );

  app.get(
    '/api/UserDocument/AddressRequired',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Whether a proof of address is required (not on this brand)',
        response: { 200: ZData(z.boolean()) },
      },
    },
    async () => ({ data: identityConfig().IDENTITY_ADDRESS_REQUIRED }),
  );

  app.get(
    '/api/UserDocument/VerificationStatus',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Documents, face check and full validation at once (the wizard)',
        response: { 200: ZData(ZVerificationStatus) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const s = await readValidationState(platform, currentUser(request).id);
      return {
        data: {
          validationType: s.validationType,
          identityStatus: s.identityStatus,
          faceStatus: s.faceStatus,
          faceCheckRequired: s.faceCheckRequired,
          addressRequired: s.addressRequired,
          documents: await documentStatuses(platform, s.documents),
          fullValidation: s.fullValidation,
        },
      };
    },
  );

  app.post(
    '/api/UserDocument/SignedUrl',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'A signed PUT URL of the object store for one document file',
        body: ZDocumentFileRequest,
        response: { 200: ZData(ZSignedUploadUrl) },
      },
    },
    async (request) => ({ data: await issueSignedUpload(platform, currentUser(request).id, request.body) }),
  );

  app.post(
    '/api/UserDocument/SaveDocuments',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Check the file put through the signed URL and record the document',
        body: ZDocumentFileRequest,
        response: { 200: ZData(ZSavedDocument) },
      },
    },
    async (request) => ({ data: await saveSignedUpload(platform, currentUser(request).id, request.body) }),
  );

  app.post(
    '/api/UserDocument/UploadDocument',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Direct upload (multipart: file, userTypeDocument), the fallback of the signed URL',
        consumes: ['multipart/form-data'],
        response: { 200: ZData(ZSavedDocument) },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, { maxFiles: 1 });
      const parsed = ZUploadDocumentFields.safeParse(fields);
      if (!parsed.success)
        throw invalidField('userTypeDocument', parsed.error.issues[0]?.message ?? 'inválido');
      const file = files.find((f) => f.field === 'file');
      if (!file) throw invalidField('file', 'obrigatório');
      return {
        data: await saveDirectUpload(platform, currentUser(request).id, {
          fileName: file.fileName,
          documentType: parsed.data.userTypeDocument,
          bytes: file.bytes,
        }),
      };
    },
  );
}
