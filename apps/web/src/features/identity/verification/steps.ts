import {
  BET_REJECT_CODES,
  CASINO_ERROR_MESSAGES_PT,
  DOCUMENT_TYPE,
  ERRORS,
  IDENTITY_STATUS,
  requiredDocumentTypes,
  requiresFaceCheck,
  type TVerificationStatus,
  USER_NOT_VALIDATED_MESSAGE_PT,
} from '@placar/contract';
import { IDENTITY_START, WIZARD_STATE } from '../guards/IdentitySectionGuard';

/** The steps between a new account and betting, playing and withdrawing (seed 000 sections 2 and 4). */
export type StepKey = 'email' | 'documents' | 'face' | 'address' | 'deposit';
export type StepState = 'done' | 'review' | 'todo' | 'rejected' | 'blocked';

/** Where a step is done: a route, the router state it needs (the wizard's), and the button's text. */
export type StepTarget = { to: string; state?: Record<string, unknown>; label: string };

export type ChecklistStep = { key: StepKey; label: string; state: StepState; target?: StepTarget };

/** Refusal codes that verification lifts. */
export const VERIFICATION_CODES = ['EMAIL_NOT_VERIFIED', 'USER_HAS_NOT_VALIDATED_DOCS'] as const;
export type VerificationCode = (typeof VERIFICATION_CODES)[number];
export const isVerificationCode = (code: unknown): code is VerificationCode =>
  typeof code === 'string' && (VERIFICATION_CODES as readonly string[]).includes(code);

const BLOCKING = new Set<number>([
  IDENTITY_STATUS.DUPLICATED,
  IDENTITY_STATUS.INVALID,
  IDENTITY_STATUS.BOT_REJECTED,
]);

/** A set of documents as one step: all approved, one rejected, all sent and waiting, or to send. */
function documentsState(s: TVerificationStatus, types: number[]): StepState {
  const states = types.map((t) => s.documents.find((d) => d.userTypeDocument === t)?.status);
  if (states.includes('rejected')) return 'rejected';
  if (states.every((x) => x === 'approved')) return 'done';
  if (states.every((x) => x !== undefined)) return 'review';
  return 'todo';
}

function faceState(faceStatus: number): StepState {
  if (faceStatus === IDENTITY_STATUS.UNIQUE) return 'done';
  if (faceStatus === IDENTITY_STATUS.IN_PROCESS) return 'review';
  if (faceStatus === IDENTITY_STATUS.VALIDATION_REQUIRED) return 'todo';
  return 'rejected';
}

/**
 * Where the ID is sent: liveness accounts (types 3 and 4) straight to the ID upload, then the face
 * check; document and national-id accounts (type 2, other or null) through /complete-profile
 * (personal data, then the documents), as seed 000 section 4's next step says.
 */
function documentsTarget(s: TVerificationStatus, again: boolean): StepTarget {
  const label = again ? 'Enviar documentos de novo' : 'Enviar documentos';
  return requiresFaceCheck(s.validationType)
    ? { to: `${IDENTITY_START}/identity-card`, state: WIZARD_STATE, label }
    : { to: '/complete-profile', label };
}

const REVIEW_TARGET: StepTarget = {
  to: IDENTITY_START,
  state: WIZARD_STATE,
  label: 'Acompanhar a verificação',
};

/**
 * The checklist of a signed-in bettor: e-mail, documents, face check (liveness types), proof of
 * address (only where the server says the brand requires it: the same rule the casino gate and
 * full validation follow, `requiredDocumentTypes`), first deposit.
 */
export function onboardingSteps(
  s: TVerificationStatus,
  opts: { emailVerified: boolean; firstDeposit: boolean | undefined },
): ChecklistStep[] {
  const steps: ChecklistStep[] = [
    {
      key: 'email',
      label: 'E-mail confirmado',
      state: opts.emailVerified ? 'done' : 'todo',
      target: { to: '/verify-email', label: 'Confirmar e-mail' },
    },
  ];
  const blocked = BLOCKING.has(s.identityStatus);
  const idTypes = requiredDocumentTypes(false);
  const docs = s.fullValidation ? 'done' : blocked ? 'blocked' : documentsState(s, idTypes);
  steps.push({
    key: 'documents',
    label: 'Documentos',
    state: docs,
    target: docs === 'todo' || docs === 'rejected' ? documentsTarget(s, docs === 'rejected') : REVIEW_TARGET,
  });
  if (s.faceCheckRequired) {
    const face = s.fullValidation ? 'done' : blocked ? 'blocked' : faceState(s.faceStatus);
    steps.push({
      key: 'face',
      label: 'Verificação facial',
      state: face,
      target:
        face === 'todo' || face === 'rejected'
          ? {
              to: IDENTITY_START,
              state: { ...WIZARD_STATE, openFace: true },
              label: 'Fazer a verificação facial',
            }
          : REVIEW_TARGET,
    });
  }
  if (s.addressRequired) {
    const address = s.fullValidation
      ? 'done'
      : blocked
        ? 'blocked'
        : documentsState(s, [DOCUMENT_TYPE.Residency]);
    steps.push({
      key: 'address',
      label: 'Comprovante de residência',
      state: address,
      target:
        address === 'todo' || address === 'rejected'
          ? { to: `${IDENTITY_START}/address`, state: WIZARD_STATE, label: 'Enviar comprovante' }
          : REVIEW_TARGET,
    });
  }
  steps.push({
    key: 'deposit',
    label: 'Primeiro depósito',
    state: opts.firstDeposit ? 'done' : 'todo',
    target: { to: '/deposit', label: 'Fazer o primeiro depósito' },
  });
  return steps;
}

