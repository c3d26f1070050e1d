import type { RouteInput, TLoginResponse } from '@placar/contract';
import { regionApi, sessionApi, usersApi } from '@placar/contract/routes.gen';
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

type Body<R> = RouteInput<R> extends { body: infer B } ? B : never;

export const accountApi = {
  login: (body: Body<typeof sessionApi.login>) => api.call(sessionApi.login, { body }, noRefresh),
  ssoLogin: (body: Body<typeof sessionApi.ssoLogin>) => api.call(sessionApi.ssoLogin, { body }, noRefresh),
  register: (body: Body<typeof usersApi.register>) => api.call(usersApi.register, { body }, noRefresh),
  ssoRegister: (body: Body<typeof usersApi.ssoRegister>) =>
    api.call(usersApi.ssoRegister, { body }, noRefresh),
  close: () => api.call(sessionApi.close, {}, noRefresh),
  sendPin: (body: Body<typeof usersApi.sendPin>, reattempt: boolean) =>
    api.call(reattempt ? usersApi.resendPin : usersApi.sendPin, { body }),
  validatePin: (body: Body<typeof usersApi.validatePin>) => api.call(usersApi.validatePin, { body }),
  me: () => api.call(usersApi.me),
  updateUserInfo: (body: Body<typeof usersApi.updateUserInfo>) => api.call(usersApi.updateUserInfo, { body }),
  changePassword: (body: Body<typeof usersApi.changePassword>) => api.call(usersApi.changePassword, { body }),
  forgotPassword: (body: Body<typeof usersApi.forgotPassword>) =>
    api.call(usersApi.forgotPassword, { body }, noRefresh),
  inspectReset: (token: string) => api.call(usersApi.inspectReset, { params: { token } }, noRefresh),
  resetPassword: (body: Body<typeof usersApi.resetPassword>) =>
    api.call(usersApi.resetPassword, { body }, noRefresh),
  validateLink: (body: Body<typeof sessionApi.validateLink>) =>
    api.call(sessionApi.validateLink, { body }, noRefresh),
  activeSessions: () => api.call(sessionApi.active),
  revokeSession: (sessionId: string) => api.call(sessionApi.revoke, { body: { sessionId } }),
  reauthenticate: (password: string) => api.call(sessionApi.reauthenticate, { body: { password } }),
  releaseUser: () => api.call(usersApi.releaseUser),
  captchaConfig: () => api.call(sessionApi.captchaConfig, {}, noRefresh),
  ssoConfig: () => api.call(sessionApi.ssoConfig, {}, noRefresh),
  regionCheck: () => api.call(regionApi.check, {}, noRefresh),
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
