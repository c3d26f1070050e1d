import { NavLink } from 'react-router';
import { useAccountMenu } from '../../features/account/components/AccountMenu/menu-store';
import { isAuthenticated, useSession } from '../../lib/session';
import styles from './BottomNav.module.css';

const ACCOUNT_ICON = 'M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c5 0 9 2.5 9 5.5V22H3v-2.5C3 16.5 7 14 12 14Z';

const items = [
  {
    to: '/esportes',
    label: 'Esportes',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3 3 2.2-1.1 3.6h-3.8L9 7.2 12 5Z',
  },
  {
    to: '/casino/slots',
    label: 'Cassino',
    icon: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  },
  {
    to: '/bet-history',
    label: 'Minhas apostas',
    icon: 'M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2 9v2h8v-2H8Zm0 4v2h6v-2H8Z',
  },
  {
    to: '/promotions',
    label: 'Promoções',
    icon: 'M20 7h-2.2A3 3 0 0 0 12 4.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h18V8a1 1 0 0 0-1-1ZM4 13v7a1 1 0 0 0 1 1h6v-8H4Zm9 8h6a1 1 0 0 0 1-1v-7h-7v8Z',
  },
];

/**
 * Phone navigation: the four destinations of the issue, always one thumb away, and for a signed-in
 * bettor "Conta", which opens the account menu (a bottom sheet) over the page.
 */
export function BottomNav() {
  const signedIn = useSession(isAuthenticated);
  const { open, toggleMenu } = useAccountMenu();
  return (
    <nav className={styles.bar} aria-label="Navegação inferior">
      {items.map((i) => (
        <NavLink
          key={i.to}
          to={i.to}
          className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d={i.icon} fill="currentColor" />
          </svg>
          <span>{i.label}</span>
        </NavLink>
      ))}
      {signedIn ? (
        <button
          type="button"
          className={open ? `${styles.item} ${styles.active}` : styles.item}
          aria-expanded={open}
          aria-controls="account-menu"
          onClick={(e) => toggleMenu(e.currentTarget)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d={ACCOUNT_ICON} fill="currentColor" />
          </svg>
          <span>Conta</span>
        </button>
      ) : null}
    </nav>
  );
}
