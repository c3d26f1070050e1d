import type { JWTVerifyGetKey } from 'jose';
import type { Platform } from '../../platform/context';
import { type CaptchaVerifier, createCaptchaVerifier } from './captcha/captcha';
import { googleKeySet } from './google/google-id-token';

/** The account module's state on one platform, created by the composition root (modules/index.ts). */
export type AccountState = {
  /** the configured captcha verifier, or null without a provider */
  captcha: CaptchaVerifier | null;
  /** Google's signing keys for "Entrar com Google" */
  googleKeys: JWTVerifyGetKey;
};

declare module '../../platform/context' {
  interface ModuleState {
    account: AccountState;
  }
}

export function createAccountState(platform: Platform): AccountState {
  return { captcha: createCaptchaVerifier(platform), googleKeys: googleKeySet(platform) };
}
