import { createHmac } from 'node:crypto';
import { STREAM_TICKET_TTL_SECONDS, type TStreamTicket } from '@placar/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../platform/errors';

const AUDIENCE = 'placar-stream';

/**
 * Short-lived signed tickets for /stream/betwon/{userId}: EventSource cannot send an Authorization
 * header, so the client trades its bearer token for a ticket (POST /api/stream/ticket) and passes
 * it in the query. The key is derived from the JWT secret (shared by every node in production), so
 * a ticket can never be used as an access token, nor an access token as a ticket.
 */
export class StreamTickets {
  readonly #key: Uint8Array;

  constructor(
    jwtSecret: string,
    readonly ttlSeconds = STREAM_TICKET_TTL_SECONDS,
  ) {
    this.#key = createHmac('sha256', jwtSecret).update('placar stream ticket v1').digest();
  }

  async issue(userId: number, now = Date.now()): Promise<TStreamTicket> {
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    const ticket = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setAudience(AUDIENCE)
      .setIssuer('placar')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.#key);
    return { ticket, userId, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The user id a valid ticket was issued to; a 401 when it is forged, malformed or expired. */
  async verify(ticket: string): Promise<number> {
    try {
      const { payload } = await jwtVerify(ticket, this.#key, {
        issuer: 'placar',
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id)) throw new Error('bad subject');
      return id;
    } catch (error) {
      const expired = error instanceof errors.JWTExpired;
      throw new AppError(expired ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED', {
        message: expired
          ? 'O ticket do stream expirou. Peça um novo.'
          : 'Ticket do stream inválido. Peça um novo.',
        context: { field: 'ticket' },
      });
    }
  }
}
