import { Link, NavLink } from 'react-router';
import { brand } from '../../lib/brand';
import { lazyWidget } from '../../lib/lazy-widget';
import { isAuthenticated, useSession } from '../../lib/session';
import styles from './Header.module.css';

// Signed-in widgets: loaded when a bettor is signed in, not on a visitor's first load.
const DepositConversionTracker = lazyWidget(
  () => import('../../features/payments/analytics/DepositConversionTracker'),
  'DepositConversionTracker',
);
// balance, Depositar and the avatar that open the account menu (the balance's first action is Sacar)
const AccountMenu = lazyWidget(
  () => import('../../features/account/components/AccountMenu/AccountMenu'),
  'AccountMenu',
);

export function Header() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  return (
    <header className={styles.header} data-app-header>
      <div className={styles.inner}>
        <Link
          to="/"
          className={signedIn ? `${styles.brand} ${styles.brandCompact}` : styles.brand}
          aria-label={`${brand.name}: início`}
        >
          <img src={brand.logoSvg} alt="" width={32} height={32} />
          <span>{brand.name}</span>
        </Link>
        <nav className={styles.nav} aria-label="Principal">
          <NavLink to="/esportes">Esportes</NavLink>
          <NavLink to="/esportes/futebol/ao-vivo">Ao vivo</NavLink>
          <NavLink to="/casino/slots">Cassino</NavLink>
          <NavLink to="/promotions">Promoções</NavLink>
        </nav>
        <Link to="/responsable-game" className={styles.trust} title="Jogo responsável">
          <span className={styles.age}>18+</span>
          <span>Jogo responsável</span>
        </Link>
        <div className={styles.actions}>
          {signedIn ? (
            <>
              <DepositConversionTracker />
              <AccountMenu />
            </>
          ) : (
            <>
              <Link to="/login" className={styles.login}>
                Entrar
              </Link>
              <Link to="/register" className={styles.register}>
                Cadastrar
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
