import { useSeo } from '../../../lib/seo';
import { DepositScreen } from '../components/DepositScreen';
import styles from '../components/payments.module.css';

/** /deposit: Pix deposit. */
export function DepositPage() {
  useSeo({ title: 'Depositar com Pix', noindex: true });
  return (
    <section className={styles.page} aria-labelledby="deposit-title">
      <h1 id="deposit-title" className={styles.title}>
        Depositar com Pix
      </h1>
      <p className={styles.lead}>
        Escolha o valor, pague o QR Code no app do seu banco e o saldo cai na hora.
      </p>
      <DepositScreen />
    </section>
  );
}
