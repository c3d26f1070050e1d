import { Navigate, Outlet, useLocation } from 'react-router';
import { LoginModal } from '../components/LoginModal';
import { ReauthModal } from '../components/ReauthModal';
import { isAllowedWhileRestricted, VERIFY_EMAIL_PATH, WITHDRAWAL_PATH } from './paths';
import { useAccountState } from './use-account-state';
import { useAutoSignIn } from './use-auto-sign-in';

/**
 * The guards that apply to every route (a pathless layout route in app/routes.tsx):
 * - a stored token signs the user in on navigation;
 * - a signed-in user with an unverified e-mail (step 1) is confined to /verify-email;
 * - a self-excluded or internally blocked user reaches only transactions, terms, request-withdrawal
 *   and withdrawal; everything else goes to /withdrawal;
 * plus the login dialog (a failed refresh opens it) and the password dialog of `withReauth`. The
 * account-state modals (reactivation, region, breaks, …) are the app shell's AccountStateModals.
 */
export function AccountGate() {
  const { pathname } = useLocation();
  const { user, restricted } = useAccountState();
  useAutoSignIn();
  if (user && user.step === 1 && pathname !== VERIFY_EMAIL_PATH) {
    return <Navigate to={VERIFY_EMAIL_PATH} replace />;
  }
  if (user && restricted && !isAllowedWhileRestricted(pathname)) {
    return <Navigate to={WITHDRAWAL_PATH} replace />;
  }
  return (
    <>
      <Outlet />
      <LoginModal />
      <ReauthModal />
    </>
  );
}
