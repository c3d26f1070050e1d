import type {
  TDocumentFileRequest,
  TDocumentStatus,
  TFaceChallenge,
  TFaceCheckResult,
  TSavedDocument,
  TSignedUploadUrl,
  TVerificationStatus,
} from '@placar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The Documents and Validate calls of seed 000 section 7, and the face check. */
export const identityApi = {
  verificationStatus: () => api.get<TVerificationStatus>('/api/UserDocument/VerificationStatus'),
  statusFiles: () => api.get<TDocumentStatus[]>('/api/UserDocument/GetStatusFiles'),
  addressRequired: () => api.get<boolean>('/api/UserDocument/AddressRequired'),
  signedUrl: (body: TDocumentFileRequest, signal?: AbortSignal) =>
    api.post<TSignedUploadUrl>('/api/UserDocument/SignedUrl', body, { signal }),
  saveDocuments: (body: TDocumentFileRequest, signal?: AbortSignal) =>
    api.post<TSavedDocument>('/api/UserDocument/SaveDocuments', body, { signal }),
  hasFullValidation: () => api.get<boolean>('/api/Users/Validate/HasFullValidation'),
  hasRealFullValidation: () => api.get<boolean>('/api/Users/Validate/HasRealFullValidation'),
  hasFirstDeposit: () => api.get<boolean>('/api/Users/Validate/HasFirstDeposit'),
  faceChallenge: () => api.post<TFaceChallenge>('/api/UserDocument/FaceCheck/Challenge'),
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
    return api.post<TFaceCheckResult>('/api/UserDocument/FaceCheck', form, { signal });
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
