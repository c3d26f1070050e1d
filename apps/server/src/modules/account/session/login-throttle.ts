import type { Platform } from '../../../platform/context';
import {
  countAddressFailures,
  countClientFailures,
  countUsernameFailures,
  type FailureCount,
} from './login-attempts.repository';
import { isKnownDevice } from './sessions.repository';

/** The sliding window failed logins are counted in, and how long a lock lasts after the last one. */
export const LOCK_MS = 15 * 60 * 1000;
/** Wrong passwords one client (its device id, else its address) may try on one e-mail in the window. */
export const CLIENT_MAX_FAILED_LOGINS = 5;
/** Wrong passwords one address may try in the window, whatever e-mails and device ids it sends. */
export const ADDRESS_MAX_FAILED_LOGINS = 30;
/**
 * Wrong passwords one e-mail may receive in the window from everywhere (many addresses): then the
 * account itself locks, its owner is told by e-mail and given a reset link, and their known devices
 * still get in with the right password.
 */
export const ACCOUNT_MAX_FAILED_LOGINS = 20;

export type LoginClient = { ip: string | null; deviceId: string | null };

type Count = FailureCount;

const windowStart = () => new Date(Date.now() - LOCK_MS);
const normalise = (username: string) => username.trim().toLowerCase();

/** Failed attempts on this e-mail from this client: its device id when it sent one, else its address. */
export function clientFailures(platform: Platform, username: string, client: LoginClient) {
  return countClientFailures(platform.db, normalise(username), client, windowStart());
}

/** Failed attempts from this address, on any e-mail. */
export function addressFailures(platform: Platform, client: LoginClient) {
  if (!client.ip) return Promise.resolve({ n: 0, newest: null } as Count);
  return countAddressFailures(platform.db, client.ip, windowStart());
}

/**
 * Failed attempts on this e-mail from everywhere, since the window began or the password last
 * changed (a reset starts the count again). Counted the same way whether the e-mail has an account.
 */
export function accountFailures(platform: Platform, username: string, passwordChangedAt?: Date | null) {
  const start = windowStart();
  const since = passwordChangedAt && passwordChangedAt > start ? passwordChangedAt : start;
  return countUsernameFailures(platform.db, normalise(username), since);
}

/** When a lock counted from failures ends: the window after the newest of them. */
export const lockEnd = (c: Count) => new Date((c.newest ?? new Date()).getTime() + LOCK_MS);

export function isKnownDeviceOf(platform: Platform, userId: number, deviceId: string | null) {
  if (!deviceId) return Promise.resolve(false);
  return isKnownDevice(platform.db, userId, deviceId);
}
