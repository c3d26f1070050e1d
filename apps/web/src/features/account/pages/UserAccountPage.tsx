import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Spinner } from '../../../components';
import { maskCellphone } from '../../../lib/masks';
import { useSeo } from '../../../lib/seo';
import { accountApi, logout } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import { formatCpf } from '../api/format';
import { BalanceSummary, VerificationBadge } from '../components/AccountMenu/AccountMenuPanel';
import { ACCOUNT_DESTINATIONS } from '../components/AccountMenu/destinations';
import { MoneyActions } from '../components/AccountMenu/MoneyActions';
import { ActiveSessions } from '../components/ActiveSessions';
import accountStyles from '../components/account.module.css';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { CompleteProfileForm } from '../components/CompleteProfileForm';
import { TwoFactorSection } from '../components/TwoFactorSection';
import styles from './UserAccountPage.module.css';

/** Sections of this page: the menu's "Dados da conta" and "Segurança" point at them. */
const IN_PAGE = new Set(['account-data', 'security']);

/** Scrolls to #dados or #seguranca once the page has rendered them. */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each visit (key) scrolls again
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ready, hash, key]);
}

/**
 * /user-account: the account hub. Balance with Sacar and Depositar, every place of the account area
 * (the same as the account menu), then the account data and the security section (password,
 * sessions) and logout.
 */
export function UserAccountPage() {
  const navigate = useNavigate();
  useSeo({ title: 'Minha conta', noindex: true });
  const me = useQuery({ queryKey: ['account', 'profile'], queryFn: accountApi.me });
  useScrollToHash(me.isSuccess);
  if (me.isPending) return <Spinner label="Carregando sua conta" />;
  if (me.isError) {
    return (
      <p className={accountStyles.alert} role="alert">
        {accountErrorMessage(me.error)}
      </p>
    );
  }
  const u = me.data;
  const missing = !u.userDetail.cpf || !u.userDetail.birthDate;
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={accountStyles.title}>
        Minha conta
      </h1>
      <div className={`${accountStyles.card} ${styles.summary}`}>
        <div className={styles.who}>
          <strong>{u.fullname}</strong>
          <span>{u.email}</span>
        </div>
        <BalanceSummary />
        <MoneyActions />
      </div>
      <nav aria-label="Áreas da conta">
        <ul className={styles.grid}>
          {ACCOUNT_DESTINATIONS.filter((d) => !IN_PAGE.has(d.key)).map((d) => (
            <li key={d.key}>
              <Link to={d.to} className={styles.tile}>
                <span className={styles.tileTitle}>
                  {d.label}
                  {d.key === 'identity' ? <VerificationBadge /> : null}
                </span>
                <small>{d.hint}</small>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section id="dados" className={styles.section} aria-labelledby="data-title">
        <h2 id="data-title" className={styles.sectionTitle}>
          Dados da conta
        </h2>
        {missing ? <CompleteProfileForm onSaved={() => me.refetch()} /> : null}
        <div className={accountStyles.card}>
          <dl className={styles.dl}>
            <dt>Nome</dt>
            <dd>{u.fullname}</dd>
            <dt>E-mail</dt>
            <dd>{u.email}</dd>
            <dt>CPF</dt>
            <dd>{u.userDetail.cpf ? formatCpf(u.userDetail.cpf) : 'não informado'}</dd>
            <dt>Nascimento</dt>
            <dd>
              {u.userDetail.birthDate
                ? new Date(`${u.userDetail.birthDate}T12:00:00Z`).toLocaleDateString('pt-BR')
                : 'não informado'}
            </dd>
            <dt>Celular</dt>
            <dd>{u.userDetail.cellphone ? maskCellphone(u.userDetail.cellphone) : 'não informado'}</dd>
          </dl>
        </div>
      </section>
      <section id="seguranca" className={styles.section} aria-labelledby="security-title">
        <h2 id="security-title" className={styles.sectionTitle}>
          Segurança
        </h2>
        {u.userAccount.hasPassword ? <ChangePasswordForm /> : null}
        <TwoFactorSection />
        <ActiveSessions />
      </section>
      <Button
        variant="secondary"
        block
        onClick={async () => {
          await logout();
          navigate('/', { replace: true });
        }}
      >
        Sair da conta
      </Button>
    </section>
  );
}
