import { apiErrorMessage } from '../../lib/api/error-message';

/** A pt-BR message for a failed call: the server's message, else the catalogue's, else a generic one. */
export const errorMessage = (error: unknown): string =>
  apiErrorMessage(error, 'Não foi possível salvar. Tente novamente.');
