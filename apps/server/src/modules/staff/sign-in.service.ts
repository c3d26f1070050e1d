import { randomUUID } from 'node:crypto';
import type { TStaffSession, TStaffSignInStep } from '@placar/contract';
import { STAFF_CHALLENGE_AUDIENCE } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { matchTotp } from '../account';
import { countFailures } from './audit.repository';
import { recordStaffAction } from './audit.service';
import { verifyStaffPassword } from './passwords';
import { openStaffSession } from './session.service';
import { findStaffByEmail, findStaffById, type StaffRow, updateStaff, useTotpStep } from './staff.repository';
import { enrolmentOf, newSealedSecret, unseal } from './totp-enrolment';

/** Failed sign-ins (wrong password or code) counted in this window… */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** …per e-mail, from anywhere… */
export const MAX_FAILURES_PER_EMAIL = 5;
/** …and per address, on any e-mail. */
export const MAX_FAILURES_PER_IP = 30;
const CHALLENGE_TTL_SECONDS = 5 * 60;

export type StaffClient = { ip: string | null; userAgent: string | null; requestId: string };
type Step = 'totp' | 'enrol';

const nowOf = (platform: Platform) => platform.modules.staff.now();

async function assertNotThrottled(platform: Platform, email: string, client: StaffClient) {
  // the audit rows' own time (the database's), not the module's clock
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const failures = await countFailures(platform.db, email, client.ip, since);
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
}

function recordFailure(
  platform: Platform,
  who: { id: number | null; email: string },
  why: 'password' | 'code' | 'disabled',
  client: StaffClient,
) {
  return recordStaffAction(platform.db, {
    staff: who,
    action: 'staff.sign-in-failed',
    target: who.id === null ? undefined : { type: 'staff', id: who.id },
    after: { why },
    ip: client.ip,
    requestId: client.requestId,
  });
}

const challenge = (platform: Platform, member: StaffRow, step: Step) =>
  platform.tokens.signStaff(
    { id: member.id, sessionId: `${step}:${randomUUID()}` },
    STAFF_CHALLENGE_AUDIENCE,
    CHALLENGE_TTL_SECONDS,
  );

/**
 * The password step: the code step for an enrolled member, else the authenticator setup (the pending
 * secret an admin handed over, or a new one), confirmed by its first code.
 */
export async function signIn(
  platform: Platform,
  input: { email: string; password: string },
  client: StaffClient,
): Promise<TStaffSignInStep> {
  await assertNotThrottled(platform, input.email, client);
  const member = await findStaffByEmail(platform.db, input.email);
  if (!(await verifyStaffPassword(member?.password_hash, input.password)) || !member) {
    await recordFailure(platform, { id: member?.id ?? null, email: input.email }, 'password', client);
    throw new AppError('STAFF_CREDENTIALS_INVALID');
  }
  if (member.status !== 'active') {
    await recordFailure(platform, { id: member.id, email: member.email }, 'disabled', client);
    throw new AppError('STAFF_DISABLED');
  }
  if (member.totp_secret) return { step: 'totp', challengeToken: await challenge(platform, member, 'totp') };
  let pending = member.totp_pending_secret;
  if (!pending) {
    pending = newSealedSecret(platform);
    await updateStaff(platform.db, member.id, { totp_pending_secret: pending });
  }
  return {
    step: 'enrol',
    challengeToken: await challenge(platform, member, 'enrol'),
    enrolment: await enrolmentOf(platform, pending, member.email),
  };
}

async function challengedMember(platform: Platform, token: string, step: Step): Promise<StaffRow> {
  let claims: { id: number; sessionId: string };
  try {
    claims = await platform.tokens.verifyStaff(token, STAFF_CHALLENGE_AUDIENCE);
  } catch {
    throw new AppError('STAFF_CHALLENGE_INVALID');
  }
  if (!claims.sessionId.startsWith(`${step}:`)) throw new AppError('STAFF_CHALLENGE_INVALID');
  const member = await findStaffById(platform.db, claims.id);
  if (!member) throw new AppError('STAFF_CHALLENGE_INVALID');
  if (member.status !== 'active') throw new AppError('STAFF_DISABLED');
  return member;
}

/** Checks the code against the sealed secret; a wrong or replayed code counts as a failure. */
async function acceptCode(
  platform: Platform,
  member: StaffRow,
  sealed: string,
  code: string,
  client: StaffClient,
) {
  await assertNotThrottled(platform, member.email, client);
  const step = matchTotp(unseal(platform, sealed), code, member.totp_last_step, nowOf(platform));
  if (step === null || !(await useTotpStep(platform.db, member.id, step))) {
    await recordFailure(platform, { id: member.id, email: member.email }, 'code', client);
    throw new AppError('STAFF_CODE_INVALID');
  }
}

async function finishSignIn(
  platform: Platform,
  member: StaffRow,
  client: StaffClient,
): Promise<TStaffSession> {
  const updated = await updateStaff(platform.db, member.id, { last_sign_in_at: new Date(nowOf(platform)) });
  const session = await openStaffSession(platform, updated, client);
  await recordStaffAction(platform.db, {
    staff: { id: member.id, email: member.email },
    action: 'staff.signed-in',
    target: { type: 'staff', id: member.id },
    ip: client.ip,
    requestId: client.requestId,
  });
  return session;
}

/** The code step of an enrolled member: answers the staff session. */
export async function verifyCode(
  platform: Platform,
  input: { challengeToken: string; code: string },
  client: StaffClient,
): Promise<TStaffSession> {
  const member = await challengedMember(platform, input.challengeToken, 'totp');
  if (!member.totp_secret) throw new AppError('STAFF_CHALLENGE_INVALID');
  await acceptCode(platform, member, member.totp_secret, input.code, client);
  return finishSignIn(platform, member, client);
}

/** The first sign-in: the setup's first code makes the pending secret the member's. */
export async function confirmEnrolment(
  platform: Platform,
  input: { challengeToken: string; code: string },
  client: StaffClient,
): Promise<TStaffSession> {
  const member = await challengedMember(platform, input.challengeToken, 'enrol');
  const pending = member.totp_pending_secret;
  if (member.totp_secret || !pending) throw new AppError('STAFF_CHALLENGE_INVALID');
  await acceptCode(platform, member, pending, input.code, client);
  await updateStaff(platform.db, member.id, { totp_secret: pending, totp_pending_secret: null });
  await recordStaffAction(platform.db, {
    staff: { id: member.id, email: member.email },
    action: 'staff.two-factor-enrolled',
    target: { type: 'staff', id: member.id },
    ip: client.ip,
    requestId: client.requestId,
  });
  return finishSignIn(platform, member, client);
}
