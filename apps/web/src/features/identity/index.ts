/** What the app shell and other features may use of identity verification. */
export { verificationStatusQuery } from './api/identity-api';
export { FaceVerificationModal } from './face/FaceVerificationModal';
export { cachedFullValidation, rememberFullValidation, useFullValidation } from './full-validation';
export { identityRoutes } from './routes';
