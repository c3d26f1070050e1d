import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { accountError } from '../account-errors';
import { findUserById } from '../users.repository';

/** The signed-in user's row; the PIN calls answer the seed's 'Cannot send pinValue before signIn' without a session. */
export async function pinOwner(
  platform: Platform,
  request: FastifyRequest,
  body: { userId: number; email: string },
) {
  if (!request.user)
    throw request.authError?.code === 'TOKEN_EXPIRED'
      ? request.authError
      : accountError('PIN_NOT_BEFORE_SIGN_IN');
  const user = await findUserById(platform.db, request.user.id);
  if (!user || user.id !== body.userId || user.email.toLowerCase() !== body.email) {
    throw new AppError('FORBIDDEN', { message: 'Este código não pertence à sua conta.' });
  }
  return user;
}
