/** Paths the guards of seed 000 section 6 and seed 002 section 2 know about. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const WITHDRAWAL_PATH = '/withdrawal';

/** What a self-excluded or internally blocked user may open: transactions, terms, request-withdrawal and withdrawal. */
export function isAllowedWhileRestricted(pathname: string) {
  return (
    pathname === '/transactions' ||
    pathname === '/transactionsWindow' ||
    pathname === '/terms-conditions' ||
    pathname === '/withdrawal' ||
    pathname === '/withdrawalWindow' ||
    pathname.startsWith('/request-withdrawal') ||
    pathname === '/user-account'
  );
}
