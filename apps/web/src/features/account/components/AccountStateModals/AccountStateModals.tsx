import { useLocation } from 'react-router';
import { lazyWidget } from '../../../../lib/lazy-widget';
import { useSession } from '../../../../lib/session';
import { ReactivateAccountDialog } from '../ReactivateAccountModal';
import { RestrictedRegionDialog, useRestrictedRegion } from '../RestrictedRegionModal';
import { pickAccountModal } from './priority';

// Only signed-in users have the other modals; visitors do not load them (nor the face check).
const SignedInAccountModals = lazyWidget(() => import('./SignedInAccountModals'), 'SignedInAccountModals');

/**
 * The app shell's modals by account state (seed 002 section 2), one at a time by priority
 * (`priority.ts`): reactivate account, restricted region, then, for signed-in users, the
 * self-exclusion screen, blocked withdrawal at login, break time, face verification, reality check.
 */
export function AccountStateModals() {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => Boolean(s.token && s.user));
  const region = useRestrictedRegion(pathname);
  const modal = pickAccountModal({
    reactivate: signedIn && user?.isDeactivated === true,
    restrictedRegion: region.show,
  });
  if (modal === 'reactivate') return <ReactivateAccountDialog />;
  if (modal === 'restrictedRegion') return <RestrictedRegionDialog onClose={region.dismiss} />;
  return signedIn ? <SignedInAccountModals /> : null;
}
