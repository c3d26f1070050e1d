import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useFlags } from '../../flags';
import { homeTarget } from '../../home';
import { useAccountState } from './use-account-state';
import { takeJustVerified } from './verification-flow';

/** /user-account needs a signed-in user; guests go to /casino/slots (Brazilian brands). */
export function RequireAuth({
  children,
  redirectTo = '/casino/slots',
}: {
  children: ReactNode;
  redirectTo?: string;
}) {
  const { signedIn } = useAccountState();
  return signedIn ? children : <Navigate to={redirectTo} replace />;
}

/** Login, forgot-password, restore-password and location pages: a signed-in user goes to their module. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAccountState();
  return signedIn ? <Navigate to={homeTarget()} replace /> : children;
}

/**
 * Location pages (/steps-location, /enable-location: the app's location steps). Guests go home and a
 * signed-in user to their module (seed 000 section 6), so the web only redirects from them.
 */
export function LocationPageRedirect() {
  const { signedIn } = useAccountState();
  return <Navigate to={signedIn ? homeTarget() : '/'} replace />;
}

/** /verify-email: guests go home; verified users (step 2) go home. */
export function VerifyEmailGuard({ children }: { children: ReactNode }) {
  const { user } = useAccountState();
  if (!user) return <Navigate to="/" replace />;
  if (user.step >= 2) return <Navigate to={takeJustVerified() ? '/onboard-success' : '/'} replace />;
  return children;
}

/** /register-options and /register-with-google: without the Google registration flag, go to /register. */
export function GoogleRegistrationGuard({ children }: { children: ReactNode }) {
  const { flags, isLoaded } = useFlags();
  if (!isLoaded) return null;
  return flags['feature-google-registration'] ? children : <Navigate to="/register" replace />;
}

/** /RestorePassword needs a Token query value, otherwise home. */
export function RequireResetToken({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  return params.get('Token') ? children : <Navigate to="/" replace />;
}
