import { useId } from 'react';
import { formatBRL } from '../../../lib/format';
import { playCue } from '../sound/sound';
import styles from './BetControls.module.css';
import {
  type BetLimits,
  betText,
  checkBet,
  doubleBet,
  halfBet,
  maxBet,
  sanitizeBetTyping,
} from './bet-input';

const QUICK = [1, 5, 10, 50];

/** The stake field in BRL (comma decimal) with ½, 2×, máx and quick amounts, and its error. */
export function BetControls({
  value,
  onChange,
  limits,
  disabled,
  label = 'Valor da aposta',
}: {
  value: string;
  onChange: (text: string) => void;
  limits: BetLimits;
  disabled?: boolean;
  label?: string;
}) {
  const id = useId();
  const check = checkBet(value, limits);
  const amount = check.amount ?? limits.min;
  const set = (v: number) => {
    playCue('click');
    onChange(betText(v));
  };
  return (
    <div className={styles.controls}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.limits}>
          {formatBRL(limits.min)} a {formatBRL(limits.max)}
        </span>
      </label>
      <div className={check.ok ? styles.field : `${styles.field} ${styles.invalid}`}>
        <span className={styles.prefix} aria-hidden="true">
          R$
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(sanitizeBetTyping(e.target.value))}
          onBlur={() => check.amount !== null && onChange(betText(check.amount))}
          aria-invalid={!check.ok}
          aria-describedby={check.ok ? undefined : `${id}-error`}
          data-testid="bet-amount"
        />
        <button
          type="button"
          onClick={() => set(halfBet(amount, limits))}
          disabled={disabled}
          aria-label="Metade da aposta"
        >
          ½
        </button>
        <button
          type="button"
          onClick={() => set(doubleBet(amount, limits))}
          disabled={disabled}
          aria-label="Dobrar a aposta"
        >
          2×
        </button>
        <button
          type="button"
          onClick={() => set(maxBet(limits))}
          disabled={disabled}
          aria-label="Aposta máxima"
        >
          Máx
        </button>
      </div>
      <div className={styles.quick}>
        {QUICK.map((q) => (
          <button key={q} type="button" onClick={() => set(q)} disabled={disabled}>
            {formatBRL(q).replace(',00', '')}
          </button>
        ))}
      </div>
      {!check.ok && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {check.error}
        </p>
      )}
    </div>
  );
}
