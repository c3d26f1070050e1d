import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';

/** Account states carried in the access token's `Status` claim (seed 000 section 3). */
export const USER_STATUSES = ['Active', 'InternalBlocked', 'SelfExcluded', 'Break', 'Deactivated'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export type AccessClaims = {
  /** user id */
  sub: string;
  /** login (refresh-token family) id */
  sid: string;
  Status: TUserStatus;
  roles: number[];
  exp: number;
};

export type AuthUser = { id: number; sessionId: string; status: TUserStatus; roles: number[] };

/**
 * What the session owner (modules/account) knows of a session at request time. `undefined` means the
 * session is not tracked (tokens minted by test helpers); a revoked session throws instead.
 */
export type SessionState = { reauthRequired: boolean };
export type SessionValidator = (user: AuthUser) => Promise<SessionState | undefined>;

/**
 * What the account owner (modules/account) knows of the user at request time, for the auth guard:
 * `emailVerified` false is registration step 1 (seed 000 section 4: confined to /verify-email).
 * `undefined` means no such user row (tokens minted by test helpers for bare ids).
 */
export type AccountState = { emailVerified: boolean };
export type AccountStateReader = (user: AuthUser) => Promise<AccountState | undefined>;

export class TokenService {
  readonly #key: Uint8Array;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  #sessionValidator: SessionValidator | undefined;

  /** Installed by the account module: checks every bearer token's session (revoked, idle). */
  useSessionValidator(validator: SessionValidator) {
    this.#sessionValidator = validator;
  }

  async validateSession(user: AuthUser): Promise<SessionState | undefined> {
    return this.#sessionValidator?.(user);
  }

  #accountStateReader: AccountStateReader | undefined;

  /** Installed by the account module: the user's registration state (the guard's e-mail check). */
  useAccountStateReader(reader: AccountStateReader) {
    this.#accountStateReader = reader;
  }

  async readAccountState(user: AuthUser): Promise<AccountState | undefined> {
    return this.#accountStateReader?.(user);
  }

  async sign(
    user: { id: number; sessionId: string; status: TUserStatus; roles: number[] },
    ttl = this.ttlSeconds,
  ) {
    return new SignJWT({ sid: user.sessionId, Status: user.status, roles: user.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setIssuer('placar')
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(this.#key);
  }

  /** Checks signature and claims; `allowExpiredFor` accepts a token expired at most that many seconds ago. */
  async verify(token: string, allowExpiredFor = 0): Promise<AuthUser> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: 'placar',
        algorithms: ['HS256'],
        clockTolerance: allowExpiredFor,
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || typeof payload.sid !== 'string') throw new AppError('UNAUTHORIZED');
      return {
        id,
        sessionId: payload.sid,
        status: (payload.Status as TUserStatus) ?? 'Active',
        roles: Array.isArray(payload.roles) ? (payload.roles as number[]) : [],
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      if (error instanceof AppError) throw error;
      throw new AppError('UNAUTHORIZED');
    }
  }
}
