import type { TPixDeposit } from '@placar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Spinner } from '../../../components';
import { formatBRL } from '../../../lib/format';
import { invalidateWallet } from '../../wallet';
import { pixTransactionQuery } from '../api/pix-api';
import { CopyButton } from './CopyButton';
import styles from './payments.module.css';
import { formatCountdown, useCountdown } from './use-countdown';

/**
 * An open Pix charge: QR code, "copia e cola" with a copy button, the countdown to expiry and the live
 * status (polled every 3 s) until it is paid, refunded or expired.
 */
export function DepositCharge({
  id,
  initial,
  onRestart,
}: {
  id: number;
  initial?: TPixDeposit;
  onRestart: () => void;
}) {
  const queryClient = useQueryClient();
  const q = useQuery(pixTransactionQuery(id));
  const deposit = q.data?.transactionTypeWallet === 1 ? q.data.deposit : initial;
  const left = useCountdown(deposit?.expiresAt ?? new Date());
  const status = deposit?.status;
  useEffect(() => {
    if (status === 6) void invalidateWallet(queryClient);
  }, [status, queryClient]);

  if (!deposit) {
    if (q.isError)
      return (
        <Alert tone="danger" role="alert">
          Depósito não encontrado.
        </Alert>
      );
    return <Spinner label="Carregando o Pix" />;
  }
  if (deposit.status === 6) {
    return (
      <Card>
        <Alert tone="success" role="status">
          Depósito confirmado! {formatBRL(deposit.amount)} já está no seu saldo.
        </Alert>
        <div className={styles.row}>
          <Link className={styles.link} to="/esportes">
            Apostar agora
          </Link>
          <Button variant="secondary" onClick={onRestart}>
            Fazer outro depósito
          </Button>
        </div>
      </Card>
    );
  }
  if (deposit.status === 5 || deposit.status === -6 || deposit.status === -4) {
    return (
      <Card>
        <Alert tone="danger" role="alert">
          Pagamento com erro: o Pix não foi creditado e o valor foi devolvido a quem pagou. Depósitos só podem
          ser feitos de uma conta no seu CPF.
        </Alert>
        <Button onClick={onRestart}>Tentar de novo</Button>
      </Card>
    );
  }
  if (deposit.status === -2 || left === 0) {
    return (
      <Card>
        <Alert tone="warning" role="status">
          Este código Pix expirou. Gere um novo para depositar.
        </Alert>
        <Button onClick={onRestart}>Gerar novo código</Button>
      </Card>
    );
  }
  return (
    <Card>
      <div className={styles.row}>
        <div>
          <div className={styles.muted}>Valor do depósito</div>
          <div className={styles.amount}>{formatBRL(deposit.amount)}</div>
        </div>
        <div role="timer" aria-label={`O código expira em ${formatCountdown(left)}`}>
          <div className={styles.muted}>Expira em</div>
          <div className={styles.countdown}>{formatCountdown(left)}</div>
        </div>
      </div>
      <img
        className={styles.qr}
        src={deposit.qrCodeImage}
        alt="QR Code do Pix para pagar no app do seu banco"
      />
      <label className={styles.select}>
        Pix copia e cola
        <textarea
          className={styles.code}
          readOnly
          rows={4}
          value={deposit.brCode}
          onFocus={(e) => e.target.select()}
        />
      </label>
      <CopyButton text={deposit.brCode} />
      <Alert tone="warning" role="status" aria-live="polite">
        <Spinner size="sm" label="" /> Aguardando o pagamento… assim que o Pix cair, seu saldo é atualizado.
      </Alert>
      {deposit.sandboxPayUrl ? (
        <a className={styles.link} href={deposit.sandboxPayUrl} target="_blank" rel="noopener">
          Ambiente de testes: pagar no banco sandbox
        </a>
      ) : null}
      <Button variant="ghost" onClick={onRestart}>
        Cancelar e escolher outro valor
      </Button>
    </Card>
  );
}
