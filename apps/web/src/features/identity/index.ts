/** What the app shell and other features may use of identity verification. */
import { lazyWidget } from '../../lib/lazy-widget';

export { verificationStatusQuery } from './api/identity-api';
export { FaceVerificationModal } from './face/FaceVerificationModal';
export { cachedFullValidation, rememberFullValidation, useFullValidation } from './full-validation';
export { identityRoutes } from './routes';
export { OnboardingChecklist } from './verification/OnboardingChecklist';
export { type StepTarget, verificationStepFor } from './verification/steps';

/**
 * The link to the step that lifts a refusal caused by verification, by error code (`code`) or by the
 * refusal's text (`message`); renders nothing for other refusals. Loaded when first shown, so the
 * bet slip's first load does not carry the verification code.
 */
export const VerificationLink = lazyWidget(
  () => import('./verification/VerificationLink'),
  'VerificationLink',
);
