import { z } from 'zod';
import { PASSWORD_MAX } from './account-constants';

/**
 * Two-factor sign-in for bettors (flag `feature-tfa`, seed 000 section 3): an authenticator app (TOTP,
 * RFC 6238) or a code by e-mail, with single-use recovery codes. A device that passed the second step
 * is trusted for TWO_FACTOR_TRUST_DAYS; after that, or on a new device, the next sign-in asks again.
 */
export const TWO_FACTOR_TRUST_DAYS = 30;
export const TWO_FACTOR_RECOVERY_CODES = 10;

export const ZTwoFactorMethod = z.enum(['totp', 'email'], { error: 'escolha aplicativo ou e-mail' });
export type TTwoFactorMethod = z.infer<typeof ZTwoFactorMethod>;

/** A code typed by the bettor: 6 digits (app or e-mail) or a recovery code (XXXXX-XXXXX). */
const ZCode = z
  .string({ error: 'informe o código' })
  .trim()
  .min(6, 'informe o código')
  .max(20, 'código longo demais')
  .regex(/^[0-9A-Za-z -]+$/, 'use só letras, números e hífen');

const ZChallengeToken = z
  .string({ error: 'etapa de verificação ausente' })
  .min(16, 'etapa de verificação inválida')
  .max(128, 'etapa de verificação inválida')
  .regex(/^[A-Za-z0-9_-]+$/, 'etapa de verificação inválida');

/** GET /api/Account/TwoFactor: whether the feature is on, and the bettor's setup. */
export const ZTwoFactorStatus = z.object({
  available: z.boolean(),
  enabled: z.boolean(),
  method: ZTwoFactorMethod.nullable(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  trustDays: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /api/Account/TwoFactor/Totp/Start: a new secret to scan (or type) in the app. */
export const ZTotpEnrolment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** POST /api/Account/TwoFactor/Email/Start (and Email/Send): a code went to the masked address. */
export const ZTwoFactorEmailSent = z.object({ sent: z.literal(true), email: z.string() });
export type TTwoFactorEmailSent = z.infer<typeof ZTwoFactorEmailSent>;

/** POST /api/Account/TwoFactor/Confirm: the first code turns two-factor on. */
export const ZTwoFactorConfirmRequest = z.object({ method: ZTwoFactorMethod, code: ZCode }).strict();

/** The recovery codes, shown once (confirm and regenerate). */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

const ZPassword = z.string({ error: 'informe a senha' }).min(1, 'informe a senha').max(PASSWORD_MAX);

/** POST /api/Account/TwoFactor/RecoveryCodes: new codes (the old ones stop working). */
export const ZRegenerateRecoveryCodesRequest = z.object({ password: ZPassword }).strict();

/** POST /api/Account/TwoFactor/Disable: password and a current code (or a recovery code). */
export const ZTwoFactorDisableRequest = z.object({ password: ZPassword, code: ZCode }).strict();

/** The context of the 403 TWO_FACTOR_REQUIRED the password step answers (no tokens yet). */
export const ZTwoFactorChallenge = z.object({
  challengeToken: z.string(),
  method: ZTwoFactorMethod,
  email: z.string(),
  expiresAt: z.string(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** POST /api/Session/TwoFactor: the second step; answers the login fields. */
export const ZTwoFactorLoginRequest = z.object({ challengeToken: ZChallengeToken, code: ZCode }).strict();
export type TTwoFactorLoginRequest = z.infer<typeof ZTwoFactorLoginRequest>;

/** POST /api/Session/TwoFactor/SendEmailCode: a new e-mail code for the pending challenge. */
export const ZTwoFactorResendRequest = z.object({ challengeToken: ZChallengeToken }).strict();

export * from './two-factor-constants';
