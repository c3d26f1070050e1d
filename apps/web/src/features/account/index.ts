/** What other features use from accounts. */
export { accountApi, applyLogin, logout } from './api/account-api';
export { formatCpf } from './api/format';
export { isRestricted, readTokenClaims } from './api/session-user';
export { requestReauth, withReauth } from './api/with-reauth';
export { CompleteProfileForm } from './components/CompleteProfileForm';
export { openLoginModal } from './components/LoginModal';
export { GuestOnly, RequireAuth } from './guards/route-guards';
export { useAccountState } from './guards/use-account-state';
