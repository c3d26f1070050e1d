import { requireRecentAuth } from '../account';

/**
 * Pre-handlers of the calls that move money (deposit, withdrawal, Pix keys): signed in and active in
 * the last 30 minutes (the account module's re-authentication, Portaria 722/2024).
 */
export const moneyMovement = [requireRecentAuth];
