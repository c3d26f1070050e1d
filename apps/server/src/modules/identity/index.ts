import type { PlacarModule } from '../../platform/module';
import { adminRoutes } from './admin/admin.routes';
import { seedIdentityDemo } from './demo/seed-demo';
import { documentsRoutes } from './documents/documents.routes';
import { faceRoutes } from './face/face.routes';
import { validateRoutes } from './validation/validate.routes';

export { createIdentityState, type IdentityState } from './identity.state';
/**
 * Identity verification: documents (signed upload or direct), the face check with a liveness
 * challenge, full validation. Bets, casino play and withdrawals call `assertFullyValidated`.
 * Bus: `identity.validated` / `identity.unvalidated` ({ userId }), `identity.face-status.{userId}`,
 * `identity.document.{userId}`, `analytics.conversion` ({ eventType: 'registration', userId }).
 */
export { assertFullyValidated, hasFullValidation, readValidationState } from './validation/full-validation';
export { type IdentityVerifier, useVerifier } from './verifier';

export const identityModule: PlacarModule = {
  name: 'identity',
  async routes(app, platform) {
    await documentsRoutes(app, platform);
    await faceRoutes(app, platform);
    await validateRoutes(app, platform);
    await adminRoutes(app, platform);
  },
  seedDemo: seedIdentityDemo,
};
