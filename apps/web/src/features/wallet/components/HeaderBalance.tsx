import { Link } from 'react-router';
import { formatBRL } from '../../../lib/format';
import { useWalletTotals } from '../api/wallet-api';
import styles from './HeaderBalance.module.css';

/** The bettor's balance in the header: follows deposits, withdrawals and bets without a reload. */
export function HeaderBalance() {
  const totals = useWalletTotals();
  const amount = totals.data ? formatBRL(totals.data.total) : '—';
  return (
    <Link
      to="/transactions"
      className={styles.balance}
      aria-label={`Saldo: ${amount}`}
      data-testid="header-balance"
    >
      <span className={styles.label}>Saldo</span>
      <span className={styles.amount} aria-live="polite">
        {amount}
      </span>
    </Link>
  );
}
