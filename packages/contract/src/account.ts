import { isValidCpf, isValidMobilePhone } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import {
  MIN_AGE_YEARS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PIN_LENGTH,
  USER_STATUS_VALUES,
} from './account-constants';

/**
 * Accounts and session (seed 000 sections 2-8, seed 001 section 6): the calls, their payloads and
 * answers. Field names of the seeds are kept exactly (login answer, PIN, refresh, link verification).
 */

export * from './account-constants';

export const ZUserStatus = z.enum(USER_STATUS_VALUES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

// ---------- field schemas (shared by server validation and client forms) ----------

const digits = (v: string) => v.replace(/\D/g, '');

export const ZEmail = z
  .string({ error: 'informe o e-mail' })
  .trim()
  .min(1, 'informe o e-mail')
  .max(254, 'no máximo 254 caracteres')
  .pipe(z.email({ error: 'e-mail inválido' }))
  .transform((v) => v.toLowerCase());

export const ZPassword = z
  .string({ error: 'informe a senha' })
  .min(PASSWORD_MIN, `a senha precisa ter pelo menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `a senha pode ter no máximo ${PASSWORD_MAX} caracteres`);

/** CPF with or without the mask; answers the 11 digits. Check digits are verified. */
export const ZCpf = z
  .string({ error: 'informe o CPF' })
  .max(14, 'CPF inválido')
  .transform(digits)
  .refine((v) => v.length === 11, 'o CPF tem 11 dígitos')
  .refine((v) => isValidCpf(v), 'CPF inválido');

/** Brazilian mobile phone (DDD + 9 digits), with or without mask or +55; answers the 11 digits. */
export const ZCellphone = z
  .string({ error: 'informe o celular' })
  .max(20, 'celular inválido')
  .refine((v) => isValidMobilePhone(v), 'celular inválido: use DDD + número, ex. (11) 98765-4321')
  .transform((v) => {
    const d = digits(v);
    return d.length === 13 && d.startsWith('55') ? d.slice(2) : d;
  });

export const ZFullName = z
  .string({ error: 'informe o nome completo' })
  .trim()
  .min(5, 'informe o nome completo')
  .max(120, 'no máximo 120 caracteres')
  .refine((v) => v.split(/\s+/).length >= 2, 'informe nome e sobrenome')
  .refine((v) => /^[\p{L}' .-]+$/u.test(v), 'use apenas letras');

export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const mm = today.getUTCMonth() + 1;
  if (mm < m || (mm === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export const ZBirthDate = z
  .string({ error: 'informe a data de nascimento' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'data no formato AAAA-MM-DD')
  .refine((v) => {
    const t = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === v;
  }, 'data inválida')
  .refine((v) => ageOn(v) <= 120, 'data inválida')
  .refine((v) => ageOn(v) >= MIN_AGE_YEARS, `é preciso ter ${MIN_AGE_YEARS} anos ou mais para se cadastrar`);

/** ISO 3166-1 alpha-2 nationality. */
export const ZNationality = z
  .string({ error: 'informe a nacionalidade' })
  .regex(/^[A-Z]{2}$/, 'código de país com 2 letras, ex. BR');

const shortText = (max: number) => z.string().trim().max(max, `no máximo ${max} caracteres`);

/** Marketing attribution captured by the client from the URL and storage (seed 000 section 3). */
export const ZAttribution = z
  .object({
    referralCode: shortText(64).optional(),
    utm: z
      .object({
        source: shortText(200).optional(),
        medium: shortText(200).optional(),
        campaign: shortText(200).optional(),
        term: shortText(200).optional(),
        content: shortText(200).optional(),
      })
      .strict()
      .optional(),
    clickIds: z.record(z.string().regex(/^[a-zA-Z_]{1,20}$/, 'nome de click id'), shortText(500)).optional(),
    deviceId: shortText(64).optional(),
    source: shortText(20).optional(),
  })
  .strict();
export type TAttribution = z.infer<typeof ZAttribution>;

const ZCaptcha = shortText(4096).optional();
const ZDeviceId = shortText(64).optional();

// ---------- registration ----------

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string({ error: 'confirme a senha' }).max(PASSWORD_MAX),
    cpf: ZCpf,
    fullName: ZFullName,
    birthDate: ZBirthDate,
    cellphone: ZCellphone,
    nationality: ZNationality.default('BR'),
    acceptTerms: z.literal(true, { error: 'é preciso aceitar os termos e condições' }),
    acceptResponsibleGaming: z.literal(true, { error: 'é preciso aceitar o aviso de jogo responsável' }),
    tokenCaptcha: ZCaptcha,
    attribution: ZAttribution.optional(),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'as senhas não coincidem',
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** Google sign-up: the account still needs CPF and birth date (PUT /api/Users/UserInfo). */
export const ZSsoRegisterRequest = z
  .object({
    firebaseToken: z.string({ error: 'token do Google ausente' }).min(10).max(8192),
    cellphone: ZCellphone.optional(),
    nationality: ZNationality.default('BR'),
    acceptTerms: z.literal(true, { error: 'é preciso aceitar os termos e condições' }),
    acceptResponsibleGaming: z.literal(true, { error: 'é preciso aceitar o aviso de jogo responsável' }),
    extendedSession: z.boolean().default(false),
    tokenCaptcha: ZCaptcha,
    attribution: ZAttribution.optional(),
  })
  .strict();

// ---------- session ----------

export const ZAddress = z
  .object({
    zipCode: z.string().regex(/^\d{5}-?\d{3}$/, 'CEP inválido'),
    street: shortText(200).min(1),
    number: shortText(20).min(1),
    complement: shortText(100).optional(),
    neighborhood: shortText(100).min(1),
    city: shortText(100).min(1),
    state: z.string().regex(/^[A-Z]{2}$/, 'UF inválida'),
  })
  .strict();
export type TAddress = z.infer<typeof ZAddress>;

export const ZLoginRequest = z
  .object({
    username: z.string({ error: 'informe o e-mail' }).trim().min(1, 'informe o e-mail').max(254),
    password: z.string({ error: 'informe a senha' }).min(1, 'informe a senha').max(PASSWORD_MAX),
    extendedSession: z.boolean().default(false),
    tokenCaptcha: ZCaptcha,
    deviceId: ZDeviceId,
  })
  .strict();
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZSsoLoginRequest = z
  .object({
    firebaseToken: z.string({ error: 'token do Google ausente' }).min(10).max(8192),
    extendedSession: z.boolean().default(false),
    tokenCaptcha: ZCaptcha,
    deviceId: ZDeviceId,
  })
  .strict();

export const ZAutoexclusion = z
  .object({ exclusionMonth: z.number().int(), resumeExclusionDate: z.string().nullable() })
  .nullable();

/** The login answer, field for field as seed 000 section 3 lists it. */
export const ZLoginResponse = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  token: z.string(),
  refreshToken: z.string(),
  userRegisterStep: z.number().int(),
  faceStatus: z.number().int().nullable(),
  cellphone: z.string().nullable(),
  isDeactivated: z.boolean(),
  validationType: z.number().int().nullable(),
  showUserInfoBonusView: z.boolean(),
  showUserAcceptMigrationView: z.boolean(),
  autoexclusion: ZAutoexclusion,
  status: ZUserStatus,
  /** Beyond the seed's login fields: the session user's address (seed 000 section 3, "Current user"). */
  address: ZAddress.nullable(),
  /** An operator's block on withdrawals (the "blocked withdrawal at login" modal, seed 002 section 2). */
  withdrawalBlock: z.object({ reason: z.string(), since: z.string() }).nullable(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /api/Users/DeactivateAccount: the bettor closes their own account (self-blocked, 406 after). */
export const ZDeactivateAccountRequest = z
  .object({
    password: z.string({ error: 'informe a senha' }).min(1, 'informe a senha').max(PASSWORD_MAX),
  })
  .strict();

/** Admin: block (or unblock) a bettor's withdrawals, with the reason the bettor is shown. */
export const ZWithdrawalBlockRequest = z
  .object({
    blocked: z.boolean({ error: 'informe se os saques ficam bloqueados' }),
    reason: z
      .string({ error: 'informe o motivo' })
      .trim()
      .min(3, 'o motivo precisa de pelo menos 3 caracteres')
      .max(300, 'no máximo 300 caracteres'),
  })
  .strict();

/** Admin: deactivate (or reactivate) an account. */
export const ZDeactivationRequest = z
  .object({
    deactivated: z.boolean({ error: 'informe se a conta fica desativada' }),
    reason: z
      .string({ error: 'informe o motivo' })
      .trim()
      .min(3, 'o motivo precisa de pelo menos 3 caracteres')
      .max(300, 'no máximo 300 caracteres'),
  })
  .strict();

/** What an operator's account-state call answers. */
export const ZAccountStateAnswer = z.object({
  userId: z.number().int(),
  isDeactivated: z.boolean(),
  withdrawalBlock: z.object({ reason: z.string(), since: z.string() }).nullable(),
});

export const ZRefreshTokenRequest = z
  .object({
    token: z.string({ error: 'token ausente' }).min(1).max(4096),
    refreshToken: z.string({ error: 'refreshToken ausente' }).min(1).max(256),
  })
  .strict();
export const ZRefreshTokenResponse = z.object({ token: z.string(), refreshToken: z.string() });

export const ZReauthenticateRequest = z.object({ password: z.string().min(1).max(PASSWORD_MAX) }).strict();

export const ZActiveSession = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  location: z.string().nullable(),
  extendedSession: z.boolean(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;
export const ZRevokeSessionRequest = z.object({ sessionId: z.string().min(1).max(64) }).strict();

export const ZValidateLinkRequest = z
  .object({
    username: z.string().trim().min(1).max(254),
    linkToken: z.string().min(16).max(128),
  })
  .strict();

export const ZCaptchaConfig = z.object({
  provider: z.enum(['none', 'dev', 'turnstile', 'hcaptcha']),
  siteKey: z.string().nullable(),
  /** Only for the development verifier: the token it accepts. */
  devToken: z.string().nullable(),
});
export type TCaptchaConfig = z.infer<typeof ZCaptchaConfig>;

export const ZSsoConfig = z.object({ googleClientId: z.string().nullable() });

// ---------- e-mail PIN ----------

export const ZSendPinRequest = z
  .object({ userId: z.number({ error: 'userId deve ser um número' }).int().positive(), email: ZEmail })
  .strict();
export const ZSendPinResponse = z.object({
  sent: z.boolean(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  remainingResends: z.number().int(),
});
export type TSendPinResponse = z.infer<typeof ZSendPinResponse>;

export const ZValidatePinRequest = z
  .object({
    userId: z.number({ error: 'userId deve ser um número' }).int().positive(),
    email: ZEmail,
    pin: z
      .string({ error: 'informe o código' })
      .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `o código tem ${PIN_LENGTH} dígitos`),
  })
  .strict();
export const ZValidatePinResponse = z.object({ validated: z.boolean(), userRegisterStep: z.number().int() });

// ---------- password recovery and change ----------

export const ZForgotPasswordRequest = z.object({ email: ZEmail, tokenCaptcha: ZCaptcha }).strict();
export const ZForgotPasswordResponse = z.object({ sent: z.literal(true) });

export const ZRestorePasswordInfo = z.object({ valid: z.literal(true), email: z.string() });

const samePasswords = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'as senhas não coincidem' };

export const ZResetPasswordRequest = z
  .object({
    token: z.string().min(16).max(128),
    password: ZPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .strict()
  .refine(samePasswords, mismatch);

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'informe a senha atual' })
      .min(1, 'informe a senha atual')
      .max(PASSWORD_MAX),
    password: ZPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .strict()
  .refine(samePasswords, mismatch);

// ---------- current user ----------

export const ZUserInfoRequest = z
  .object({
    fullName: ZFullName.optional(),
    cellphone: ZCellphone.optional(),
    nationality: ZNationality.optional(),
    /** Only when the account has none yet (Google sign-up). */
    cpf: ZCpf.optional(),
    birthDate: ZBirthDate.optional(),
    address: ZAddress.optional(),
  })
  .strict();
export type TUserInfoRequest = z.input<typeof ZUserInfoRequest>;

export const ZCurrentUser = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  username: z.string(),
  userAccount: z.object({
    step: z.number().int(),
    status: ZUserStatus,
    isDeactivated: z.boolean(),
    validationType: z.number().int().nullable(),
    faceStatus: z.number().int().nullable(),
    roles: z.array(z.number().int()),
    hasPassword: z.boolean(),
    hasGoogle: z.boolean(),
    createdAt: z.string(),
  }),
  userDetail: z.object({
    cpf: z.string().nullable(),
    birthDate: z.string().nullable(),
    cellphone: z.string().nullable(),
    nationality: z.string(),
    address: ZAddress.nullable(),
  }),
  autoexclusion: ZAutoexclusion,
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZUserRoles = z.array(z.number().int());
