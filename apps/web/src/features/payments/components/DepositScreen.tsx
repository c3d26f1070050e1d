import type { TPixTransaction } from '@placar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Card, Spinner } from '../../../components';
import { depositLimitsQuery, pixTransactionQuery } from '../api/pix-api';
import { DepositCharge } from './DepositCharge';
import { DepositForm } from './DepositForm';

/** The deposit screen (page and desktop dialog): the form, then the open charge (its id in the URL). */
export function DepositScreen() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const limits = useQuery(depositLimitsQuery);
  const id = Number(params.get('transactionId')) || null;
  const restart = () => {
    params.delete('transactionId');
    setParams(params, { replace: true });
    void limits.refetch();
  };
  if (id) return <DepositCharge id={id} onRestart={restart} />;
  if (limits.isPending) return <Spinner label="Carregando" />;
  if (limits.isError)
    return (
      <Alert tone="danger" role="alert">
        {limits.error.message}
      </Alert>
    );
  if (limits.data.inMaintenance) {
    return (
      <Card data-testid="pix-maintenance">
        <h2>Pix em manutenção</h2>
        <Alert tone="warning" role="status">
          {limits.data.maintenanceMessage}
        </Alert>
      </Card>
    );
  }
  return (
    <DepositForm
      limits={limits.data}
      onCreated={(d) => {
        const seeded: TPixTransaction = { transactionTypeWallet: 1, deposit: d };
        queryClient.setQueryData(pixTransactionQuery(d.transactionId).queryKey, seeded);
        params.set('transactionId', String(d.transactionId));
        setParams(params);
      }}
    />
  );
}
