import { Link } from 'react-router';
import { formatBRL } from '../../../lib/format';
import { useSeo } from '../../../lib/seo';
import { useWalletTotals } from '../../wallet';
import styles from '../components/payments.module.css';
import atm from './AtmPage.module.css';

const CHOICES = [
  {
    to: '/deposit',
    title: 'Depositar com Pix',
    text: 'Escolha o valor, pague o QR Code no app do seu banco e o saldo cai na hora.',
  },
  {
    to: '/withdrawal',
    title: 'Sacar com Pix',
    text: 'Receba o seu saldo real numa chave Pix no seu CPF.',
  },
  { to: '/transactions', title: 'Transações', text: 'Acompanhe seus depósitos e saques.' },
];

/** /atm (seed 000 section 2, a money route): the Pix "caixa", with the deposit and withdrawal choices. */
export function AtmPage() {
  useSeo({ title: 'Caixa', noindex: true });
  const totals = useWalletTotals();
  return (
    <section className={styles.page} aria-labelledby="atm-title">
      <h1 id="atm-title" className={styles.title}>
        Caixa
      </h1>
      <p className={styles.lead}>
        Saldo real: <strong>{totals.data ? formatBRL(totals.data.real) : '—'}</strong>
      </p>
      <ul className={atm.choices}>
        {CHOICES.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className={atm.choice}>
              <strong>{c.title}</strong>
              <span>{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
