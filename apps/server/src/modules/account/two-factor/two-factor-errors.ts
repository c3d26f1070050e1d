import { type TTwoFactorErrorCode, TWO_FACTOR_ERRORS } from '@placar/contract';
import { AppError } from '../../../platform/errors';

/** An AppError of the two-factor catalogue (contract TWO_FACTOR_ERRORS): its status and pt-BR message. */
export function tfaError(code: TTwoFactorErrorCode, context?: Record<string, unknown>) {
  const def = TWO_FACTOR_ERRORS[code];
  return new AppError(code, { status: def.status, message: def.message, ...(context ? { context } : {}) });
}
