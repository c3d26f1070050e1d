import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { formatBRL } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useWalletTotals } from '../../../wallet';
import styles from './AccountMenu.module.css';
import { AccountMenuPanel } from './AccountMenuPanel';
import { useAccountMenu } from './menu-store';

export const ACCOUNT_MENU_ID = 'account-menu';

/** The first name of the signed-in bettor ('Conta' when the session has none). */
export const firstName = (fullName: string | undefined) => fullName?.trim().split(/\s+/)[0] || 'Conta';

/**
 * The signed-in part of the header: the balance (opens the account menu, whose first action is
 * Sacar: /withdrawal is two taps from any page), Depositar, and the avatar with the first name that
 * opens the same menu. The menu is a dropdown on wide screens and a bottom sheet on phones.
 */
export function AccountMenu() {
  const user = useSession((s) => s.user);
  const totals = useWalletTotals();
  const { open, toggleMenu, closeMenu } = useAccountMenu();
  const location = useLocation();
  const lastKey = useRef(location.key);

  // a new page (or a new #section of the same one) closes the menu
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    closeMenu(false);
  }, [location.key, closeMenu]);

  // leaving the signed-in header (logout) leaves no menu open behind
  useEffect(() => () => useAccountMenu.getState().closeMenu(false), []);

  const amount = totals.data ? formatBRL(totals.data.total) : '—';
  const name = firstName(user?.fullName);
  return (
    <>
      <button
        type="button"
        className={styles.balance}
        aria-label={`Saldo: ${amount}. Abrir menu da conta`}
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        data-testid="header-balance"
        onClick={(e) => toggleMenu(e.currentTarget)}
      >
        <span className={styles.balanceLabel}>Saldo</span>
        <span className={styles.balanceAmount} aria-live="polite">
          {amount}
        </span>
      </button>
      <Link to="/deposit" className={styles.deposit}>
        Depositar
      </Link>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label="Minha conta"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        data-testid="account-menu-button"
        onClick={(e) => toggleMenu(e.currentTarget)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {open ? <AccountMenuPanel id={ACCOUNT_MENU_ID} onClose={closeMenu} /> : null}
    </>
  );
}
