import { formatBRL } from '../../../lib/format';
import type { FreeBetFlag } from '../model/types';
import styles from './BetSlip.module.css';

const REASON: Record<string, string> = {
  TYPE_NOT_ALLOWED: 'Aposta grátis não permitida para este tipo de aposta.',
  INVALID_EVENT_TYPE: 'Aposta grátis não permitida para este evento.',
};

/** The free-bet toggle of an item or of the multiple. */
export function FreeBetSwitch({
  flag,
  amount,
  disabled,
  onChange,
}: {
  flag: FreeBetFlag;
  amount: number;
  disabled?: boolean;
  onChange(on: boolean): void;
}) {
  const reason = flag.error === 0 ? null : (REASON[flag.code ?? ''] ?? 'Aposta grátis indisponível.');
  return (
    <div className={styles.freeBet}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={flag.isFree}
          checked={flag.isFree}
          disabled={disabled || flag.error === -1}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={styles.switchTrack} aria-hidden="true" />
        Usar aposta grátis de {formatBRL(amount)}
      </label>
      {reason && <span className={styles.freeBetError}>{reason}</span>}
    </div>
  );
}
