import { ptNumbers } from '../../sportsbook';
import type { SlipItem } from '../model/types';
import styles from './CustomBetLegs.module.css';

/** The selections of a custom bet item, one line each: outcome, then its market. */
export function CustomBetLegs({ item }: { item: SlipItem }) {
  const legs = item.customBet?.selectedMarkets ?? [];
  return (
    <ul className={styles.legs} aria-label={`Seleções da aposta criada em ${item.matchName}`}>
      {legs.map((l) => (
        <li
          key={`${l.marketId}/${l.specifiers}/${l.outcomeId}`}
          className={
            l.marketStatus === 'Active' && l.outcomeActive ? styles.leg : `${styles.leg} ${styles.off}`
          }
        >
          <span className={styles.outcome}>{ptNumbers(l.outcomeName)}</span>
          <span className={styles.market}>{ptNumbers(l.marketName)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Why a custom bet item cannot be placed now. */
export function customBetNote(item: SlipItem): string | null {
  const status = item.customBet?.customBetStatus;
  if (status === 'Closed') return 'Aposta criada encerrada. Monte uma nova em Criar aposta.';
  if (status === 'Rejected') return 'Combinação recusada. Estamos calculando a cotação de novo.';
  return null;
}
