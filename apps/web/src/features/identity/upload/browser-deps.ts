import { type RouteAnswer, routeUrl } from '@placar/contract';
import { userDocumentApi } from '@placar/contract/routes.gen';
import { identityApi } from '../api/identity-api';
import type { UploadDeps } from './upload-document';
import { sha256Hex } from './upload-document';
import { postMultipart, putToSignedUrl } from './xhr';

/** The upload procedure's real parts: the API, XMLHttpRequest with progress, Web Crypto. */
export const browserUploadDeps: UploadDeps = {
  sha256: sha256Hex,
  signedUrl: identityApi.signedUrl,
  put: putToSignedUrl,
  save: identityApi.saveDocuments,
  direct(file, fileName, documentType, onProgress, signal) {
    const form = new FormData();
    form.append('userTypeDocument', String(documentType));
    form.append('file', file, fileName);
    const route = userDocumentApi.uploadDocument;
    return postMultipart<RouteAnswer<typeof route>>(routeUrl(route), form, onProgress, signal);
  },
};
