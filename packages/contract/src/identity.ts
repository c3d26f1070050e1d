import { z } from 'zod';

/**
 * Identity verification (seed 000 sections 3, 4, 5 and 7; seed 002 section 2): documents, the face
 * check with a liveness challenge, and full validation. Codes and field names are the seeds'.
 */

/** Validation types of an account (seed 000 section 3); other or null: documents only. */
export const VALIDATION_TYPE = { NATIONAL_ID: 2, LIVENESS: 3, LIVENESS_BR: 4 } as const;
/** Types whose full validation includes the face check with a liveness challenge. */
export const LIVENESS_VALIDATION_TYPES: readonly number[] = [
  VALIDATION_TYPE.LIVENESS,
  VALIDATION_TYPE.LIVENESS_BR,
];
export const requiresFaceCheck = (validationType: number | null | undefined) =>
  validationType != null && LIVENESS_VALIDATION_TYPES.includes(validationType);

/** Identity status codes (seed 000 section 3); the face status of an account uses them too. */
export const IDENTITY_STATUS = {
  IN_PROCESS: -1,
  REJECTED: -2,
  INVALID: -3,
  VALIDATION_REQUIRED: 0,
  UNIQUE: 1,
  DUPLICATED: 2,
  PHOTO: 3,
  BOT_REJECTED: 5,
} as const;
export type TIdentityStatus = (typeof IDENTITY_STATUS)[keyof typeof IDENTITY_STATUS];

/** Document types (seed 000 section 3). */
export const DOCUMENT_TYPE = { IdentityCard_Front: 1, Residency: 2, IdentityCard_Back: 3 } as const;
export type TDocumentType = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];
export const ZDocumentType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'tipo de documento deve ser 1 (frente), 2 (comprovante de residência) ou 3 (verso)',
});
export const DOCUMENT_TYPE_LABEL_PT: Record<TDocumentType, string> = {
  1: 'Frente do documento de identidade',
  2: 'Comprovante de residência',
  3: 'Verso do documento de identidade',
};

/**
 * The documents full validation needs (seed 000 section 4): the ID front and back, and the proof of
 * address only where the brand requires it (not on Brazilian brands: complete when the ID is
 * approved). The server's full validation, the casino gate (which asks it) and the verification
 * pages all use this list, so they cannot disagree.
 */
export function requiredDocumentTypes(addressRequired: boolean): number[] {
  return [
    DOCUMENT_TYPE.IdentityCard_Front,
    DOCUMENT_TYPE.IdentityCard_Back,
    ...(addressRequired ? [DOCUMENT_TYPE.Residency] : []),
  ];
}

/** Upload steps of the wizard (seed 000 section 3); the address flow starts with a manifest step. */
export const UPLOAD_STEP = {
  GENERIC_ERROR: -1,
  LOADING: 0,
  PRE_UPLOAD: 1,
  UPLOAD: 2,
  SUCCESS: 3,
  MANIFEST: 4,
} as const;
export type TUploadStep = (typeof UPLOAD_STEP)[keyof typeof UPLOAD_STEP];

/** Accepted extensions (seed 000 section 3) and the content type each implies (section 5). */
export const DOCUMENT_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  gif: 'image/gif',
  heic: 'image/heic',
  heif: 'image/heif',
} as const;
export type TDocumentExtension = keyof typeof DOCUMENT_CONTENT_TYPES;
export const ACCEPTED_DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_CONTENT_TYPES) as TDocumentExtension[];

/** Largest document or face frame: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Image sides, in pixels (read from the file's headers). */
export const IMAGE_MIN_SIDE = 200;
export const IMAGE_MAX_SIDE = 8000;
/** Uploads (signed URLs and direct uploads) a user may start per 24 hours. */
export const DOCUMENT_UPLOADS_PER_DAY = 20;
/** Lifetime of a signed upload URL, seconds. */
export const SIGNED_UPLOAD_TTL_SECONDS = 600;
/** Upload tries of the client before it gives up (seed 000 section 9). */
export const UPLOAD_TRIES = 3;
/** GetStatusFiles: at most one call per this many milliseconds per user (seed 000 section 9). */
export const DOCUMENT_STATUS_THROTTLE_MS = 1000;

/** Seed 000 section 5: dots removed except the last, lowercased. */
export function normaliseFileName(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const last = base.lastIndexOf('.');
  if (last < 0) return base.toLowerCase();
  return `${base.slice(0, last).replaceAll('.', '')}.${base.slice(last + 1)}`.toLowerCase();
}

/** The accepted extension of a (normalised or not) file name, or undefined. */
export function documentExtension(name: string): TDocumentExtension | undefined {
  const n = normaliseFileName(name);
  const dot = n.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = n.slice(dot + 1);
  return ext in DOCUMENT_CONTENT_TYPES ? (ext as TDocumentExtension) : undefined;
}

export const contentTypeFor = (ext: TDocumentExtension) => DOCUMENT_CONTENT_TYPES[ext];

const ZFileName = z
  .string({ error: 'obrigatório' })
  .trim()
  .min(1, 'obrigatório')
  .max(200, 'no máximo 200 caracteres');
const ZSha256Hex = z
  .string({ error: 'obrigatório' })
  .regex(/^[a-fA-F0-9]{64}$/, 'deve ser o SHA-256 do arquivo em hexadecimal (64 caracteres)')
  .transform((h) => h.toLowerCase());

/** POST /api/UserDocument/SignedUrl and POST /api/UserDocument/SaveDocuments. */
export const ZDocumentFileRequest = z.object({
  FileName: ZFileName,
  Hash: ZSha256Hex,
  DocumentType: ZDocumentType,
});
export type TDocumentFileRequest = z.input<typeof ZDocumentFileRequest>;

