import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../../lib/reload-once';

type Load = () => Promise<() => ReactNode>;

function page(path: string, load: Load, step?: 'identity-card' | 'address'): RouteObject {
  return {
    path,
    lazy: async () => {
      // the guard loads with the page, so other routes' first load does not carry it
      const [Page, { IdentitySectionGuard }] = await Promise.all([
        load(),
        import('./guards/IdentitySectionGuard'),
      ]).catch((error: unknown) => {
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
        throw error;
      });
      return {
        element: (
          <IdentitySectionGuard step={step}>
            <Page />
          </IdentitySectionGuard>
        ),
      };
    },
  };
}

/** The verification routes of seed 000 section 2, behind their guard. */
export const identityRoutes: RouteObject[] = [
  page('user-identification', () =>
    import('./pages/UserIdentificationPage').then((m) => m.UserIdentificationPage),
  ),
  page(
    'user-identification/identity-card',
    () => import('./pages/IdentityCardPage').then((m) => m.IdentityCardPage),
    'identity-card',
  ),
  page(
    'user-identification/address',
    () => import('./pages/AddressPage').then((m) => m.AddressPage),
    'address',
  ),
  page('complete-profile', () => import('./pages/CompleteProfilePage').then((m) => m.CompleteProfilePage)),
  page('complete-profile/user-details', () =>
    import('./pages/UserDetailsPage').then((m) => m.UserDetailsPage),
  ),
];
