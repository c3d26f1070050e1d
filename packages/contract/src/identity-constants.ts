/** Identity codes and messages, zod-free: the shell and the error catalogue read them on first load. */

/** File error codes of the file record (seed 000 section 3). */
export const FILE_ERROR = {
  None: 0,
  ExtensionInvalid: 1,
  SizeInvalid: 2,
  Generic: 3,
  CurpInvalid: 4,
} as const;
export type TFileError = (typeof FILE_ERROR)[keyof typeof FILE_ERROR];

/** What the client shows for each file error code. */
export const FILE_ERROR_MESSAGE_PT: Record<TFileError, string> = {
  0: '',
  1: 'Formato de arquivo não aceito. Envie uma imagem JPG, JPEG, PNG, GIF, HEIC ou HEIF, ou um PDF.',
  2: 'O arquivo precisa ter até 10 MB e, se for imagem, entre 200×200 e 8000×8000 pixels.',
  3: 'Não foi possível processar o seu documento. Tente novamente com outra foto.',
  4: 'Já existe outra conta com este documento. Entre em contato com o suporte.',
};

/** Error codes of the identity calls, with their statuses and pt-BR messages. */
export const IDENTITY_ERRORS = {
  DOCUMENT_EXTENSION_INVALID: { status: 415, errorFile: 1, message: FILE_ERROR_MESSAGE_PT[1] },
  DOCUMENT_SIZE_INVALID: { status: 413, errorFile: 2, message: FILE_ERROR_MESSAGE_PT[2] },
  DOCUMENT_INVALID: { status: 422, errorFile: 3, message: FILE_ERROR_MESSAGE_PT[3] },
  /** Seed 000 section 5: a 409 with the message 'Cuenta Duplicada' on upload. */
  DUPLICATE_ACCOUNT: { status: 409, errorFile: 4, message: 'Cuenta Duplicada' },
  DOCUMENT_QUOTA_EXCEEDED: {
    status: 429,
    errorFile: 3,
    message: 'Você atingiu o limite de envios de documentos por hoje. Tente novamente amanhã.',
  },
} as const;
export type TIdentityErrorCode = keyof typeof IDENTITY_ERRORS;

/** Codes of the identity checks beyond the uploads: the face challenge, the review, a refused identity. */
export const IDENTITY_CHECK_ERRORS = {
  FACE_CHALLENGE_EXPIRED: {
    status: 410,
    message: 'O desafio de verificação facial expirou. Comece de novo.',
  },
  DOCUMENT_CHANGED: {
    status: 409,
    message: 'O arquivo deste documento não confere com o que foi enviado. Peça um novo envio.',
  },
  IDENTITY_INVALID: {
    status: 451,
    message: 'Não foi possível validar a sua identidade. Entre em contato com o suporte.',
  },
} as const;
