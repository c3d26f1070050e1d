import type { Platform } from '../../platform/context';
import { assertFullyValidated } from '../identity';

/** Full document validation before a bet: 403 USER_HAS_NOT_VALIDATED_DOCS (the identity module's rule). */
export function assertDocsValidated(platform: Platform, userId: number): Promise<void> {
  return assertFullyValidated(platform, userId);
}
