import { useSeo } from '../../../lib/seo';
import styles from '../components/payments.module.css';
import { WithdrawalScreen } from '../components/WithdrawalScreen';

/** /withdrawal: Pix withdrawal to a key in the bettor's CPF (open to self-excluded users too). */
export function WithdrawalPage() {
  useSeo({ title: 'Sacar com Pix', noindex: true });
  return (
    <section className={styles.page} aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className={styles.title}>
        Sacar com Pix
      </h1>
      <WithdrawalScreen />
    </section>
  );
}
