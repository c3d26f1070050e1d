import type { TLoginResponse } from '@placar/contract';
import type { SessionUser } from '../../../lib/session';

export type TokenClaims = { exp: number; Status: string; roles: number[]; sid: string; sub: string };

/** The access token's payload (read only: the server checks the signature). */
export function readTokenClaims(token: string | null): TokenClaims | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
  } catch {
    return null;
  }
}

/** The session user of seed 000 section 3 from a login answer (field names as the seed spells them). */
export function toSessionUser(answer: TLoginResponse): SessionUser {
  const claims = readTokenClaims(answer.token);
  return {
    id: answer.userId,
    username: answer.username,
    email: answer.email,
    fullName: answer.fullname,
    step: answer.userRegisterStep,
    status: answer.status,
    validationType: answer.validationType,
    isDeactivated: answer.isDeactivated,
    autoexclusion: answer.autoexclusion,
    roles: claims?.roles ?? [],
    cellPhone: answer.cellphone,
    faceStatus: answer.faceStatus,
    showUserInfoBonusView: answer.showUserInfoBonusView,
    ShowUserAcceptMigrationView: answer.showUserAcceptMigrationView,
    address: answer.address ?? null,
    withdrawalBlock: answer.withdrawalBlock ?? null,
  };
}

/** Self-excluded or internally blocked (the Status of the token, seed 000 section 6). */
export function isRestricted(status: string | undefined | null) {
  return status === 'SelfExcluded' || status === 'InternalBlocked';
}
