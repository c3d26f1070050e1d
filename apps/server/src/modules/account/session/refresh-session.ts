import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { accountError } from '../account-errors';
import { sha256 } from '../crypto';
import { inAccountTransaction } from '../transaction.repository';
import { findUserById } from '../users.repository';
import { addRefreshToken, signAccessToken } from './issue-session';
import { revokeSession } from './revoke-session';
import { refreshTtl } from './session-lifetimes';
import { findRefreshToken, setSessionExpiry, spendRefreshToken } from './sessions.repository';

/**
 * Rotates a refresh token: the presented one is used up and a new one is issued in the same session.
 * A refresh token presented a second time means it leaked: the whole session (every token of that
 * login) is revoked.
 */
export async function refreshSession(platform: Platform, input: { token: string; refreshToken: string }) {
  // The access token that came with it must be one we signed (it may have expired): without one there
  // was no sign-in to refresh (seed 000 section 8: 'Cannot refresh token before signIn').
  const claims = await platform.tokens
    .verify(input.token, refreshTtl(true) / 1000)
    .catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  if (!claims) throw accountError('REFRESH_NOT_BEFORE_SIGN_IN');
  const hash = sha256(input.refreshToken);
  const row = await findRefreshToken(platform.db, hash);
  if (!row) throw accountError('INVALID_REFRESH_TOKEN');

  // ... and of the same session as the refresh token.
  if (claims.sessionId !== row.session_id || claims.id !== row.user_id) {
    throw accountError('INVALID_REFRESH_TOKEN');
  }
  if (row.revoked_at) throw accountError('SESSION_REVOKED');
  if (row.used_at) {
    await revokeSession(platform, row.session_id, 'refresh-token-reuse');
    platform.log.warn(
      { sessionId: row.session_id, userId: row.user_id },
      'refresh token reused: session revoked',
    );
    throw accountError('REFRESH_TOKEN_REUSED');
  }
  if (row.expires_at.getTime() <= Date.now()) throw accountError('INVALID_REFRESH_TOKEN');

  const expiresAt = new Date(Date.now() + refreshTtl(row.extended));
  const next = await inAccountTransaction(platform.db, async (trx) => {
    // Only one of two concurrent refreshes with the same token wins; the other is a reuse.
    if (!(await spendRefreshToken(trx, hash))) return null;
    await setSessionExpiry(trx, row.session_id, expiresAt);
    return addRefreshToken(trx, row.session_id, expiresAt);
  });
  if (!next) {
    await revokeSession(platform, row.session_id, 'refresh-token-reuse');
    throw accountError('REFRESH_TOKEN_REUSED');
  }
  const user = await findUserById(platform.db, row.user_id);
  if (!user) throw accountError('INVALID_REFRESH_TOKEN');
  return { token: await signAccessToken(platform, user, row.session_id), refreshToken: next };
}
