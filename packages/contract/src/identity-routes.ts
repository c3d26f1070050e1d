import { z } from 'zod';
import {
  ZAdminIdentity,
  ZDocumentFileRequest,
  ZDocumentReviewRequest,
  ZDocumentStatus,
  ZFaceChallenge,
  ZFaceCheckResult,
  ZFaceReviewRequest,
  ZIdentityStatusRequest,
  ZSavedDocument,
  ZSignedUploadUrl,
  ZVerificationStatus,
} from './identity';
import { defineRoute } from './route';

const tags = ['identity'];
/** What an upload may be refused for (the file, the daily quota, an account flagged as a duplicate). */
const UPLOAD_ERRORS = [
  'DOCUMENT_EXTENSION_INVALID',
  'DOCUMENT_SIZE_INVALID',
  'DOCUMENT_INVALID',
  'DOCUMENT_QUOTA_EXCEEDED',
  'DUPLICATE_ACCOUNT',
] as const;

/** The Documents calls of seed 000 section 7, the face check and the wizard's one-call status. */
export const userDocumentApi = {
  statusFiles: defineRoute({
    method: 'GET',
    path: '/api/UserDocument/GetStatusFiles',
    summary: 'The current document of each type (throttled to 1/s; 409 duplicate user, 451 invalid user)',
    tags,
    auth: 'bearer',
    answer: z.array(ZDocumentStatus),
    errors: ['TOO_MANY_REQUESTS', 'DUPLICATE_ACCOUNT', 'IDENTITY_INVALID'],
  }),
  addressRequired: defineRoute({
    method: 'GET',
    path: '/api/UserDocument/AddressRequired',
    summary: 'Whether a proof of address is required (not on this brand)',
    tags,
    auth: 'bearer',
    answer: z.boolean(),
  }),
  verificationStatus: defineRoute({
    method: 'GET',
    path: '/api/UserDocument/VerificationStatus',
    summary: 'Documents, face check and full validation at once (the wizard)',
    tags,
    auth: 'bearer',
    answer: ZVerificationStatus,
  }),
  signedUrl: defineRoute({
    method: 'POST',
    path: '/api/UserDocument/SignedUrl',
    summary: 'A signed PUT URL of the object store for one document file',
    tags,
    auth: 'bearer',
    body: ZDocumentFileRequest,
    answer: ZSignedUploadUrl,
    errors: UPLOAD_ERRORS,
  }),
  saveDocuments: defineRoute({
    method: 'POST',
    path: '/api/UserDocument/SaveDocuments',
    summary: 'Check the file put through the signed URL and record the document',
    tags,
    auth: 'bearer',
    body: ZDocumentFileRequest,
    answer: ZSavedDocument,
    errors: UPLOAD_ERRORS,
  }),
  uploadDocument: defineRoute({
    method: 'POST',
    path: '/api/UserDocument/UploadDocument',
    summary: 'Direct upload (multipart: file, userTypeDocument), the fallback of the signed URL',
    tags,
    auth: 'bearer',
    multipart: true,
    answer: ZSavedDocument,
    errors: [...UPLOAD_ERRORS, 'PAYLOAD_TOO_LARGE'],
  }),
  faceChallenge: defineRoute({
    method: 'POST',
    path: '/api/UserDocument/FaceCheck/Challenge',
    summary: 'Start a liveness challenge (valid 5 minutes, used once)',
    tags,
    auth: 'bearer',
    answer: ZFaceChallenge,
    errors: ['CONFLICT', 'DUPLICATE_ACCOUNT', 'TOO_MANY_REQUESTS'],
  }),
  faceCheck: defineRoute({
    method: 'POST',
    path: '/api/UserDocument/FaceCheck',
    summary: 'Answer the challenge with one frame per step (multipart)',
    tags,
    auth: 'bearer',
    multipart: true,
    answer: ZFaceCheckResult,
    errors: ['FACE_CHALLENGE_EXPIRED', 'PAYLOAD_TOO_LARGE'],
  }),
} as const;

/** GET /api/Users/Validate/HasFullValidation, /HasRealFullValidation, /HasFirstDeposit → `{ data: boolean }`. */
export const userValidateApi = {
  hasFullValidation: defineRoute({
    method: 'GET',
    path: '/api/Users/Validate/HasFullValidation',
    summary: 'Full validation (cached 10 minutes, invalidated on change)',
    tags,
    auth: 'bearer',
    answer: z.boolean(),
  }),
  hasRealFullValidation: defineRoute({
    method: 'GET',
    path: '/api/Users/Validate/HasRealFullValidation',
    summary: 'Full validation computed from the records now (refreshes the cache)',
    tags,
    auth: 'bearer',
    answer: z.boolean(),
  }),
  hasFirstDeposit: defineRoute({
    method: 'GET',
    path: '/api/Users/Validate/HasFirstDeposit',
    summary: 'Whether the user has a successful deposit',
    tags,
    auth: 'bearer',
    answer: z.boolean(),
  }),
} as const;

const adminTags = ['admin'];
export const ZIdentityUserParams = z.object({ userId: z.coerce.number().int().positive() });
export const ZIdentityDocumentParams = z.object({ documentId: z.coerce.number().int().positive() });

/** Back-office calls (role 1): look at a user's verification and decide by hand. */
export const identityAdminApi = {
  user: defineRoute({
    method: 'GET',
    path: '/api/admin/identity/users/:userId',
    summary: "A user's documents, face checks and status",
    tags: adminTags,
    auth: 'staff',
    params: ZIdentityUserParams,
    answer: ZAdminIdentity,
  }),
  documentFile: defineRoute({
    method: 'GET',
    path: '/api/admin/identity/documents/:documentId/file',
    summary: 'A short-lived download URL of a document file',
    tags: adminTags,
    auth: 'staff',
    params: ZIdentityDocumentParams,
    answer: z.object({ url: z.string(), expiresAt: z.string() }),
    errors: ['NOT_FOUND'],
  }),
  reviewDocument: defineRoute({
    method: 'POST',
    path: '/api/admin/identity/documents/:documentId/review',
    summary: 'Approve or reject a document',
    tags: adminTags,
    auth: 'staff',
    params: ZIdentityDocumentParams,
    body: ZDocumentReviewRequest,
    answer: ZAdminIdentity,
    errors: ['NOT_FOUND', 'DOCUMENT_CHANGED'],
  }),
  reviewFace: defineRoute({
    method: 'POST',
    path: '/api/admin/identity/users/:userId/face/review',
    summary: 'Approve or reject the face check',
    tags: adminTags,
    auth: 'staff',
    params: ZIdentityUserParams,
    body: ZFaceReviewRequest,
    answer: ZAdminIdentity,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/api/admin/identity/users/:userId/status',
    summary: 'Reopen (0) or mark invalid (-3)',
    tags: adminTags,
    auth: 'staff',
    params: ZIdentityUserParams,
    body: ZIdentityStatusRequest,
    answer: ZAdminIdentity,
  }),
} as const;
