import { IDENTITY_ERRORS, type TIdentityErrorCode, USER_NOT_VALIDATED_MESSAGE_PT } from '@placar/contract';
import { AppError } from '../../platform/errors';

/**
 * A refused document: the status and pt-BR message of the code, and the seed's file error code in
 * `context.errorFile` (ExtensionInvalid 1, SizeInvalid 2, Generic 3, CurpInvalid 4).
 */
export function fileError(code: TIdentityErrorCode, detail?: string) {
  const e = IDENTITY_ERRORS[code];
  return new AppError(code, {
    status: e.status,
    message: e.message,
    context: { errorFile: e.errorFile, ...(detail ? { detail } : {}) },
    internal: detail ? `${code}: ${detail}` : code,
  });
}

export const notValidated = () =>
  new AppError('USER_HAS_NOT_VALIDATED_DOCS', { message: USER_NOT_VALIDATED_MESSAGE_PT });
