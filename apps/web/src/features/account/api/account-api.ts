import type {
  TActiveSession,
  TCaptchaConfig,
  TCurrentUser,
  TLoginResponse,
  TSendPinResponse,
  TUserInfoRequest,
} from '@placar/contract';
import { api } from '../../../lib/api/client';
import { useSession } from '../../../lib/session';
import { toSessionUser } from './session-user';

/** Every account call of seed 000 section 7, on the seeds' paths. */

const noRefresh = { noRefresh: true } as const;

/** Login clears old tokens and stores the new ones (seed 000 section 4). */
export function applyLogin(answer: TLoginResponse) {
  useSession.getState().clear();
  useSession
    .getState()
    .setSession({ token: answer.token, refreshToken: answer.refreshToken }, toSessionUser(answer));
  return answer;
}

export const accountApi = {
  login: (body: {
    username: string;
    password: string;
    extendedSession: boolean;
    tokenCaptcha?: string;
    deviceId: string;
  }) => api.post<TLoginResponse>('/api/Session/login/', body, noRefresh),
  ssoLogin: (body: {
    firebaseToken: string;
    extendedSession: boolean;
    tokenCaptcha?: string;
    deviceId: string;
  }) => api.post<TLoginResponse>('/api/Session/ssoLogin', body, noRefresh),
  register: (body: unknown) => api.post<TLoginResponse>('/api/Users/', body, noRefresh),
  ssoRegister: (body: unknown) => api.post<TLoginResponse>('/api/Users/ssoRegister', body, noRefresh),
  close: () => api.post<{ closed: boolean }>('/api/Session/close/', undefined, noRefresh),
  sendPin: (body: { userId: number; email: string }, reattempt: boolean) =>
    api.post<TSendPinResponse>(reattempt ? '/api/Users/SendReattempt/PIN/' : '/api/Users/Send/PIN/', body),
  validatePin: (body: { userId: number; email: string; pin: string }) =>
    api.post<{ validated: boolean; userRegisterStep: number }>('/api/Users/Validate/PIN/', body),
  me: () => api.get<TCurrentUser>('/api/Users/'),
  updateUserInfo: (body: TUserInfoRequest) => api.put<TCurrentUser>('/api/Users/UserInfo', body),
  changePassword: (body: { currentPassword: string; password: string; confirmPassword: string }) =>
    api.put<{ changed: true; closedSessions: number }>('/api/Users/Password', body),
  forgotPassword: (body: { email: string; tokenCaptcha?: string }) =>
    api.post<{ sent: true }>('/api/Users/ForgotPassword', body, noRefresh),
  inspectReset: (token: string) =>
    api.get<{ valid: true; email: string }>(
      `/api/Users/RestorePassword/${encodeURIComponent(token)}`,
      noRefresh,
    ),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    api.post<{ changed: true }>('/api/Users/RestorePassword', body, noRefresh),
  validateLink: (body: { username: string; linkToken: string }) =>
    api.post<TLoginResponse>('/api/UserVerification/ValidateLinkVerification', body, noRefresh),
  activeSessions: () => api.get<TActiveSession[]>('/api/Session/Active'),
  revokeSession: (sessionId: string) => api.post<{ revoked: true }>('/api/Session/Revoke', { sessionId }),
  reauthenticate: (password: string) =>
    api.post<{ reauthenticated: true }>('/api/Session/Reauthenticate', { password }),
  releaseUser: () => api.post<{ isDeactivated: false }>('/api/Users/ReleaseUser'),
  captchaConfig: () => api.get<TCaptchaConfig>('/api/Session/CaptchaConfig', noRefresh),
  ssoConfig: () => api.get<{ googleClientId: string | null }>('/api/Session/SsoConfig', noRefresh),
  regionCheck: () => api.get<boolean>('/api/RegionCheck/Validate', noRefresh),
};

/** Logout clears tokens, user and the stored full-validation flag, whatever the server answers. */
export async function logout() {
  try {
    if (useSession.getState().token) await accountApi.close();
  } catch {
    /* the session ends on this device anyway */
  } finally {
    useSession.getState().clear();
  }
}
