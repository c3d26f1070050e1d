import { useId } from 'react';
import styles from './BetSlip.module.css';

/** The stake input: R$ prefix, decimal keypad, digits and one comma (the store filters the text). */
export function StakeField({
  value,
  onChange,
  label,
  disabled,
}: {
  value: string;
  onChange(text: string): void;
  label: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <label className={styles.stake} htmlFor={id}>
      <span className={styles.stakePrefix}>R$</span>
      <input
        id={id}
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
