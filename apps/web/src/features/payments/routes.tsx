import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { isChunkLoadError, reloadOnce } from '../../lib/reload-once';
import { SignedIn } from './components/SignedIn';

const signedIn = (element: ReactNode) => <SignedIn>{element}</SignedIn>;
/** A lazily loaded page for signed-in bettors; a chunk that fails to load reloads the page once. */
function guarded<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const mod = await load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    });
    const Page = mod[name] as () => ReactNode;
    return { element: signedIn(<Page />) };
  };
}

/** Top-level /depositWindow, /withdrawalWindow, ... (seed 002): the same window under /financial-operations. */
function ToWindow({ name }: { name: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`/financial-operations/${name}${search}${hash}`} replace />;
}
const WINDOWS = ['depositWindow', 'withdrawalWindow', 'transactionsWindow', 'responsableGameWindow'];

/** The money routes of seed 000 section 2, for signed-in bettors. */
export const paymentsRoutes: RouteObject[] = [
  { path: 'deposit', lazy: guarded(() => import('./pages/DepositPage'), 'DepositPage') },
  { path: 'withdrawal', lazy: guarded(() => import('./pages/WithdrawalPage'), 'WithdrawalPage') },
  { path: 'transactions', lazy: guarded(() => import('./pages/TransactionsPage'), 'TransactionsPage') },
  { path: 'bank-accounts', lazy: guarded(() => import('./pages/BankAccountsPage'), 'BankAccountsPage') },
  { path: 'atm', lazy: guarded(() => import('./pages/AtmPage'), 'AtmPage') },
  ...WINDOWS.map((name) => ({ path: name, element: <ToWindow name={name} /> })),
  { path: 'verify-deposit', lazy: guarded(() => import('./pages/VerifyDepositPage'), 'VerifyDepositPage') },
  {
    path: 'financial-operations',
    lazy: guarded(() => import('./pages/FinancialOperationsLayout'), 'FinancialOperationsLayout'),
    children: [
      { index: true, element: <Navigate to="depositWindow" replace /> },
      {
        path: 'depositWindow',
        lazy: lazyRoute(() => import('./components/DepositScreen'), 'DepositScreen'),
      },
      {
        path: 'withdrawalWindow',
        lazy: lazyRoute(() => import('./components/WithdrawalScreen'), 'WithdrawalScreen'),
      },
      {
        path: 'transactionsWindow',
        lazy: lazyRoute(() => import('./components/TransactionsScreen'), 'TransactionsScreen'),
      },
    ],
  },
];
