import { ACCOUNT_ERRORS } from './account-constants';
import { BET_REJECT_CODES } from './betting-constants';
import { CASINO_ERROR_MESSAGES_PT, CASINO_ERROR_STATUS } from './casino/constants';
import { IDENTITY_CHECK_ERRORS, IDENTITY_ERRORS } from './identity-constants';
import { PAYMENTS_ERRORS } from './payments-errors';
import { RG_ERRORS } from './responsible-gaming-constants';
import { STAFF_ERRORS } from './staff-constants';
import { TWO_FACTOR_ERRORS } from './two-factor-constants';

/** One error code: the HTTP status it answers and the pt-BR message people see. */
export type ErrorDef = { readonly status: number; readonly message: string };

/** The codes every module may answer (the seeds' common error catalogue). */
export const GENERAL_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Alguns dados enviados são inválidos.' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  UNAUTHORIZED: { status: 401, message: 'Faça login para continuar.' },
  TOKEN_EXPIRED: { status: 401, message: 'Sua sessão expirou. Faça login novamente.' },
  REAUTH_REQUIRED: { status: 401, message: 'Por segurança, confirme sua senha para continuar.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para esta ação.' },
  SELF_EXCLUDED: { status: 403, message: 'Sua conta está em período de autoexclusão.' },
  INTERNAL_BLOCKED: { status: 403, message: 'Sua conta está bloqueada. Entre em contato com o suporte.' },
  /** Registration step 1 (seed 000 section 4): the e-mail PIN first; only /verify-email's calls pass. */
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Confirme seu e-mail com o código que enviamos para continuar.',
  },
  NOT_FOUND: { status: 404, message: 'Não encontrado.' },
  NOT_ACCEPTABLE: { status: 406, message: 'Operação não permitida.' },
  CONFLICT: { status: 409, message: 'Conflito com dados existentes.' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'Esta operação já foi registrada com outros dados.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Arquivo ou dados grandes demais.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado.' },
  UNPROCESSABLE: { status: 422, message: 'Não foi possível processar a solicitação.' },
  LOCKED: { status: 423, message: 'Conta bloqueada temporariamente.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  REGION_RESTRICTED: { status: 451, message: 'Serviço indisponível na sua região.' },
  MAINTENANCE: { status: 503, message: 'Estamos em manutenção. Voltamos em instantes.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  },
  INTERNAL: { status: 500, message: 'Ocorreu um erro inesperado. Tente novamente.' },
} as const satisfies Record<string, ErrorDef>;

/** Codes of the platform's own routes: signed upload and download links, the odds simulator. */
export const PLATFORM_ERRORS = {
  URL_INVALID: { status: 403, message: 'Link de acesso inválido.' },
  URL_EXPIRED: { status: 403, message: 'Este link expirou. Gere um novo.' },
  URL_USED: {
    status: 403,
    message: 'Este link de envio já foi usado. Gere um novo para enviar outro arquivo.',
  },
  URL_REVOKED: {
    status: 403,
    message: 'Este link de envio foi encerrado: o documento já foi salvo. Gere um novo para reenviar.',
  },
  OBJECT_EXISTS: { status: 409, message: 'Este arquivo já foi enviado.' },
  SIMULATOR_NOT_RUNNING: { status: 503, message: 'O simulador de odds não está em execução.' },
} as const satisfies Record<string, ErrorDef>;

/** The casino's codes, in the catalogue's shape. */
const CASINO_ERRORS = Object.fromEntries(
  Object.entries(CASINO_ERROR_STATUS).map(([code, status]) => [
    code,
    { status, message: CASINO_ERROR_MESSAGES_PT[code as keyof typeof CASINO_ERROR_STATUS] },
  ]),
) as { readonly [K in keyof typeof CASINO_ERROR_STATUS]: ErrorDef };

/**
 * THE error catalogue: every code the server answers, with its status and pt-BR message. Each area
 * declares its codes beside its schemas (ACCOUNT_ERRORS, BET_REJECT_CODES, …) in this same shape;
 * this merges them. A code several areas answer has one status (errors.test.ts); where their messages
 * differ (USER_HAS_NOT_VALIDATED_DOCS: "para apostar" / "para jogar no cassino"), the area's message is
 * the one thrown there and the general one is listed here.
 */
export const ERRORS = {
  ...BET_REJECT_CODES,
  ...CASINO_ERRORS,
  ...IDENTITY_ERRORS,
  ...IDENTITY_CHECK_ERRORS,
  ...RG_ERRORS,
  ...TWO_FACTOR_ERRORS,
  ...STAFF_ERRORS,
  ...ACCOUNT_ERRORS,
  ...PAYMENTS_ERRORS,
  ...PLATFORM_ERRORS,
  ...GENERAL_ERRORS,
} as const satisfies Record<string, ErrorDef>;

/** The area catalogues merged into ERRORS, by name (for the catalogue's own test). */
export const ERROR_AREAS: Record<string, Record<string, ErrorDef>> = {
  general: GENERAL_ERRORS,
  platform: PLATFORM_ERRORS,
  account: ACCOUNT_ERRORS,
  twoFactor: TWO_FACTOR_ERRORS,
  responsibleGaming: RG_ERRORS,
  identity: IDENTITY_ERRORS,
  identityChecks: IDENTITY_CHECK_ERRORS,
  casino: CASINO_ERRORS,
  betting: BET_REJECT_CODES,
  payments: PAYMENTS_ERRORS,
  staff: STAFF_ERRORS,
};

export type TErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: string): code is TErrorCode => Object.hasOwn(ERRORS, code);

/** The status of a code (400 for a code outside the catalogue: a client's mistake, never a 500). */
export const errorStatus = (code: string): number => (isErrorCode(code) ? ERRORS[code].status : 400);

/** The pt-BR message of a code, or `fallback` (the server's own message) for one outside the catalogue. */
export const errorMessage = (code: string, fallback: string = ERRORS.INTERNAL.message): string =>
  isErrorCode(code) ? ERRORS[code].message : fallback;
