import { Navigate, Outlet, useLocation } from 'react-router';
import { lazyWidget } from '../../../lib/lazy-widget';
import { LoginModal } from '../components/LoginModal';
import { ReactivateAccountModal } from '../components/ReactivateAccountModal';
import { ReauthModal } from '../components/ReauthModal';
import { RestrictedRegionModal } from '../components/RestrictedRegionModal';
import { isAllowedWhileRestricted, VERIFY_EMAIL_PATH, WITHDRAWAL_PATH } from './paths';
import { useAccountState } from './use-account-state';
import { useAutoSignIn } from './use-auto-sign-in';

// Only signed-in users have overlays; visitors do not load them (nor the face check they lead to).
const ResponsibleGamingOverlays = lazyWidget(
  () => import('../../responsible-gaming/components/ResponsibleGamingOverlays'),
  'ResponsibleGamingOverlays',
);

/**
 * The guards that apply to every route (a pathless layout route in app/routes.tsx):
 * - a stored token signs the user in on navigation;
 * - a signed-in user with an unverified e-mail (step 1) is confined to /verify-email;
 * - a self-excluded or internally blocked user reaches only transactions, terms, request-withdrawal
 *   and withdrawal; everything else goes to /withdrawal;
 * plus the login dialog (a failed refresh opens it), the password dialog of `withReauth`, and the
 * reactivation and restricted-region modals.
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
      <ReactivateAccountModal />
      <ReauthModal />
      <RestrictedRegionModal />
      {user && <ResponsibleGamingOverlays />}
    </>
  );
}
