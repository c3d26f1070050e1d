import { ACCOUNT_ERRORS, type TAccountErrorCode } from '@placar/contract';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http/field-labels';

/** An AppError of this module's catalogue (contract ACCOUNT_ERRORS): its status and pt-BR message. */
export function accountError(code: TAccountErrorCode, context?: Record<string, unknown>) {
  const def = ACCOUNT_ERRORS[code];
  return new AppError(code, { status: def.status, message: def.message, ...(context ? { context } : {}) });
}

/** 400 naming one field, the shape the error handler gives to schema failures. */
export function fieldError(field: string, message: string) {
  return new AppError('VALIDATION_ERROR', {
    message: fieldMessage(field, message),
    context: { issues: [{ field, message }] },
  });
}
