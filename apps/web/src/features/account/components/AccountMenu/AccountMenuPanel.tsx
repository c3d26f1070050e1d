import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { formatBRL } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { verificationStatusQuery } from '../../../identity';
import { useWalletTotals } from '../../../wallet';
import { logout } from '../../api/account-api';
import styles from './AccountMenu.module.css';
import { ACCOUNT_DESTINATIONS } from './destinations';
import { MoneyActions } from './MoneyActions';
import { VERIFICATION_LABEL, verificationState } from './verification';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The identity-verification state beside its entry (nothing while it loads or fails). */
export function VerificationBadge() {
  const status = useQuery(verificationStatusQuery);
  if (!status.data) return null;
  const state = verificationState(status.data);
  return (
    <span className={`${styles.badge} ${styles[state]}`} data-testid="verification-state">
      {VERIFICATION_LABEL[state]}
    </span>
  );
}

/** Real balance, and bonus when the wallet reports one. */
export function BalanceSummary() {
  const totals = useWalletTotals();
  const t = totals.data;
  return (
    <dl className={styles.balances}>
      <div>
        <dt>Saldo real</dt>
        <dd data-testid="balance-real">{t ? formatBRL(t.real) : '—'}</dd>
      </div>
      {t && t.bonus > 0 ? (
        <div>
          <dt>Bônus</dt>
          <dd data-testid="balance-bonus">{formatBRL(t.bonus)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The open account menu: who is signed in, the balances, Sacar and Depositar first, then every place
 * of the account area and Sair. Escape or a click outside closes it and focus goes back to the
 * control that opened it; Tab stays inside while it is open.
 */
export function AccountMenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  // the dropdown hangs under the header wherever it is (a banner above it pushes it down)
  useLayoutEffect(() => {
    const place = () => {
      const header = document.querySelector('[data-app-header]');
      const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      panel.current?.style.setProperty('--menu-top', `${Math.round(bottom) + 6}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, []);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <>
      <div className={styles.backdrop} onClick={() => onClose()} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-label="Menu da conta"
        onKeyDown={trapTab}
      >
        <div className={styles.who}>
          <strong className={styles.ellipsis}>{user?.fullName || 'Minha conta'}</strong>
          <span className={styles.ellipsis}>{user?.email}</span>
        </div>
        <BalanceSummary />
        <MoneyActions />
        <nav aria-label="Conta">
          <ul className={styles.list}>
            {ACCOUNT_DESTINATIONS.map((d) => (
              <li key={d.key}>
                <Link to={d.to} className={styles.item}>
                  <span>{d.label}</span>
                  {d.key === 'identity' ? <VerificationBadge /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.logout}
          onClick={async () => {
            onClose();
            await logout();
            navigate('/', { replace: true });
          }}
        >
          Sair
        </button>
      </div>
    </>,
    document.body,
  );
}
