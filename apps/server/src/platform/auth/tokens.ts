import type { StaffRole } from '@placar/contract';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
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

/**
 * Staff (back office) tokens carry an audience; bettors' tokens carry none. A bettor's verification
 * refuses any token with an audience, a staff verification requires its own: neither passes for the other.
 */
export const STAFF_AUDIENCE = 'placar-staff';
/** The short-lived token between a staff sign-in's password and its code. */
export const STAFF_CHALLENGE_AUDIENCE = 'placar-staff-challenge';
export type StaffAudience = typeof STAFF_AUDIENCE | typeof STAFF_CHALLENGE_AUDIENCE;

/** What a staff token says: the member and the session (or challenge) id. */
export type StaffClaims = { id: number; sessionId: string };

/** A signed-in staff member as the guard sees it, read from the session store on each call. */
export type StaffPrincipal = {
  id: number;
  sessionId: string;
  email: string;
  name: string;
  roles: StaffRole[];
  /** When the session ends unless another call comes first. */
  idleDeadline: Date;
};

/** Installed by the staff module: the session behind a staff token (throws when idle, ended or disabled). */
export type StaffSessionValidator = (claims: StaffClaims) => Promise<StaffPrincipal>;

/** The audience of a token, read without checking it (which verification to run). */
export function tokenAudience(token: string): string | undefined {
  try {
    const aud = decodeJwt(token).aud;
    return Array.isArray(aud) ? aud[0] : aud;
  } catch {
    return undefined;
  }
}

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

  #staffSessionValidator: StaffSessionValidator | undefined;

  /** Installed by the staff module: checks every staff token's session (ended, idle, member disabled). */
  useStaffSessionValidator(validator: StaffSessionValidator) {
    this.#staffSessionValidator = validator;
  }

  async validateStaffSession(claims: StaffClaims): Promise<StaffPrincipal> {
    if (!this.#staffSessionValidator) throw new AppError('UNAUTHORIZED');
    return this.#staffSessionValidator(claims);
  }

  /** A staff token (or a sign-in challenge): its own audience, so bettor routes refuse it. */
  async signStaff(claims: StaffClaims, audience: StaffAudience, ttlSeconds: number) {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.id))
      .setIssuedAt()
      .setIssuer('placar')
      .setAudience(audience)
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.#key);
  }

  /** Checks a staff token of the audience; a bettor's token (no audience) is refused. */
  async verifyStaff(token: string, audience: StaffAudience): Promise<StaffClaims> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: 'placar',
        audience,
        algorithms: ['HS256'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || typeof payload.sid !== 'string') throw new AppError('UNAUTHORIZED');
      return { id, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      if (error instanceof AppError) throw error;
      throw new AppError('UNAUTHORIZED');
    }
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
      // a staff token (it has an audience) is never a bettor's
      if (payload.aud !== undefined) throw new AppError('UNAUTHORIZED');
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
