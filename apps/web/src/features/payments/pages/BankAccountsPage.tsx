import { useSeo } from '../../../lib/seo';
import { PixKeysScreen } from '../components/PixKeysScreen';
import styles from '../components/payments.module.css';

/** /bank-accounts: the bettor's Pix keys (Brazilian brands). */
export function BankAccountsPage() {
  useSeo({ title: 'Chaves Pix', noindex: true });
  return (
    <section className={styles.page} aria-labelledby="keys-title">
      <h1 id="keys-title" className={styles.title}>
        Chaves Pix
      </h1>
      <p className={styles.lead}>Os saques vão para uma destas chaves, sempre em contas no seu CPF.</p>
      <PixKeysScreen />
    </section>
  );
}
