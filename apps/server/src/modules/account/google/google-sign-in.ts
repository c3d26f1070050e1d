import type { TAttribution } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { assertNotRegistered, createAccount } from '../registration/register-user';
import type { LoginContext } from '../session/client-context';
import { grantSession, toLoginResponse } from '../session/issue-session';
import { isUnusualLogin, requestUnusualActivityConfirmation } from '../session/unusual-activity';
import { secondFactorChallenge } from '../two-factor/login-challenge';
import { findUserByEmail, findUserByGoogleSub, updateUser } from '../users.repository';
import { verifyGoogleIdToken } from './google-id-token';

/** POST /api/Session/ssoLogin: a verified Google identity signs in its account (linked by e-mail on first use). */
export async function loginWithGoogle(
  platform: Platform,
  input: { firebaseToken: string; extendedSession: boolean },
  ctx: LoginContext,
  baseUrl: string,
) {
  const google = await verifyGoogleIdToken(platform, input.firebaseToken);
  let user = await findUserByGoogleSub(platform.db, google.sub);
  if (!user) {
    const byEmail = await findUserByEmail(platform.db, google.email);
    if (!byEmail) throw accountError('GOOGLE_ACCOUNT_NOT_FOUND');
    user = await updateUser(platform.db, byEmail.id, { google_sub: google.sub, updated_at: new Date() });
  }
  // Google proves the e-mail, not the second factor: two-factor asks its code here as after a password
  const challenge = await secondFactorChallenge(platform, user, ctx, input.extendedSession);
  if (challenge) throw challenge;
  if (await isUnusualLogin(platform, user, ctx)) {
    throw await requestUnusualActivityConfirmation(platform, user, ctx, input.extendedSession, baseUrl);
  }
  const tokens = await grantSession(platform, user, ctx, input.extendedSession);
  return toLoginResponse(user, tokens);
}

/**
 * POST /api/Users/ssoRegister: an account from a Google identity. Google verified the e-mail (step 2),
 * but CPF and birth date are still missing: PUT /api/Users/UserInfo completes them.
 */
export async function registerWithGoogle(
  platform: Platform,
  input: {
    firebaseToken: string;
    cellphone?: string;
    nationality: string;
    extendedSession: boolean;
    attribution?: TAttribution;
  },
  ctx: LoginContext,
) {
  const google = await verifyGoogleIdToken(platform, input.firebaseToken);
  if (await findUserByGoogleSub(platform.db, google.sub))
    throw accountError('GOOGLE_ACCOUNT_ALREADY_REGISTERED');
  await assertNotRegistered(platform, google.email, null);
  const now = new Date();
  const user = await createAccount(
    platform,
    {
      email: google.email,
      username: google.email,
      password_hash: null,
      google_sub: google.sub,
      cpf: null,
      full_name: (google.name ?? google.email.split('@')[0] ?? '').slice(0, 120),
      birth_date: null,
      phone: input.cellphone ?? null,
      nationality: input.nationality,
      step: 2,
      terms_accepted_at: now,
      rg_warning_accepted_at: now,
      attribution: { ...(input.attribution ?? {}), registeredFrom: ctx.location, via: 'google' },
    },
    false,
  );
  platform.bus.publish('account.registered', {
    userId: user.id,
    referralCode: input.attribution?.referralCode ?? null,
  });
  const tokens = await grantSession(
    platform,
    user,
    { ...ctx, deviceId: ctx.deviceId ?? input.attribution?.deviceId ?? null },
    input.extendedSession,
  );
  return toLoginResponse(user, tokens);
}
