import { RESULT_STATUS } from '@placar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components';
import { formatBRL, formatOdds } from '../../../lib/format';
import { VerificationLink } from '../../identity';
import { bettingApi } from '../api/betting-api';
import { sharedSlipUrl } from '../hooks/use-shared-slip';
import { confirmation } from '../model/confirmation';
import { useBetSlip } from '../stores/bet-slip';
import styles from './BetSlip.module.css';

/** Result and Disconnected steps: what happened, then a new ticket. */
export function SlipResult() {
  const step = useBetSlip((s) => s.ticketStep);
  const status = useBetSlip((s) => s.ticketResultStatus);
  const message = useBetSlip((s) => s.resultMessage);
  const ticketId = useBetSlip(
    (s) =>
      s.ticketIdMultiple ??
      s.betItems.find((i) => i.placeSingleResult?.status === 'Accepted')?.placeSingleResult?.ticketId ??
      null,
  );
  const newTicket = useBetSlip((s) => s.newTicket);
  // odds and potential win as the server recorded them (selectionsFinalState), not the client's copy
  const confirmed = useBetSlip(useShallow(confirmation));
  const [shared, setShared] = useState<string | null>(null);
  if (step === 'Disconnected')
    return (
      <div className={`${styles.banner} ${styles.bannerWarn}`} role="status" data-testid="slip-disconnected">
        <strong>Não conseguimos confirmar sua aposta</strong>
        <p>Ela pode ter sido registrada. Confira em Minhas apostas antes de apostar de novo.</p>
        <div className={styles.actions}>
          <Link className={styles.linkButton} to="/bet-history">
            Ver minhas apostas
          </Link>
          <Button variant="ghost" onClick={() => newTicket(false)}>
            Fechar
          </Button>
        </div>
      </div>
    );
  const ok = status === RESULT_STATUS.Success || status === RESULT_STATUS.Mixed;
  const share = async () => {
    if (!ticketId) return;
    await bettingApi.shareTicket(ticketId);
    const url = sharedSlipUrl(ticketId);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setShared(url);
  };
  return (
    <div
      className={`${styles.banner} ${ok ? styles.bannerOk : styles.bannerError}`}
      role="status"
      data-testid="slip-result"
      data-status={status}
    >
      <strong>
        {status === RESULT_STATUS.Success
          ? 'Aposta feita!'
          : status === RESULT_STATUS.Mixed
            ? 'Parte das apostas foi aceita'
            : 'Aposta não aceita'}
      </strong>
      {ok && ticketId && <p>Bilhete nº {ticketId}</p>}
      {ok && confirmed && (
        <dl className={styles.confirmed} data-testid="slip-confirmed">
          {confirmed.odds !== null && (
            <div>
              <dt>Cotação</dt>
              <dd data-testid="slip-confirmed-odds">{formatOdds(confirmed.odds)}</dd>
            </div>
          )}
          <div>
            <dt>Valor apostado</dt>
            <dd>{formatBRL(confirmed.stake)}</dd>
          </div>
          <div>
            <dt>Ganho possível</dt>
            <dd data-testid="slip-confirmed-win">{formatBRL(confirmed.potentialWin)}</dd>
          </div>
        </dl>
      )}
      {message && <p>{message}</p>}
      <VerificationLink message={message} className={styles.linkButton} />
      {shared && <p className={styles.shared}>Link copiado: {shared}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => newTicket(true)}>
          Manter seleções
        </Button>
        <Button variant="secondary" size="sm" onClick={() => newTicket(false)}>
          Limpar boletim
        </Button>
        {ok && ticketId && (
          <Button variant="secondary" size="sm" onClick={() => void share()}>
            Compartilhar
          </Button>
        )}
      </div>
    </div>
  );
}
