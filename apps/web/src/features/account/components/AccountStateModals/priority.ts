/**
 * The app shell's account-state modals (seed 002 section 2), highest priority first. Only one shows at
 * a time: a deactivated account must be reactivated before anything else matters; a visitor from a
 * restricted region is told so; the self-exclusion screen is the login's answer for a self-excluded
 * bettor; then what the bettor should know at login (withdrawals blocked), the pause in force, a face
 * check the verification asks for, and the reality check of an ordinary session last.
 * (Max balance is the bet flow's own modal, shown by the bet slip when a ticket is refused.)
 */
export const ACCOUNT_MODAL_PRIORITY = [
  'reactivate',
  'restrictedRegion',
  'selfExclusion',
  'blockedWithdrawal',
  'breakTime',
  'faceVerification',
  'realityCheck',
] as const;

export type AccountModal = (typeof ACCOUNT_MODAL_PRIORITY)[number];

/** The one modal to show among those due (`true`), or null. */
export function pickAccountModal(due: Partial<Record<AccountModal, boolean>>): AccountModal | null {
  return ACCOUNT_MODAL_PRIORITY.find((modal) => due[modal] === true) ?? null;
}

/** Face statuses (seed 000 section 3 identity codes) that ask the bettor for a (new) face check. */
export const FACE_STATUSES_ASKING = [
  0, // VALIDATION_REQUIRED
  -2, // REJECTED: try again
  3, // PHOTO: a picture of a picture, try again with the camera
  5, // BOT_REJECTED
] as const;

/** Pages where the face modal would be in the way: the verification pages have their own flow. */
export function isFaceFreePath(pathname: string) {
  return pathname.startsWith('/user-identification') || pathname === '/verify-email';
}

/** Whether the session's face status asks for a face check (only for liveness validation types). */
export function faceCheckAsked(user: {
  faceStatus?: number | null | undefined;
  validationType: number | null;
  livenessTypes: readonly number[];
}) {
  return (
    user.validationType !== null &&
    user.livenessTypes.includes(user.validationType) &&
    typeof user.faceStatus === 'number' &&
    (FACE_STATUSES_ASKING as readonly number[]).includes(user.faceStatus)
  );
}
