import { useSeo } from '../../../lib/seo';
import styles from '../components/payments.module.css';
import { TransactionsScreen } from '../components/TransactionsScreen';

/** /transactions: deposits and withdrawals. */
export function TransactionsPage() {
  useSeo({ title: 'Transações', noindex: true });
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="transactions-title">
      <h1 id="transactions-title" className={styles.title}>
        Transações
      </h1>
      <TransactionsScreen />
    </section>
  );
}
