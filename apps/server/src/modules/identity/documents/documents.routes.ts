import multipart from '@fastify/multipart';
import { userDocumentApi as docs, ZUploadDocumentFields } from '@placar/contract';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { readMultipart } from '../files/read-multipart';
import { identityConfig } from '../identity.config';
import { issueSignedUpload, saveDirectUpload, saveSignedUpload } from './documents.service';
import { statusFiles, verificationStatus } from './status-files';

/** The Documents calls of seed 000 section 7 (and the wizard's one-call status). */
export async function documentsRoutes(app: App, platform: Platform) {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024 } });
  const signedIn = { preHandler: requireAuth };

  route(app, docs.statusFiles, signedIn, async (request, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
    return { data: await statusFiles(platform, currentUser(request).id) };
  });

  route(app, docs.addressRequired, signedIn, async () => ({
    data: identityConfig().IDENTITY_ADDRESS_REQUIRED,
  }));

  route(app, docs.verificationStatus, signedIn, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await verificationStatus(platform, currentUser(request).id) };
  });

  route(app, docs.signedUrl, signedIn, async (request) => ({
    data: await issueSignedUpload(platform, currentUser(request).id, request.body),
  }));

  route(app, docs.saveDocuments, signedIn, async (request) => ({
    data: await saveSignedUpload(platform, currentUser(request).id, request.body),
  }));

  route(app, docs.uploadDocument, signedIn, async (request) => {
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
  });
}
