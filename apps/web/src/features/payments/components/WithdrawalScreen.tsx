import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Card, Spinner } from '../../../components';
import { formatBRL } from '../../../lib/format';
import { useAccountState } from '../../account';
import { useWalletTotals } from '../../wallet';
import { pendingWithdrawalsQuery, pixKeysQuery } from '../api/pix-api';
import { formatPixKey } from './format-key';
import styles from './payments.module.css';
import { StatusBadge } from './status-badge';
import { useOwnCpf } from './use-own-cpf';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalStatus } from './WithdrawalStatus';

/** The withdrawal screen (page and desktop dialog): balance, pending withdrawals, the form, then the status. */
export function WithdrawalScreen() {
  const [params, setParams] = useSearchParams();
  const totals = useWalletTotals();
  const keys = useQuery(pixKeysQuery);
  const pending = useQuery(pendingWithdrawalsQuery);
  const ownCpf = useOwnCpf();
  const { restricted } = useAccountState();
  const id = Number(params.get('withdrawalId')) || null;
  if (id)
    return (
      <WithdrawalStatus
        id={id}
        onDone={() => {
          params.delete('withdrawalId');
          setParams(params, { replace: true });
        }}
      />
    );
  if (totals.isPending || keys.isPending) return <Spinner label="Carregando" />;
  if (totals.isError || keys.isError)
    return (
      <Alert tone="danger" role="alert">
        Não foi possível carregar seu saldo. Tente novamente.
      </Alert>
    );
  return (
    <>
      <Card>
        <div className={styles.muted}>Disponível para saque</div>
        <div className={styles.amount} data-testid="withdrawable">
          {formatBRL(totals.data.real)}
        </div>
        {totals.data.reservedForWithdrawal > 0 ? (
          <div className={styles.muted}>
            Em saques sendo pagos: {formatBRL(totals.data.reservedForWithdrawal)}
          </div>
        ) : null}
        {totals.data.bonus > 0 ? (
          <div className={styles.muted}>Bônus (não sacável): {formatBRL(totals.data.bonus)}</div>
        ) : null}
      </Card>
      {pending.data && pending.data.length > 0 ? (
        <Card>
          <h2>Saques em andamento</h2>
          <ul className={styles.list}>
            {pending.data.map((w) => (
              <li key={w.id} className={styles.item}>
                <span className={styles.itemMain}>
                  <strong>{formatBRL(w.amount)}</strong>
                  <span className={styles.muted}>{formatPixKey(w.pixKeyType, w.pixKey)}</span>
                </span>
                <StatusBadge status={w.status} label={w.statusLabel} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <WithdrawalForm
        available={totals.data.real}
        keys={keys.data}
        ownCpf={ownCpf}
        confined={restricted}
        onCreated={(w) => {
          params.set('withdrawalId', String(w.id));
          setParams(params);
        }}
      />
    </>
  );
}
