/**
 * The zod-free part of the account contract (seed 000 sections 2-8): limits, steps, statuses and the
 * error codes with their pt-BR messages. The shell's session dialogs read these on every page, so zod
 * stays out of the first load; `account.ts` re-exports all of it beside the schemas.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const MIN_AGE_YEARS = 18;
export const PIN_LENGTH = 6;
/** Portaria 722/2024: after this long without activity, bets and money movements ask for the password. */
export const INACTIVITY_REAUTH_MINUTES = 30;

/** Registration steps (seed 000 section 4). */
export const REGISTER_STEP = { EMAIL_UNVERIFIED: 1, EMAIL_VERIFIED: 2 } as const;

/** Token `Status` values (seed 000 section 3; InternalBlocked is one of them). */
export const USER_STATUS_VALUES = [
  'Active',
  'InternalBlocked',
  'SelfExcluded',
  'Break',
  'Deactivated',
] as const;

/** Account error codes of this module, with their statuses and pt-BR messages. */
export const ACCOUNT_ERRORS = {
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    message: 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.',
  },
  CPF_ALREADY_REGISTERED: { status: 409, message: 'Este CPF já está cadastrado em outra conta.' },
  GOOGLE_ACCOUNT_ALREADY_REGISTERED: {
    status: 409,
    message: 'Esta conta Google já está cadastrada. Faça login.',
  },
  CPF_ALREADY_SET: { status: 409, message: 'O CPF desta conta já foi informado e não pode ser alterado.' },
  BIRTH_DATE_ALREADY_SET: {
    status: 409,
    message: 'A data de nascimento já foi informada e não pode ser alterada.',
  },
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou senha incorretos.' },
  ACCOUNT_LOCKED: {
    status: 423,
    message: 'Muitas tentativas de login sem sucesso. Sua conta foi bloqueada temporariamente.',
  },
  UNUSUAL_ACTIVITY: {
    status: 403,
    message:
      'Detectamos um acesso de um novo dispositivo e local. Enviamos um link de confirmação para seu e-mail.',
  },
  INVALID_LINK: { status: 400, message: 'Este link é inválido ou expirou. Faça login novamente.' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'Sua sessão expirou. Faça login novamente.' },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    message: 'Sua sessão foi encerrada por segurança. Faça login novamente.',
  },
  SESSION_REVOKED: { status: 401, message: 'Sua sessão foi encerrada. Faça login novamente.' },
  PIN_NOT_BEFORE_SIGN_IN: { status: 401, message: 'Cannot send pinValue before signIn' },
  REFRESH_NOT_BEFORE_SIGN_IN: { status: 401, message: 'Cannot refresh token before signIn' },
  INVALID_PIN: { status: 400, message: 'Código incorreto. Confira o código enviado para seu e-mail.' },
  PIN_EXPIRED: { status: 410, message: 'Este código expirou. Peça um novo código.' },
  PIN_ATTEMPTS_EXCEEDED: {
    status: 429,
    message: 'Você errou o código muitas vezes. Peça um novo código.',
  },
  PIN_RESEND_TOO_SOON: { status: 429, message: 'Aguarde para pedir um novo código.' },
  PIN_RESEND_LIMIT: { status: 429, message: 'Você pediu códigos demais. Tente novamente mais tarde.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Seu e-mail já foi verificado.' },
  INVALID_RESET_TOKEN: {
    status: 400,
    message: 'Este link de recuperação é inválido ou expirou. Peça um novo.',
  },
  WRONG_PASSWORD: { status: 400, message: 'Senha atual incorreta.' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Confirme que você não é um robô.' },
  CAPTCHA_INVALID: { status: 400, message: 'A verificação anti-robô falhou. Tente novamente.' },
  INVALID_GOOGLE_TOKEN: {
    status: 401,
    message: 'Não foi possível confirmar sua conta Google. Tente novamente.',
  },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: 'O acesso com Google não está disponível neste servidor.' },
  GOOGLE_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: 'Não encontramos uma conta com este Google. Cadastre-se primeiro.',
  },
  PROFILE_INCOMPLETE: { status: 403, message: 'Complete seu cadastro com CPF e data de nascimento.' },
  /** Seed 000 section 8: 406 "not acceptable or self-blocked": the bettor deactivated the account. */
  SELF_BLOCKED: {
    status: 406,
    message: 'Sua conta está desativada. Reative-a para continuar.',
  },
  WITHDRAWALS_BLOCKED: {
    status: 403,
    message: 'Seus saques estão bloqueados. Entre em contato com o suporte.',
  },
} as const;
export type TAccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export const ACCOUNT_ERROR_MESSAGES_PT: Record<TAccountErrorCode, string> = Object.fromEntries(
  Object.entries(ACCOUNT_ERRORS).map(([k, v]) => [k, v.message]),
) as Record<TAccountErrorCode, string>;
