import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../../lib/reload-once';
import {
  GoogleRegistrationGuard,
  GuestOnly,
  LocationPageRedirect,
  RequireAuth,
  RequireResetToken,
  VerifyEmailGuard,
} from './guards/route-guards';

type Guard = (props: { children: ReactNode }) => ReactNode;

/** A lazily loaded page wrapped in its guard (guards are small and load with the shell). */
function page(path: string, load: () => Promise<{ default: () => ReactNode }>, Guard?: Guard): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load().catch((error: unknown) => {
        // a deploy removed the old chunks: reload once (at most every 5 minutes), as lazyRoute does
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
        throw error;
      });
      return { element: Guard ? <Guard>{<Page />}</Guard> : <Page /> };
    },
  };
}

const pick =
  <K extends string>(name: K) =>
  (m: Record<K, () => ReactNode>) => ({ default: m[name] });

/** The account routes of seed 000 section 2, each with the guard of seed 000 section 6 / seed 002 section 2. */
export const accountRoutes: RouteObject[] = [
  page('login', () => import('./pages/LoginPage').then(pick('LoginPage')), GuestOnly),
  page(
    'forgot-my-password',
    () => import('./pages/ForgotPasswordPage').then(pick('ForgotPasswordPage')),
    GuestOnly,
  ),
  page(
    'RestorePassword',
    () => import('./pages/RestorePasswordPage').then(pick('RestorePasswordPage')),
    ({ children }) => (
      <GuestOnly>
        <RequireResetToken>{children}</RequireResetToken>
      </GuestOnly>
    ),
  ),
  page('attempt-limit', () => import('./pages/AttemptLimitPage').then(pick('AttemptLimitPage'))),
  page('UnusualActivity', () => import('./pages/UnusualActivityPage').then(pick('UnusualActivityPage'))),
  page('register', () => import('./pages/RegisterPage').then(pick('RegisterPage')), GuestOnly),
  page(
    'register-options',
    () => import('./pages/RegisterOptionsPage').then(pick('RegisterOptionsPage')),
    GoogleRegistrationGuard,
  ),
  page(
    'register-with-google',
    () => import('./pages/RegisterWithGooglePage').then(pick('RegisterWithGooglePage')),
    GoogleRegistrationGuard,
  ),
  page('registerInvalidRegion', () =>
    import('./pages/RegisterInvalidRegionPage').then(pick('RegisterInvalidRegionPage')),
  ),
  page(
    'verify-email',
    () => import('./pages/VerifyEmailPage').then(pick('VerifyEmailPage')),
    VerifyEmailGuard,
  ),
  page('onboard-success', () => import('./pages/OnboardSuccessPage').then(pick('OnboardSuccessPage'))),
  page('user-account', () => import('./pages/UserAccountPage').then(pick('UserAccountPage')), RequireAuth),
  // "access page when enabled, otherwise redirect to the default path": no access flag exists
  { path: 'authorize', element: <Navigate to="/" replace /> },
  { path: 'steps-location', element: <LocationPageRedirect /> },
  { path: 'enable-location', element: <LocationPageRedirect /> },
];
