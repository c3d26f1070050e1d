/** Paths the guards of seed 000 section 6 and seed 002 section 2 know about. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const WITHDRAWAL_PATH = '/withdrawal';

/**
 * What a self-excluded or internally blocked user may open (seed 000 section 6, seed 002 section 2):
 * withdrawal, transactions (also as financial-operations windows), the terms pages and the
 * request-withdrawal pages. Everything else redirects to /withdrawal.
 */
export function isAllowedWhileRestricted(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    path === '/withdrawal' ||
    path === '/transactions' ||
    path === '/withdrawalWindow' ||
    path === '/transactionsWindow' ||
    path === '/financial-operations/withdrawalWindow' ||
    path === '/financial-operations/transactionsWindow' ||
    path.startsWith('/terms-conditions') ||
    path.startsWith('/request-withdrawal')
  );
}
