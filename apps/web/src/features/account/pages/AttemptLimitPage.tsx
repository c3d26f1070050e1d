import { Link, useLocation } from 'react-router';
import styles from '../components/account.module.css';

/** /attempt-limit: the account is locked for a while after repeated wrong passwords (423). */
export function AttemptLimitPage() {
  const state = useLocation().state as { lockedUntil?: string } | null;
  const until = state?.lockedUntil ? new Date(state.lockedUntil) : null;
  const time = until ? until.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }) : null;
  return (
    <section className={styles.page} aria-labelledby="limit-title">
      <h1 id="limit-title" className={styles.title}>
        Muitas tentativas
      </h1>
      <p className={styles.lead}>
        Por segurança, bloqueamos o acesso à sua conta temporariamente depois de várias senhas incorretas.
        {time ? ` Tente novamente depois das ${time}.` : ' Tente novamente em 15 minutos.'}
      </p>
      <p className={styles.lead}>
        Não lembra a senha? <Link to="/forgot-my-password">Crie uma nova senha</Link> pelo seu e-mail.
      </p>
    </section>
  );
}
