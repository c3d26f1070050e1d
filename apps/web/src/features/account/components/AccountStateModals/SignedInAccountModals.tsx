import { LIVENESS_VALIDATION_TYPES } from '@placar/contract';
import { useLocation } from 'react-router';
import { useSession } from '../../../../lib/session';
import { RealityCheck, useResponsibleGamingOverlay } from '../../../responsible-gaming';
import { readTokenClaims } from '../../api/session-user';
import { BlockedWithdrawalModal } from './BlockedWithdrawalModal';
import { FaceVerificationPrompt } from './FaceVerificationPrompt';
import { faceCheckAsked, isFaceFreePath, pickAccountModal } from './priority';
import { seenKeys, useAccountModalsSeen } from './seen-store';

/**
 * The signed-in part of the shell's account-state modals (loaded only for signed-in users): picks the
 * one to show among self-exclusion, blocked withdrawal, break time, face verification and the reality
 * check. Reactivation and restricted region come first (AccountStateModals).
 */
export function SignedInAccountModals() {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const { seen, markSeen } = useAccountModalsSeen();
  const rg = useResponsibleGamingOverlay();
  if (!user || !token) return null;
  const claims = readTokenClaims(token);
  const sessionId = claims?.sid ?? 'sessão';
  const status = claims?.Status ?? user.status;
  const blockKey = seenKeys.blockedWithdrawal(user.id, sessionId);
  const faceKey = seenKeys.face(user.id, sessionId, user.faceStatus);
  const modal = pickAccountModal({
    selfExclusion: rg?.kind === 'selfExclusion',
    blockedWithdrawal: Boolean(user.withdrawalBlock) && !seen.includes(blockKey),
    breakTime: rg?.kind === 'breakTime',
    faceVerification:
      user.step >= 2 &&
      faceCheckAsked({ ...user, livenessTypes: LIVENESS_VALIDATION_TYPES }) &&
      !seen.includes(faceKey) &&
      !isFaceFreePath(pathname),
    realityCheck: status === 'Active',
  });
  switch (modal) {
    case 'selfExclusion':
    case 'breakTime':
      return <>{rg?.element}</>;
    case 'blockedWithdrawal':
      return user.withdrawalBlock ? (
        <BlockedWithdrawalModal block={user.withdrawalBlock} onClose={() => markSeen(blockKey)} />
      ) : null;
    case 'faceVerification':
      return <FaceVerificationPrompt faceStatus={user.faceStatus ?? 0} onClose={() => markSeen(faceKey)} />;
    case 'realityCheck':
      return <RealityCheck />;
    default:
      return null;
  }
}
