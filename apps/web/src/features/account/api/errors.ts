import { apiErrorMessage } from '../../../lib/api/error-message';
import { ApiError } from '../../../lib/api/http';

/** A pt-BR message for any failure of an account call. */
export const accountErrorMessage = (error: unknown): string => apiErrorMessage(error);

/** The field a 4xx names (`context.field`, or the first schema issue), to put the message under it. */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const ctx = error.context as { field?: string; issues?: { field: string }[] } | undefined;
  return ctx?.field ?? ctx?.issues?.[0]?.field;
}
