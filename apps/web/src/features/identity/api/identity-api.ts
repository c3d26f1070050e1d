import type { TDocumentFileRequest } from '@placar/contract';
import { userDocumentApi as docs, userValidateApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The Documents and Validate calls of seed 000 section 7, and the face check. */
export const identityApi = {
  verificationStatus: () => api.call(docs.verificationStatus),
  statusFiles: () => api.call(docs.statusFiles),
  addressRequired: () => api.call(docs.addressRequired),
  signedUrl: (body: TDocumentFileRequest, signal?: AbortSignal) =>
    api.call(docs.signedUrl, { body }, { signal }),
  saveDocuments: (body: TDocumentFileRequest, signal?: AbortSignal) =>
    api.call(docs.saveDocuments, { body }, { signal }),
  hasFullValidation: () => api.call(userValidateApi.hasFullValidation),
  hasRealFullValidation: () => api.call(userValidateApi.hasRealFullValidation),
  hasFirstDeposit: () => api.call(userValidateApi.hasFirstDeposit),
  faceChallenge: () => api.call(docs.faceChallenge),
  submitFaceCheck: (
    challengeId: string,
    source: 'camera' | 'upload',
    frames: Blob[],
    signal?: AbortSignal,
  ) => {
    const form = new FormData();
    form.append('challengeId', challengeId);
    form.append('source', source);
    frames.forEach((f, i) => {
      form.append('frames', f, f instanceof File ? f.name : `quadro-${i + 1}.jpg`);
    });
    return api.call(docs.faceCheck, { body: form }, { signal });
  },
};

export const verificationStatusQuery = queryOptions({
  queryKey: ['identity', 'status'],
  queryFn: () => identityApi.verificationStatus(),
  staleTime: 5_000,
});

export const firstDepositQuery = queryOptions({
  queryKey: ['identity', 'first-deposit'],
  queryFn: () => identityApi.hasFirstDeposit(),
  staleTime: 60_000,
});
