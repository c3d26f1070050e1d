/**
 * The one catalogue of error codes, with the HTTP status of each (the seeds' error catalogues).
 * The server throws `AppError(code)`; the client maps `code` to a pt-BR message.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  REAUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  SELF_EXCLUDED: 403,
  INTERNAL_BLOCKED: 403,
  /** Registration step 1 (seed 000 section 4): the e-mail PIN first; only /verify-email's calls pass. */
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  REGION_RESTRICTED: 451,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type TErrorCode = keyof typeof ERROR_STATUS;

/** pt-BR messages shown to users; modules may add codes of their own with their own statuses. */
export const ERROR_MESSAGES_PT: Record<string, string> = {
  VALIDATION_ERROR: 'Alguns dados enviados são inválidos.',
  BAD_REQUEST: 'Requisição inválida.',
  UNAUTHORIZED: 'Faça login para continuar.',
  TOKEN_EXPIRED: 'Sua sessão expirou. Faça login novamente.',
  REAUTH_REQUIRED: 'Por segurança, confirme sua senha para continuar.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  SELF_EXCLUDED: 'Sua conta está em período de autoexclusão.',
  INTERNAL_BLOCKED: 'Sua conta está bloqueada. Entre em contato com o suporte.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail com o código que enviamos para continuar.',
  NOT_FOUND: 'Não encontrado.',
  NOT_ACCEPTABLE: 'Operação não permitida.',
  CONFLICT: 'Conflito com dados existentes.',
  IDEMPOTENCY_CONFLICT: 'Esta operação já foi registrada com outros dados.',
  PAYLOAD_TOO_LARGE: 'Arquivo ou dados grandes demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  UNPROCESSABLE: 'Não foi possível processar a solicitação.',
  LOCKED: 'Conta bloqueada temporariamente.',
  TOO_MANY_REQUESTS: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  REGION_RESTRICTED: 'Serviço indisponível na sua região.',
  MAINTENANCE: 'Estamos em manutenção. Voltamos em instantes.',
  SERVICE_UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente.',
};
