import { errorMessage, errorStatus, type TErrorCode } from '@placar/contract';
import { fieldLabel, fieldMessage } from './http/field-labels';

/**
 * The one error type of the server. `code` is stable (the seeds' business codes), the HTTP status
 * comes from one map (or is given for module-specific codes), `message` is safe to show users,
 * and `internal` is only logged.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode | (string & {}),
    options: { status?: number; message?: string; context?: Record<string, unknown>; internal?: string } = {},
  ) {
    super(options.internal ?? options.message ?? errorMessage(code, code));
    this.status = options.status ?? errorStatus(code);
    this.publicMessage = options.message ?? errorMessage(code, code);
    this.context = options.context;
  }
  readonly publicMessage: string;
  readonly context: Record<string, unknown> | undefined;
}

export const notFound = (what = 'Recurso') =>
  new AppError('NOT_FOUND', { message: `${what} não encontrado.` });
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message ? { message } : {});

/** A 400 naming the field, shaped like the schema-validation answers of the error handler. */
/** A 400 naming the field in Portuguese (`label`, else its name in http/field-labels.ts). */
export const invalidField = (field: string, message: string, label = fieldLabel(field)) =>
  new AppError('VALIDATION_ERROR', {
    message: fieldMessage(field, message, label),
    context: { issues: [{ field, label, message }] },
  });
