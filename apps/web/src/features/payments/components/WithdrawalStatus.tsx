import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert, Button, Card, Spinner } from '../../../components';
import { formatBRL } from '../../../lib/format';
import { invalidateWallet } from '../../wallet';
import { isWithdrawalOpen, pixTransactionQuery } from '../api/pix-api';
import { formatPixKey } from './format-key';
import styles from './payments.module.css';
import { StatusBadge } from './status-badge';

/** A withdrawal followed live (polled every 3 s) from pending to paid, or to its error. */
export function WithdrawalStatus({ id, onDone }: { id: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const q = useQuery(pixTransactionQuery(id));
  const w = q.data?.transactionTypeWallet === 2 ? q.data.withdrawal : undefined;
  const status = w?.status;
  useEffect(() => {
    if (status !== undefined) {
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['payments', 'pending-withdrawals'] });
    }
  }, [status, queryClient]);
  if (!w) {
    if (q.isError)
      return (
        <Alert tone="danger" role="alert">
          Saque não encontrado.
        </Alert>
      );
    return <Spinner label="Carregando o saque" />;
  }
  return (
    <Card data-testid="withdrawal-status">
      <div className={styles.row}>
        <div>
          <div className={styles.muted}>Saque via Pix</div>
          <div className={styles.amount}>{formatBRL(w.amount)}</div>
        </div>
        <StatusBadge status={w.status} label={w.statusLabel} />
      </div>
      <p className={styles.muted}>Para a chave {formatPixKey(w.pixKeyType, w.pixKey)}</p>
      {w.status === 6 ? (
        <Alert tone="success" role="status">
          Saque pago! O Pix já foi enviado para a sua conta.
        </Alert>
      ) : w.status === 1 ? (
        <Alert tone="warning" role="status">
          Seu saque está em análise. Avisaremos assim que for aprovado.
        </Alert>
      ) : isWithdrawalOpen(w.status) ? (
        <Alert tone="warning" role="status" aria-live="polite">
          <Spinner size="sm" label="" /> Enviando o Pix para o seu banco…
        </Alert>
      ) : (
        <Alert tone="danger" role="alert">
          {w.reason ?? 'O saque não pôde ser pago.'} O valor voltou para o seu saldo.
        </Alert>
      )}
      {isWithdrawalOpen(w.status) ? null : <Button onClick={onDone}>Fazer outro saque</Button>}
    </Card>
  );
}
