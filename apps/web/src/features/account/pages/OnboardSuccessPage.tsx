import { Link } from 'react-router';
import { useSeo } from '../../../lib/seo';
import { OnboardingChecklist } from '../../identity';
import styles from '../components/account.module.css';
import own from './OnboardSuccessPage.module.css';

/**
 * /onboard-success: registration finished (the e-mail PIN accepted). Shows the real state of the
 * account, what is still needed to bet, play and withdraw, and the next step (identity verification,
 * then the first deposit); it never calls the account ready while verification is pending.
 */
export function OnboardSuccessPage() {
  useSeo({ title: 'Cadastro concluído', noindex: true });
  return (
    <section className={styles.page} aria-labelledby="onboard-title">
      <h1 id="onboard-title" className={styles.title}>
        Cadastro concluído!
      </h1>
      <p className={styles.lead}>
        Seu e-mail foi confirmado. A lei brasileira (Lei 14.790/2023) exige a verificação da sua identidade
        antes de apostar, jogar ou sacar: leva poucos minutos.
      </p>
      <OnboardingChecklist />
      <nav className={own.browse} aria-label="Enquanto isso">
        <Link to="/esportes">Ver apostas esportivas</Link>
        <Link to="/casino/slots">Conhecer o cassino</Link>
      </nav>
    </section>
  );
}
