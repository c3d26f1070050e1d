import { z } from 'zod';
import { ZLoginResponse } from './account';
import { defineRoute } from './route';
import {
  ZRecoveryCodes,
  ZRegenerateRecoveryCodesRequest,
  ZTotpEnrolment,
  ZTwoFactorConfirmRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorEmailSent,
  ZTwoFactorLoginRequest,
  ZTwoFactorResendRequest,
  ZTwoFactorStatus,
} from './two-factor';

const tags = ['two-factor'];
/** What a signed-in setup call may answer: the feature off, the account gone or locked. */
const SETUP_ERRORS = ['TWO_FACTOR_UNAVAILABLE', 'SESSION_REVOKED', 'ACCOUNT_LOCKED'] as const;

/**
 * Two-factor sign-in for bettors (flag feature-tfa): setup and removal under /api/Account/TwoFactor,
 * and the sign-in's second step under /api/Session/TwoFactor.
 */
export const twoFactorApi = {
  status: defineRoute({
    method: 'GET',
    path: '/api/Account/TwoFactor',
    summary: 'My two-factor setup',
    tags,
    auth: 'bearer',
    answer: ZTwoFactorStatus,
    errors: ['TWO_FACTOR_UNAVAILABLE'],
  }),
  startTotp: defineRoute({
    method: 'POST',
    path: '/api/Account/TwoFactor/Totp/Start',
    summary: 'Start an authenticator-app setup: secret, otpauth URI and QR code',
    tags,
    auth: 'bearer',
    answer: ZTotpEnrolment,
    errors: [...SETUP_ERRORS, 'TWO_FACTOR_ALREADY_ENABLED'],
  }),
  startEmail: defineRoute({
    method: 'POST',
    path: '/api/Account/TwoFactor/Email/Start',
    summary: 'Start an e-mail-code setup: a code goes to my e-mail',
    tags,
    auth: 'bearer',
    answer: ZTwoFactorEmailSent,
    errors: [...SETUP_ERRORS, 'TWO_FACTOR_ALREADY_ENABLED'],
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/Account/TwoFactor/Confirm',
    summary: 'Confirm the setup with its first code; answers the recovery codes (shown once)',
    tags,
    auth: 'bearer',
    body: ZTwoFactorConfirmRequest,
    answer: ZRecoveryCodes,
    errors: [
      ...SETUP_ERRORS,
      'TWO_FACTOR_ALREADY_ENABLED',
      'TWO_FACTOR_ENROLMENT_MISSING',
      'TWO_FACTOR_CODE_INVALID',
    ],
  }),
  regenerateRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/Account/TwoFactor/RecoveryCodes',
    summary: 'New recovery codes (the old ones stop working)',
    tags,
    auth: 'bearer',
    body: ZRegenerateRecoveryCodesRequest,
    answer: ZRecoveryCodes,
    errors: [...SETUP_ERRORS, 'TWO_FACTOR_NOT_ENABLED', 'WRONG_PASSWORD'],
  }),
  sendDisableCode: defineRoute({
    method: 'POST',
    path: '/api/Account/TwoFactor/Email/Send',
    summary: 'E-mail method: a code to confirm turning two-factor off',
    tags,
    auth: 'bearer',
    answer: ZTwoFactorEmailSent,
    errors: [...SETUP_ERRORS, 'TWO_FACTOR_NOT_ENABLED'],
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/api/Account/TwoFactor/Disable',
    summary: 'Turn two-factor off: password and a current code (or a recovery code)',
    tags,
    auth: 'bearer',
    body: ZTwoFactorDisableRequest,
    answer: z.object({ disabled: z.literal(true) }),
    errors: [...SETUP_ERRORS, 'TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_CODE_INVALID', 'WRONG_PASSWORD'],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/Session/TwoFactor',
    summary: "Sign-in's second step: the code (app, e-mail or recovery); answers the login fields",
    tags,
    auth: 'public',
    body: ZTwoFactorLoginRequest,
    answer: ZLoginResponse,
    errors: ['TWO_FACTOR_CHALLENGE_INVALID', 'TWO_FACTOR_CODE_INVALID', 'ACCOUNT_LOCKED'],
  }),
  resendLoginCode: defineRoute({
    method: 'POST',
    path: '/api/Session/TwoFactor/SendEmailCode',
    summary: 'A new e-mailed code for the pending sign-in',
    tags,
    auth: 'public',
    body: ZTwoFactorResendRequest,
    answer: ZTwoFactorEmailSent,
    errors: ['TWO_FACTOR_CHALLENGE_INVALID', 'ACCOUNT_LOCKED'],
  }),
} as const;
