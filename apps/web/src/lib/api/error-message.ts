import { errorMessage } from '@placar/contract/errors';
import { ApiError } from './http';

/**
 * The pt-BR sentence for a failed call: the server's own message (it may name an amount or a date),
 * else the catalogue's for the code, else `fallback` (no answer at all: a network failure).
 */
export function apiErrorMessage(
  error: unknown,
  fallback = 'Ocorreu um erro inesperado. Tente novamente.',
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.message && error.message !== error.code) return error.message;
  return errorMessage(error.code, fallback);
}
