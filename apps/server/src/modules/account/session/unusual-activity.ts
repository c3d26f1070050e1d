import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { randomToken, sha256 } from '../crypto';
import { accountMail, describeLocation, maskEmail } from '../mail-templates';
import { inAccountTransaction } from '../transaction.repository';
import { findUserByEmail, type UserRow } from '../users.repository';
import type { LoginContext } from './client-context';
import { grantSession, toLoginResponse } from './issue-session';
import { isKnownDevice, knownLocations } from './sessions.repository';
import { confirmUnusualActivityRow, insertUnusualActivity } from './unusual-activity.repository';

const LINK_TTL_MS = 30 * 60 * 1000;

/**
 * A login is unusual when it comes from a device this account never used AND from a country/region it
 * never signed in from. Unknown locations (local addresses) never count as new.
 */
export async function isUnusualLogin(platform: Platform, user: UserRow, ctx: LoginContext) {
  if (!ctx.location.isoCountry) return false;
  if (ctx.deviceId && (await isKnownDevice(platform.db, user.id, ctx.deviceId))) return false;
  const places = await knownLocations(platform.db, user.id);
  if (places.length === 0) return false;
  return !places.some(
    (p) => p.country === ctx.location.isoCountry && (p.region ?? null) === ctx.location.region,
  );
}

/** Holds the login back and e-mails a confirmation link (/UnusualActivity?username=...&linkToken=...). */
export async function requestUnusualActivityConfirmation(
  platform: Platform,
  user: UserRow,
  ctx: LoginContext,
  extended: boolean,
  baseUrl: string,
) {
  const linkToken = randomToken();
  await inAccountTransaction(platform.db, async (trx) => {
    await insertUnusualActivity(trx, {
      token_hash: sha256(linkToken),
      user_id: user.id,
      device_id: ctx.deviceId,
      ip: ctx.ip,
      user_agent: ctx.userAgent,
      country: ctx.location.isoCountry,
      region: ctx.location.region,
      city: ctx.location.city,
      extended,
      expires_at: new Date(Date.now() + LINK_TTL_MS),
    });
    const q = new URLSearchParams({ username: user.username, linkToken });
    const link = `${baseUrl}/UnusualActivity?${q}`;
    await platform.mailer.send(
      accountMail.unusualActivity(user.email, link, describeLocation(ctx.location), LINK_TTL_MS / 60_000),
      trx,
    );
  });
  return accountError('UNUSUAL_ACTIVITY', { email: maskEmail(user.email) });
}

/** POST /api/UserVerification/ValidateLinkVerification: the e-mailed link grants the held-back session. */
export async function confirmUnusualActivity(
  platform: Platform,
  input: { username: string; linkToken: string },
) {
  const user = await findUserByEmail(platform.db, input.username);
  const row = await confirmUnusualActivityRow(platform.db, sha256(input.linkToken), user?.id ?? -1);
  if (!user || !row) throw accountError('INVALID_LINK');
  const tokens = await grantSession(
    platform,
    user,
    {
      ip: row.ip ?? '',
      userAgent: row.user_agent,
      deviceId: row.device_id,
      location: { isoCountry: row.country, region: row.region, city: row.city },
    },
    row.extended,
  );
  return toLoginResponse(user, tokens);
}
