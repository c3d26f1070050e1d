import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';

export type GoogleIdentity = { sub: string; email: string; name: string | null };

/** Google's signing keys (GOOGLE_JWKS_JSON, else fetched from GOOGLE_JWKS_URL on first use and kept). */
export function googleKeySet(platform: Platform): JWTVerifyGetKey {
  const { GOOGLE_JWKS_JSON, GOOGLE_JWKS_URL } = platform.config;
  return GOOGLE_JWKS_JSON
    ? createLocalJWKSet(JSON.parse(GOOGLE_JWKS_JSON))
    : createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { cooldownDuration: 30_000 });
}

/**
 * Verifies a Google ID token (the `firebaseToken` of the seeds): RS256 signature against the issuer's
 * published keys, issuer, audience (our OAuth client id), expiry, and a verified e-mail.
 */
export async function verifyGoogleIdToken(platform: Platform, idToken: string): Promise<GoogleIdentity> {
  const { GOOGLE_CLIENT_ID, GOOGLE_ISSUER } = platform.config;
  if (!GOOGLE_CLIENT_ID) throw accountError('GOOGLE_NOT_CONFIGURED');
  // Google signs with either spelling of its issuer.
  const issuers =
    GOOGLE_ISSUER === 'https://accounts.google.com'
      ? [GOOGLE_ISSUER, 'accounts.google.com']
      : [GOOGLE_ISSUER];
  try {
    const { payload } = await jwtVerify(idToken, platform.modules.account.googleKeys, {
      issuer: issuers,
      audience: GOOGLE_CLIENT_ID,
      algorithms: ['RS256'],
      clockTolerance: 30,
    });
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    if (!payload.sub || !email || payload.email_verified !== true) throw new Error('no verified e-mail');
    return { sub: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : null };
  } catch (error) {
    platform.log.info({ err: error }, 'Google ID token refused');
    throw accountError('INVALID_GOOGLE_TOKEN');
  }
}
