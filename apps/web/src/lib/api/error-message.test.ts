import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './error-message';
import { ApiError } from './http';

describe('apiErrorMessage', () => {
  it("prefers the server's sentence, then the catalogue's, then the fallback", () => {
    expect(apiErrorMessage(new ApiError(422, 'DEPOSIT_BELOW_MINIMUM', 'O depósito mínimo é R$ 1,00.'))).toBe(
      'O depósito mínimo é R$ 1,00.',
    );
    expect(apiErrorMessage(new ApiError(422, 'PIX_KEY_NOT_OWNED', 'PIX_KEY_NOT_OWNED'))).toBe(
      'A chave Pix precisa estar no seu CPF.',
    );
    expect(apiErrorMessage(new ApiError(400, 'SOMETHING_NEW', ''), 'Tente de novo.')).toBe('Tente de novo.');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Sem conexão.')).toBe('Sem conexão.');
  });
});
