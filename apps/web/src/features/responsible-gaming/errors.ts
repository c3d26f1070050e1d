import { ERROR_MESSAGES_PT, RG_ERRORS } from '@placar/contract';
import { ApiError } from '../../lib/api/http';

/** A pt-BR message for a failed call: the server's message, else the catalogue's, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message && error.message !== error.code) return error.message;
    if (error.code in RG_ERRORS) return RG_ERRORS[error.code as keyof typeof RG_ERRORS].message;
    if (ERROR_MESSAGES_PT[error.code]) return ERROR_MESSAGES_PT[error.code]!;
  }
  return 'Não foi possível salvar. Tente novamente.';
}