const IDENTITY_KEYS = new Set<StepKey>(['documents', 'face', 'address']);

/**
 * The step to do now: the first one to send or send again, in order (documents before the face
 * check). Steps waiting for a review are skipped (the deposit is open meanwhile); a blocked identity
 * leads to the verification page, which explains it.
 */
export function nextStep(steps: ChecklistStep[]): ChecklistStep | undefined {
  const blocked = steps.find((x) => x.state === 'blocked');
  if (blocked) return blocked;
  return steps.find((x) => x.state === 'todo' || x.state === 'rejected');
}

const joinPt = (items: string[]) => new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(items);

const SHORT: Record<StepKey, string> = {
  email: 'confirmar o e-mail',
  documents: 'documentos',
  face: 'verificação facial',
  address: 'comprovante de residência',
  deposit: 'primeiro depósito',
};
const shortName = (x: ChecklistStep) =>
  x.state === 'review' ? `${SHORT[x.key]} (em análise)` : SHORT[x.key];

/** What is still missing, said plainly: to bet and play (identity and a deposit), to withdraw (identity). */
export function missingSummary(steps: ChecklistStep[]): { play: string | null; withdraw: string | null } {
  const open = steps.filter((x) => x.state !== 'done');
  const play = open.map(shortName);
  const withdraw = open.filter((x) => x.key !== 'deposit').map(shortName);
  return {
    play: play.length ? `Para apostar e jogar no cassino, ainda falta: ${joinPt(play)}.` : null,
    withdraw: withdraw.length ? `Para sacar, ainda falta: ${joinPt(withdraw)}.` : null,
  };
}

/**
 * The step that lifts a refusal (bet placement, casino launch, withdrawal) by its error code: the
 * e-mail PIN, or the next verification step of this bettor (the start of the verification until the
 * status is known). Undefined for codes verification does not lift.
 */
export function verificationStepFor(code: unknown, status?: TVerificationStatus): StepTarget | undefined {
  if (code === 'EMAIL_NOT_VERIFIED') return { to: '/verify-email', label: 'Confirmar e-mail' };
  if (code !== 'USER_HAS_NOT_VALIDATED_DOCS') return undefined;
  if (!status) return { to: IDENTITY_START, label: 'Verificar identidade' };
  const steps = onboardingSteps(status, { emailVerified: true, firstDeposit: true });
  const next = nextStep(steps.filter((x) => IDENTITY_KEYS.has(x.key)));
  return next?.target ?? REVIEW_TARGET;
}

/** The pt-BR messages the server and the contract give these refusals (a surface that kept only the text). */
const MESSAGE_CODES: [string, VerificationCode][] = [
  [USER_NOT_VALIDATED_MESSAGE_PT, 'USER_HAS_NOT_VALIDATED_DOCS'],
  [BET_REJECT_CODES.USER_HAS_NOT_VALIDATED_DOCS.message, 'USER_HAS_NOT_VALIDATED_DOCS'],
  [CASINO_ERROR_MESSAGES_PT.USER_HAS_NOT_VALIDATED_DOCS, 'USER_HAS_NOT_VALIDATED_DOCS'],
  [BET_REJECT_CODES.EMAIL_NOT_VERIFIED.message, 'EMAIL_NOT_VERIFIED'],
  [ERRORS.EMAIL_NOT_VERIFIED.message, 'EMAIL_NOT_VERIFIED'],
];

/** The verification code of a refusal shown by its message only (the bet slip keeps the text). */
export function verificationCodeOfMessage(message: string | null | undefined): VerificationCode | undefined {
  if (!message) return undefined;
  return MESSAGE_CODES.find(([text]) => text !== '' && message.includes(text))?.[1];
}
