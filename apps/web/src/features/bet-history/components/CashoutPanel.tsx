import { CASHOUT_STATE, type TBetHistoryItem, type TCashoutOffer } from '@placar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { formatBRL } from '../../../lib/format';
import { BET_HISTORY_KEY } from '../../betting';
import { invalidateWallet } from '../../wallet';
import { cashoutApi, cashoutKind } from '../api/history-api';
import styles from './BetCard.module.css';

type Flow = { state: number; offer: TCashoutOffer | null; paid: number | null; message: string | null };

const MESSAGES: Partial<Record<number, string>> = {
  [CASHOUT_STATE.ClosedMarket]: 'Mercado fechado: não é possível encerrar agora.',
  [CASHOUT_STATE.AlreadyClosed]: 'Esta aposta já foi encerrada.',
  [CASHOUT_STATE.NotAvailable]: 'Encerrar aposta indisponível no momento.',
  [CASHOUT_STATE.Error]: 'Não foi possível encerrar a aposta. Tente novamente.',
};

/**
 * Cashout from a card (seed 002 sections 2-3): Calculate → Confirm → Place, through the flow states
 * Available, Confirm, Pending, ClosingBet, Success, Error, ClosedMarket, AlreadyClosed, NotAvailable;
 * a moved price shows the new offer to confirm.
 */
export function CashoutPanel({
  bet,
  onCashedOut,
}: {
  bet: TBetHistoryItem;
  onCashedOut?: (ticketId: string, paid: number) => void;
}) {
  const client = useQueryClient();
  const kind = cashoutKind(bet.betType);
  const [flow, setFlow] = useState<Flow>({
    state: CASHOUT_STATE.Available,
    offer: null,
    paid: null,
    message: null,
  });
  const fail = (error: unknown) =>
    setFlow({
      state: CASHOUT_STATE.Error,
      offer: null,
      paid: null,
      message: error instanceof ApiError ? error.message : (MESSAGES[CASHOUT_STATE.Error] ?? null),
    });
  const calculate = async () => {
    setFlow((f) => ({ ...f, state: CASHOUT_STATE.Pending, message: null }));
    try {
      const offer = await cashoutApi.calculate(kind, bet.betNumber);
      if (offer.state !== CASHOUT_STATE.Available || offer.cashoutAmount === null || !offer.offerId)
        setFlow({ state: offer.state, offer: null, paid: null, message: MESSAGES[offer.state] ?? null });
      else setFlow({ state: CASHOUT_STATE.Confirm, offer, paid: null, message: null });
    } catch (error) {
      fail(error);
    }
  };
  const place = async (offer: TCashoutOffer) => {
    setFlow((f) => ({ ...f, state: CASHOUT_STATE.ClosingBet }));
    try {
      const answer = await cashoutApi.place(kind, {
        ticketId: bet.betNumber,
        offerId: offer.offerId as string,
        cashoutAmount: offer.cashoutAmount as number,
      });
      if (answer.state === CASHOUT_STATE.Success) {
        setFlow({ state: CASHOUT_STATE.Success, offer: null, paid: answer.cashoutAmount, message: null });
        onCashedOut?.(bet.betNumber, answer.cashoutAmount ?? 0);
        void invalidateWallet(client);
        void client.invalidateQueries({ queryKey: BET_HISTORY_KEY });
      } else if (answer.newOffer?.offerId && answer.newOffer.cashoutAmount !== null)
        setFlow({
          state: CASHOUT_STATE.Confirm,
          offer: answer.newOffer,
          paid: null,
          message: 'O valor mudou. Confira a nova oferta.',
        });
      else setFlow({ state: answer.state, offer: null, paid: null, message: MESSAGES[answer.state] ?? null });
    } catch (error) {
      fail(error);
    }
  };
  if (bet.isCashoutBlocked) return null;
  const s = flow.state;
  return (
    <div className={styles.cashout} data-cashout-state={s}>
      {s === CASHOUT_STATE.Success && (
        <p className={styles.cashoutOk} role="status">
          Aposta encerrada: {formatBRL(flow.paid ?? 0)} creditados no seu saldo.
        </p>
      )}
      {flow.message && <p className={styles.cashoutNote}>{flow.message}</p>}
      {(s === CASHOUT_STATE.Available || s === CASHOUT_STATE.Pending || s === CASHOUT_STATE.Error) && (
        <Button
          variant="secondary"
          block
          loading={s === CASHOUT_STATE.Pending}
          onClick={() => void calculate()}
        >
          Encerrar aposta
        </Button>
      )}
      {(s === CASHOUT_STATE.Confirm || s === CASHOUT_STATE.ClosingBet) && flow.offer && (
        <div className={styles.cashoutConfirm}>
          <span>
            Receber agora <strong>{formatBRL(flow.offer.cashoutAmount ?? 0)}</strong>
          </span>
          <div className={styles.cashoutActions}>
            <Button
              variant="ghost"
              size="sm"
              disabled={s === CASHOUT_STATE.ClosingBet}
              onClick={() =>
                setFlow({ state: CASHOUT_STATE.Available, offer: null, paid: null, message: null })
              }
            >
              Cancelar
            </Button>
            <Button
              size="sm"
              loading={s === CASHOUT_STATE.ClosingBet}
              onClick={() => void place(flow.offer as TCashoutOffer)}
            >
              Confirmar
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
