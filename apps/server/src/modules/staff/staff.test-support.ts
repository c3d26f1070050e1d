import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { totpCode, totpStep } from '../account';

/** The code an authenticator shows for `secret` at the staff module's clock. */
export const codeFor = (platform: Platform, secret: string) =>
  totpCode(secret, totpStep(platform.modules.staff.now()));

/** Moves the staff module's clock on (tests of idle sessions; a new time step for a new code). */
export function advanceClock(platform: Platform, ms: number) {
  const before = platform.modules.staff.now;
  platform.modules.staff.now = () => before() + ms;
}

/** Signs a member in (password, then the code a step later than any before) and answers the token. */
export async function staffToken(
  app: App,
  platform: Platform,
  member: { email: string; password: string; totpSecret: string },
): Promise<string> {
  advanceClock(platform, 31_000);
  const first = await app.inject({
    method: 'POST',
    url: '/api/backoffice/session',
    payload: { email: member.email, password: member.password },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const { challengeToken } = first.json().data;
  const second = await app.inject({
    method: 'POST',
    url: '/api/backoffice/session/code',
    payload: { challengeToken, code: codeFor(platform, member.totpSecret) },
  });
  if (second.statusCode !== 200) throw new Error(`code: ${second.statusCode} ${second.body}`);
  return second.json().data.accessToken;
}
