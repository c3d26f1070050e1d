import {
  DOCUMENT_TYPE,
  IDENTITY_STATUS,
  type TDocumentType,
  type TVerificationStatus,
} from '@placar/contract';

export type VerificationState = 'pendente' | 'em-analise' | 'verificada';

export const VERIFICATION_LABEL: Record<VerificationState, string> = {
  pendente: 'Pendente',
  'em-analise': 'Em análise',
  verificada: 'Verificada',
};

/**
 * The state of identity verification as the account menu shows it: verificada when fully validated,
 * em análise when the bettor has sent everything and waits for a review, pendente while something is
 * still to be sent (or was rejected and must be sent again).
 */
export function verificationState(s: TVerificationStatus): VerificationState {
  if (s.fullValidation) return 'verificada';
  if (s.identityStatus === IDENTITY_STATUS.INVALID || s.identityStatus === IDENTITY_STATUS.DUPLICATED)
    return 'pendente';
  const doc = (type: number) => s.documents.find((d) => d.userTypeDocument === type)?.status;
  const required: TDocumentType[] = [DOCUMENT_TYPE.IdentityCard_Front, DOCUMENT_TYPE.IdentityCard_Back];
  if (s.addressRequired) required.push(DOCUMENT_TYPE.Residency);
  const toSend = required.some((t) => doc(t) === undefined || doc(t) === 'rejected');
  const faceToDo =
    s.faceCheckRequired &&
    s.faceStatus !== IDENTITY_STATUS.UNIQUE &&
    s.faceStatus !== IDENTITY_STATUS.IN_PROCESS;
  return toSend || faceToDo ? 'pendente' : 'em-analise';
}
