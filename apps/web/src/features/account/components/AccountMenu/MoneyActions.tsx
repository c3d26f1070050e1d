import { Link } from 'react-router';
import { MONEY_ACTIONS } from './destinations';
import styles from './MoneyActions.module.css';

/** Depositar (the primary action) and Sacar, side by side. */
export function MoneyActions() {
  return (
    <div className={styles.money}>
      {MONEY_ACTIONS.map((a, i) => (
        <Link key={a.key} to={a.to} className={i === 0 ? styles.primary : styles.secondary}>
          {a.label}
        </Link>
      ))}
    </div>
  );
}
