/** Two-factor error codes, zod-free (the error catalogue reads them on first load). */
export const TWO_FACTOR_ERRORS = {
  TWO_FACTOR_REQUIRED: {
    status: 403,
    message: 'Digite o código de verificação para concluir o login.',
  },
  TWO_FACTOR_CODE_INVALID: { status: 400, message: 'Código incorreto ou já usado. Tente novamente.' },
  TWO_FACTOR_CHALLENGE_INVALID: {
    status: 401,
    message: 'Esta etapa de verificação expirou. Faça login novamente.',
  },
  TWO_FACTOR_UNAVAILABLE: {
    status: 404,
    message: 'A verificação em duas etapas não está disponível no momento.',
  },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: 'A verificação em duas etapas já está ativa.' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, message: 'A verificação em duas etapas não está ativa.' },
  TWO_FACTOR_ENROLMENT_MISSING: {
    status: 409,
    message: 'Comece a configuração de novo: o código de ativação expirou.',
  },
} as const;
export type TTwoFactorErrorCode = keyof typeof TWO_FACTOR_ERRORS;
