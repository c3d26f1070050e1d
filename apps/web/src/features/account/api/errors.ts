import { ACCOUNT_ERROR_MESSAGES_PT } from '@placar/contract';
import { ApiError } from '../../../lib/api/http';

/** A pt-BR message for any failure of an account call. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return (ACCOUNT_ERROR_MESSAGES_PT as Record<string, string>)[error.code] ?? error.message;
  }
  return 'Ocorreu um erro inesperado. Tente novamente.';
}

/** The field a 4xx names (`context.field`, or the first schema issue), to put the message under it. */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const ctx = error.context as { field?: string; issues?: { field: string }[] } | undefined;
  return ctx?.field ?? ctx?.issues?.[0]?.field;
}
