import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionError, isRetryableTransactionError } from '../db/connection-errors';
import { AppError } from '../errors';
import {
  type AccountState,
  type AuthUser,
  type SessionState,
  STAFF_AUDIENCE,
  type StaffPrincipal,
  type TokenService,
  tokenAudience,
} from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user: AuthUser | null;
    /** Why a bearer token that came was refused (expired, invalid, session revoked). */
    authError: AppError | null;
    /** The state of the token's session (idle too long → re-authentication), when it is tracked. */
    sessionState: SessionState | null;
    /** The signed-in user's registration state (read once per request, when a guard asks). */
    accountState: (() => Promise<AccountState | undefined>) | null;
    /** The signed-in staff member, when a valid staff token with a live session came (staff-guard.ts). */
    staff: StaffPrincipal | null;
    /** Why a staff token that came was refused (expired, idle session, member disabled). */
    staffAuthError: AppError | null;
  }
  interface FastifyInstance {
    /** Every route behind an auth guard, with the guard's level (what the guard tests enumerate). */
    guardedRoutes: GuardedRoute[];
  }
}

/**
 * The levels of the auth guards. `verified` (requireAuth and everything built on it: requireRole,
 * requireRecentAuth, the bettor and money guards) is the default: signed in AND e-mail verified, so
 * a registration-step-1 user (seed 000 section 4: confined to /verify-email) gets 403
 * EMAIL_NOT_VERIFIED on every money and play call. `signed-in` (requireSignedIn) is the short list
 * a step-1 user may call: the profile, the session, the PIN, logout and responsible gaming.
 */
export type AuthLevel = 'signed-in' | 'verified';
export type GuardedRoute = { method: string; url: string; level: AuthLevel };
const AUTH_LEVEL = Symbol('placar.authLevel');
type Guard = ((request: FastifyRequest, reply?: FastifyReply) => Promise<void>) & {
  [AUTH_LEVEL]?: AuthLevel;
};

/** Marks a pre-handler as an auth guard of a level: the plugin runs that level before parsing the body. */
export function authGuard<G extends (request: FastifyRequest, reply?: FastifyReply) => Promise<void>>(
  level: AuthLevel,
  guard: G,
): G {
  return Object.assign(guard, { [AUTH_LEVEL]: level });
}

const levelOf = (hooks: RouteOptions['preHandler']): AuthLevel | undefined => {
  const levels = [hooks ?? []].flat().map((h) => (h as Guard)[AUTH_LEVEL]);
  if (levels.includes('verified')) return 'verified';
  if (levels.includes('signed-in')) return 'signed-in';
  return undefined;
};

/** Reads the bearer token of every request; routes opt in with `requireAuth` / `requireRole`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  app.decorateRequest('sessionState', null);
  app.decorateRequest('accountState', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('staffAuthError', null);
  app.decorate('guardedRoutes', [] as GuardedRoute[]);
  // A route whose pre-handlers hold a guard checks its level as the request arrives, before its body
  // is even parsed: the token and the account's state come first (401/403), a bad or malformed body
  // (400, 415) after.
  app.addHook('onRoute', (route) => {
    const level = levelOf(route.preHandler);
    if (!level) return;
    for (const method of [route.method].flat()) app.guardedRoutes.push({ method, url: route.url, level });
    const first = level === 'verified' ? requireAuth : requireSignedIn;
    route.onRequest = [first, ...[route.onRequest ?? []].flat()];
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return;
    if (tokenAudience(token) === STAFF_AUDIENCE) {
      await readStaffToken(request, opts.tokens, token);
      return;
    }
    try {
      const user = await opts.tokens.verify(token);
      request.sessionState = (await opts.tokens.validateSession(user)) ?? null;
      request.user = user;
      let state: Promise<AccountState | undefined> | undefined;
      request.accountState = () => {
        state ??= opts.tokens.readAccountState(user);
        return state;
      };
    } catch (error) {
      // The session store unreachable is not a bad token: a 401 would sign the user out (the client
      // refreshes, fails and drops the session); the error handler answers a retryable 503 instead.
      if (isConnectionError(error) || isRetryableTransactionError(error)) throw error;
      request.authError = error instanceof AppError ? error : new AppError('UNAUTHORIZED');
    }
  });
});

/**
 * A staff token: checked, then its session (each call is activity; idle, ended or disabled throws).
 * A staff token never sets `request.user`, so every bettor route refuses it.
 */
async function readStaffToken(request: FastifyRequest, tokens: TokenService, token: string) {
  try {
    request.staff = await tokens.validateStaffSession(await tokens.verifyStaff(token, STAFF_AUDIENCE));
  } catch (error) {
    if (isConnectionError(error) || isRetryableTransactionError(error)) throw error;
    request.staffAuthError = error instanceof AppError ? error : new AppError('UNAUTHORIZED');
  }
}

/**
 * Signed in at any registration step: only the calls a step-1 user needs (profile, session, PIN,
 * logout, responsible gaming). Every other route takes requireAuth.
 */
export const requireSignedIn = authGuard(
  'signed-in',
  async (request: FastifyRequest, _reply?: FastifyReply) => {
    if (!request.user) throw request.authError ?? new AppError('UNAUTHORIZED');
  },
);

/** Signed in with a verified e-mail (registration step 2): 401 without a valid token, else 403. */
export const requireAuth = authGuard('verified', async (request: FastifyRequest, _reply?: FastifyReply) => {
  await requireSignedIn(request);
  const state = await request.accountState?.();
  if (state && !state.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', { context: { userRegisterStep: 1 } });
});

export function requireRole(role: number) {
  return authGuard('verified', async (request: FastifyRequest) => {
    await requireAuth(request);
    if (!request.user!.roles.includes(role)) throw new AppError('FORBIDDEN');
  });
}

/** The signed-in user of a route guarded by requireAuth. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
