import { TICKET_TYPE, type TUserFreeBet } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components';
import { formatBRL, formatOdds } from '../../../lib/format';
import { isAuthenticated, useSession } from '../../../lib/session';
import { bettingApi } from '../api/betting-api';
import { toggleFreeBet } from '../hooks/use-free-bets';
import { usePlaceTicket } from '../hooks/use-place-ticket';
import { mustConfirmOdds } from '../model/odds-change';
import { checkReady } from '../model/place-ticket';
import { stakeText, stakeValue } from '../model/stake';
import { combinedOdds } from '../model/ticket-rules';
import { useBetSlip } from '../stores/bet-slip';
import { useOddsChange } from '../stores/odds-change';
import styles from './BetSlip.module.css';
import { FreeBetSwitch } from './FreeBetSwitch';
import { OddsChangeSetting } from './OddsChangeSetting';
import { StakeField } from './StakeField';

const QUICK_STAKES = [10, 20, 50, 100];

/** Totals, the stake of a multiple (or one stake for every single), limits and the place button. */
export function SlipFooter({ freeBet }: { freeBet: TUserFreeBet | undefined }) {
  const state = useBetSlip();
  const signedIn = useSession(isAuthenticated);
  const place = usePlaceTicket();
  const limits = useQuery({
    queryKey: ['betting', 'limits'],
    queryFn: bettingApi.limits,
    enabled: signedIn,
    staleTime: 5 * 60_000,
  }).data;
  const multiple = state.ticketType === TICKET_TYPE.multiple;
  const odds = combinedOdds(state.betItems.map((i) => i.latestOutcome.outcomeOdds));
  const total = multiple
    ? stakeValue(state.stakeMultiple)
    : state.betItems.reduce((s, i) => s + stakeValue(i.stake), 0);
  const winnings = multiple
    ? total * odds
    : state.betItems.reduce((s, i) => s + stakeValue(i.stake) * i.latestOutcome.outcomeOdds, 0);
  const oddsChangeType = useOddsChange((s) => s.oddsChangeType);
  const confirmOdds = state.oddsChanged && mustConfirmOdds(state.betItems, oddsChangeType);
  const waiting = state.ticketStep === 'Waiting';
  const ready = checkReady(state, oddsChangeType) === null;
  const addQuick = (v: number) => {
    const next = stakeText((multiple ? stakeValue(state.stakeMultiple) : 0) + v);
    if (multiple) state.setStake('multiple', next);
    else state.setAllStakes(stakeText(v));
  };
  return (
    <div className={styles.footer}>
      {multiple ? (
        <>
          <div className={styles.row}>
            <span>Cotação total</span>
            <strong className={styles.totalOdds} data-testid="slip-total-odds">
              {formatOdds(odds)}
            </strong>
          </div>
          <StakeField
            value={state.stakeMultiple}
            onChange={(t) => state.setStake('multiple', t)}
            label="Valor da aposta múltipla"
            disabled={waiting || state.isFreeBetMultiple.isFree}
          />
          {freeBet && (
            <FreeBetSwitch
              flag={state.isFreeBetMultiple}
              amount={freeBet.amount}
              disabled={waiting}
              onChange={(on) => void toggleFreeBet(null, on, freeBet)}
            />
          )}
        </>
      ) : (
        state.betItems.length > 1 && (
          <StakeField
            value=""
            onChange={(t) => state.setAllStakes(t)}
            label="Mesmo valor para todas as simples"
            disabled={waiting}
          />
        )
      )}
      <fieldset className={styles.quick} aria-label="Valores rápidos">
        {QUICK_STAKES.map((v) => (
          <button
            key={v}
            type="button"
            className={styles.quickButton}
            onClick={() => addQuick(v)}
            disabled={waiting}
          >
            {multiple ? '+' : ''}
            {v}
          </button>
        ))}
      </fieldset>
      {limits && (
        <p className={styles.limits}>
          Aposta mínima {formatBRL(limits.minStake)} · máxima {formatBRL(limits.maxStake)}
        </p>
      )}
      <div className={styles.row}>
        <span>Total apostado</span>
        <strong>{formatBRL(total)}</strong>
      </div>
      <div className={`${styles.row} ${styles.winRow}`}>
        <span>Ganho possível</span>
        <strong data-testid="slip-winnings">{formatBRL(winnings)}</strong>
      </div>
      <OddsChangeSetting disabled={waiting} />
      {confirmOdds ? (
        <Button block size="lg" variant="secondary" onClick={state.acceptOdds}>
          Aceitar novas cotações
        </Button>
      ) : (
        <Button block size="lg" loading={waiting} onClick={place} disabled={signedIn && !ready}>
          {signedIn ? `Apostar ${formatBRL(total)}` : 'Entrar para apostar'}
        </Button>
      )}
    </div>
  );
}
