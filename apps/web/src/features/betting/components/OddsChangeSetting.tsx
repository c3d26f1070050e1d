import { useId } from 'react';
import { isOddsChangeType, ODDS_CHANGE_OPTIONS } from '../model/odds-change';
import { useOddsChange } from '../stores/odds-change';
import styles from './BetSlip.module.css';

/** "Aceitar alterações de odds": sent with every placement as oddsChangeType, kept on this device. */
export function OddsChangeSetting({ disabled }: { disabled?: boolean }) {
  const id = useId();
  const value = useOddsChange((s) => s.oddsChangeType);
  const set = useOddsChange((s) => s.set);
  return (
    <div className={styles.oddsSetting}>
      <label htmlFor={id}>Aceitar alterações de odds</label>
      <select
        id={id}
        className={styles.oddsSelect}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const next = Number(e.target.value);
          if (isOddsChangeType(next)) set(next);
        }}
      >
        {ODDS_CHANGE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