export const ZSignedUploadUrl = z.object({
  signedUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  fileName: z.string(),
});
export type TSignedUploadUrl = z.infer<typeof ZSignedUploadUrl>;

/**
 * Document status list entry (seed 000 section 3: userTypeDocument, isApproved) with the file record's
 * fields (isPdfFile, imageURL, fileSize, fileExtension, documentType) and the document's own state.
 * `imageURL` is a short-lived signed download URL of the stored file (null when it cannot be signed).
 */
export const ZDocumentStatus = z.object({
  userTypeDocument: ZDocumentType,
  documentType: ZDocumentType,
  isApproved: z.boolean(),
  imageURL: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  fileName: z.string(),
  fileExtension: z.string(),
  fileSize: z.number().int(),
  isPdfFile: z.boolean(),
  rejectionReason: z.string().nullable(),
  uploadedAt: z.string(),
});
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

/** The answer of SaveDocuments and UploadDocument. */
export const ZSavedDocument = ZDocumentStatus.extend({ errorFile: z.literal(0) });
export type TSavedDocument = z.infer<typeof ZSavedDocument>;

/** Multipart field of POST /api/UserDocument/UploadDocument (beside `file`). */
export const ZUploadDocumentFields = z.object({ userTypeDocument: z.coerce.number().pipe(ZDocumentType) });

/** Steps of the liveness challenge, shown in this order to the camera. */
export const LIVENESS_STEPS = {
  'turn-left': 'Vire à esquerda',
  'turn-right': 'Vire à direita',
  smile: 'Sorria',
  blink: 'Pisque os olhos',
  'look-up': 'Olhe para cima',
  'look-straight': 'Olhe para a câmera',
} as const;
export type TLivenessStep = keyof typeof LIVENESS_STEPS;
export const ZLivenessStep = z.enum(Object.keys(LIVENESS_STEPS) as [TLivenessStep, ...TLivenessStep[]]);
/** Steps per challenge, and the challenge's lifetime. */
export const LIVENESS_STEP_COUNT = 3;
export const LIVENESS_CHALLENGE_TTL_SECONDS = 300;

export const ZFaceChallenge = z.object({
  challengeId: z.string(),
  steps: z.array(z.object({ code: ZLivenessStep, label: z.string() })),
  expiresAt: z.string(),
});
export type TFaceChallenge = z.infer<typeof ZFaceChallenge>;

/** Multipart fields of POST /api/UserDocument/FaceCheck (beside one `frames` file per step). */
export const ZFaceCheckFields = z.object({
  challengeId: z.string().uuid('desafio inválido'),
  source: z.enum(['camera', 'upload']).default('camera'),
});

export const ZFaceCheckResult = z.object({
  faceStatus: z.number().int(),
  approved: z.boolean(),
  message: z.string(),
});
export type TFaceCheckResult = z.infer<typeof ZFaceCheckResult>;

/** GET /api/UserDocument/VerificationStatus: everything the wizard needs at once. */
export const ZVerificationStatus = z.object({
  validationType: z.number().int().nullable(),
  identityStatus: z.number().int(),
  faceStatus: z.number().int(),
  faceCheckRequired: z.boolean(),
  addressRequired: z.boolean(),
  documents: z.array(ZDocumentStatus),
  fullValidation: z.boolean(),
});
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** Admin (role 1): a decision on one document. */
export const ZDocumentReviewRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().min(3, 'no mínimo 3 caracteres').max(300).optional(),
});
/** Admin: reopen an account (0, clears DUPLICATED / INVALID) or mark it invalid (-3). */
export const ZIdentityStatusRequest = z.object({
  identityStatus: z.union([z.literal(0), z.literal(-3)], { error: 'deve ser 0 (reabrir) ou -3 (inválido)' }),
  reason: z.string().trim().min(3, 'no mínimo 3 caracteres').max(300),
});
/** Admin: a decision on a face check waiting for a person (IN_PROCESS). */
export const ZFaceReviewRequest = ZDocumentReviewRequest;
/** A document as the back office sees it: `sha256` is the stored object's hash taken at save time. */
export const ZAdminDocument = ZDocumentStatus.extend({ id: z.number().int(), sha256: z.string() });
export const ZAdminIdentity = ZVerificationStatus.extend({
  userId: z.number().int(),
  documents: z.array(ZAdminDocument),
  statusReason: z.string().nullable(),
  fullyValidatedAt: z.string().nullable(),
  faceChecks: z.array(
    z.object({
      id: z.number().int(),
      source: z.string(),
      steps: z.array(z.string()),
      faceStatus: z.number().int(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TAdminIdentity = z.infer<typeof ZAdminIdentity>;

/** Status codes of GetStatusFiles (seed 000 section 7). */
export const DOCUMENT_STATUS_HTTP = { DUPLICATED_USER: 409, INVALID_USER: 451 } as const;

export const USER_NOT_VALIDATED_MESSAGE_PT =
  'Verifique sua identidade para continuar: envie seu documento e faça a verificação facial.';

/** Local storage key of the cached full-validation flag (seed 000 section 3). */
export const FULL_VALIDATION_STORAGE_KEY = 'user-full-validation';
/** Bus subjects published by the identity module. */
export const IDENTITY_SUBJECTS = {
  validated: 'identity.validated',
  unvalidated: 'identity.unvalidated',
  faceStatus: 'identity.face-status',
  documentReviewed: 'identity.document',
} as const;

export * from './identity-constants';
