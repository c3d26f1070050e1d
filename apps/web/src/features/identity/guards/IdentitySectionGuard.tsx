import { DOCUMENT_TYPE } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components';
import { isAuthenticated, useSession } from '../../../lib/session';
import { firstDepositQuery, verificationStatusQuery } from '../api/identity-api';
import { rememberFullValidation } from '../full-validation';
import { useUploadActivity } from '../stores/upload-activity';

export const IDENTITY_START = '/user-identification';
/** Links inside the wizard carry this state; entering from elsewhere does not. */
export const WIZARD_STATE = { identityWizard: true } as const;

/**
 * The guard of the verification pages (seed 000 section 2): guests go to /login; a fully validated
 * user without a first deposit goes to /deposit; a step page entered from elsewhere goes back to the
 * start unless a step is in progress (an upload running, or the ID front sent and the back not yet).
 */
export function IdentitySectionGuard({
  children,
  step,
}: {
  children: ReactNode;
  step?: 'identity-card' | 'address';
}) {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const location = useLocation();
  const uploading = useUploadActivity((s) => s.uploading);
  const status = useQuery({ ...verificationStatusQuery, enabled: signedIn });
  const validated = status.data?.fullValidation === true;
  const firstDeposit = useQuery({ ...firstDepositQuery, enabled: signedIn && validated });
  const fullValidation = status.data?.fullValidation;
  const userId = session.user?.id;
  useEffect(() => {
    if (fullValidation !== undefined) rememberFullValidation(fullValidation, userId);
  }, [fullValidation, userId]);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (status.isPending || (validated && firstDeposit.isPending))
    return <Spinner label="Carregando sua verificação" />;
  if (validated && firstDeposit.data === false) return <Navigate to="/deposit" replace />;
  if (step) {
    const fromWizard = (location.state as { identityWizard?: boolean } | null)?.identityWizard === true;
    const docs = status.data?.documents ?? [];
    const has = (t: number) => docs.some((d) => d.userTypeDocument === t && d.status !== 'rejected');
    const idInProgress =
      step === 'identity-card' &&
      has(DOCUMENT_TYPE.IdentityCard_Front) &&
      !has(DOCUMENT_TYPE.IdentityCard_Back);
    if (!fromWizard && !uploading && !idInProgress) return <Navigate to={IDENTITY_START} replace />;
  }
  return children;
}
