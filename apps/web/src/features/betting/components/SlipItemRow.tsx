import type { TUserFreeBet } from '@placar/contract';
import { formatBRL, formatOdds } from '../../../lib/format';
import { ptNumbers } from '../../sportsbook';
import { toggleFreeBet } from '../hooks/use-free-bets';
import { isItemAvailable } from '../model/availability';
import { isConfirmed } from '../model/confirmation';
import { stakeValue } from '../model/stake';
import type { SlipItem } from '../model/types';
import { useBetSlip } from '../stores/bet-slip';
import styles from './BetSlip.module.css';
import { CustomBetLegs, customBetNote } from './CustomBetLegs';
import customStyles from './CustomBetLegs.module.css';
import { FreeBetSwitch } from './FreeBetSwitch';
import { StakeField } from './StakeField';

type Props = {
  item: SlipItem;
  /** singles: the stake field and possible winnings of this item */
  withStake: boolean;
  freeBet: TUserFreeBet | undefined;
  locked: boolean;
};

const STATUS_TEXT = {
  Accepted: 'Aceita',
  Rejected: 'Recusada',
  Pending: 'Pendente',
  Canceled: 'Cancelada',
} as const;

/** One selection of the slip: outcome, market, match, odds (with the move), stake and result. */
export function SlipItemRow({ item, withStake, freeBet, locked }: Props) {
  const remove = useBetSlip((s) => s.remove);
  const setStake = useBetSlip((s) => s.setStake);
  const limit = useBetSlip((s) => s.limitsByMatch[item.matchId]);
  const confirmed = useBetSlip((s) => isConfirmed(s, item));
  const available = isItemAvailable(item);
  const placed = item.placedOutcome.outcomeOdds;
  // once accepted, the odds are the server's (selectionsFinalState, in placedOutcome), not the feed's
  const latest = confirmed ? placed : item.latestOutcome.outcomeOdds;
  const move = latest > placed ? 'up' : latest < placed ? 'down' : null;
  const result = item.placeSingleResult;
  const live = item.producerId === 1;
  const custom = item.customBet !== undefined;
  const title = custom ? `aposta criada em ${item.matchName}` : ptNumbers(item.latestOutcome.outcomeName);
  return (
    <li
      className={available ? styles.item : `${styles.item} ${styles.itemOff}`}
      data-slip-item={item.id}
      data-state={available ? 'open' : 'suspended'}
    >
      <div className={styles.itemHead}>
        <div className={styles.itemText}>
          <strong className={styles.outcome}>
            {custom && <span className={customStyles.tag}>Criar aposta</span>}
            {custom ? `${item.customBet?.selectedMarkets.length ?? 0} seleções` : title}
          </strong>
          {!custom && <span className={styles.market}>{ptNumbers(item.marketName)}</span>}
          <span className={styles.match}>
            {live && <span className={styles.liveDot}>Ao vivo</span>}
            {item.matchName}
          </span>
        </div>
        <div className={styles.oddsBox}>
          {move && <s className={styles.oldOdds}>{formatOdds(placed)}</s>}
          <span
            className={move ? `${styles.odds} ${styles[move]}` : styles.odds}
            data-testid="slip-odds"
            title={move ? `Cotação mudou de ${formatOdds(placed)} para ${formatOdds(latest)}` : undefined}
          >
            {formatOdds(latest)}
          </span>
        </div>
        {!locked && (
          <button
            type="button"
            className={styles.remove}
            onClick={() => remove(item.id)}
            aria-label={`Remover ${title}`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {custom && <CustomBetLegs item={item} />}
      {!available && (
        <p className={styles.itemNote}>
          {item.blocked
            ? 'Evento indisponível para apostas.'
            : (customBetNote(item) ?? 'Mercado suspenso no momento.')}
        </p>
      )}
      {limit !== undefined && limit >= 0 && (
        <p className={styles.itemLimit}>Máximo neste evento: {formatBRL(limit)}</p>
      )}
      {withStake && !result && (
        <div className={styles.itemStake}>
          <StakeField
            value={item.stake}
            onChange={(t) => setStake(item.id, t)}
            label={`Valor da ${custom ? title : `aposta em ${title}`}`}
            disabled={locked || item.isFreeBet.isFree}
          />
          <span className={styles.winnings}>
            Ganho possível <strong>{formatBRL(stakeValue(item.stake) * latest)}</strong>
          </span>
        </div>
      )}
      {withStake && !result && freeBet && (
        <FreeBetSwitch
          flag={item.isFreeBet}
          amount={freeBet.amount}
          disabled={locked}
          onChange={(on) => void toggleFreeBet(item.id, on, freeBet)}
        />
      )}
      {result && (
        <p className={`${styles.result} ${styles[`result${result.status}`]}`} data-result={result.status}>
          {STATUS_TEXT[result.status]}
          {result.ticketId && result.status === 'Accepted' && <span> · Bilhete {result.ticketId}</span>}
          {result.message && <span> · {result.message}</span>}
        </p>
      )}
      {withStake && confirmed && (
        <p className={styles.winnings} data-testid="slip-item-win">
          {formatBRL(stakeValue(item.stake))} a {formatOdds(placed)} · Ganho possível{' '}
          <strong>{formatBRL(stakeValue(item.stake) * placed)}</strong>
        </p>
      )}
    </li>
  );
}
