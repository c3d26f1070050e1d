import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Card, Spinner } from '../../../components';
import { useSeo } from '../../../lib/seo';
import { lastDepositDetailQuery } from '../api/pix-api';
import { DepositCharge } from '../components/DepositCharge';
import styles from '../components/payments.module.css';

/**
 * /verify-deposit: where the bettor lands back from the bank app; follows the deposit of the
 * `transactionId` query (or the latest one) until it is confirmed.
 */
export function VerifyDepositPage() {
  useSeo({ title: 'Verificando depósito', noindex: true });
  const [params] = useSearchParams();
  const fromUrl = Number(params.get('transactionId')) || null;
  const last = useQuery({ ...lastDepositDetailQuery, enabled: fromUrl === null });
  const id = fromUrl ?? last.data?.transactionId ?? null;
  return (
    <section className={styles.page} aria-labelledby="verify-title">
      <h1 id="verify-title" className={styles.title}>
        Verificando seu depósito
      </h1>
      {id ? (
        <DepositCharge id={id} onRestart={() => window.location.assign('/deposit')} />
      ) : last.isPending && fromUrl === null ? (
        <Spinner label="Carregando" />
      ) : (
        <Card as="p">
          Nenhum depósito encontrado.{' '}
          <Link className={styles.link} to="/deposit">
            Fazer um depósito
          </Link>
        </Card>
      )}
    </section>
  );
}
