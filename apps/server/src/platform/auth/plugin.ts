import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionError, isRetryableTransactionError } from '../db/connection-errors';
import { AppError } from '../errors';
import type { AuthUser, SessionState, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user: AuthUser | null;
    /** Why a bearer token that came was refused (expired, invalid, session revoked). */
    authError: AppError | null;
    /** The state of the token's session (idle too long → re-authentication), when it is tracked. */
    sessionState: SessionState | null;
  }
}

/** Reads the bearer token of every request; routes opt in with `requireAuth` / `requireRole`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  app.decorateRequest('sessionState', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return;
    try {
      const user = await opts.tokens.verify(token);
      request.sessionState = (await opts.tokens.validateSession(user)) ?? null;
      request.user = user;
    } catch (error) {
      // The session store unreachable is not a bad token: a 401 would sign the user out (the client
      // refreshes, fails and drops the session); the error handler answers a retryable 503 instead.
      if (isConnectionError(error) || isRetryableTransactionError(error)) throw error;
      request.authError = error instanceof AppError ? error : new AppError('UNAUTHORIZED');
    }
  });
});

export async function requireAuth(request: FastifyRequest, _reply?: FastifyReply) {
  if (!request.user) throw request.authError ?? new AppError('UNAUTHORIZED');
}

export function requireRole(role: number) {
  return async (request: FastifyRequest) => {
    await requireAuth(request);
    if (!request.user!.roles.includes(role)) throw new AppError('FORBIDDEN');
  };
}

/** The signed-in user of a route guarded by requireAuth. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
