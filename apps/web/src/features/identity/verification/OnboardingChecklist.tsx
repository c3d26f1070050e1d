import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components';
import { isAuthenticated, useSession } from '../../../lib/session';
import { firstDepositQuery, verificationStatusQuery } from '../api/identity-api';
import { type ChecklistStep, missingSummary, nextStep, onboardingSteps, type StepState } from './steps';
import styles from './verification.module.css';

const STATE_LABEL: Record<StepState, string> = {
  done: 'Concluído',
  review: 'Em análise',
  todo: 'Pendente',
  rejected: 'Enviar de novo',
  blocked: 'Fale com o suporte',
};
const MARK: Record<StepState, string> = { done: '✓', review: '…', todo: '', rejected: '!', blocked: '!' };

function StepRow({ step, current }: { step: ChecklistStep; current: boolean }) {
  return (
    <li
      className={`${styles.step} ${styles[step.state]} ${current ? styles.current : ''}`}
      data-step={step.key}
      data-state={step.state}
      aria-current={current ? 'step' : undefined}
    >
      <span className={styles.mark} aria-hidden="true">
        {MARK[step.state]}
      </span>
      <span className={styles.stepLabel}>{step.label}</span>
      <span className={styles.stepState}>{STATE_LABEL[step.state]}</span>
    </li>
  );
}

/**
 * What a signed-in bettor still needs before betting, playing and withdrawing (e-mail, documents,
 * face check, first deposit), said plainly, with the one button of the next step. Never says the
 * account is ready while something is missing.
 */
export function OnboardingChecklist() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const status = useQuery({ ...verificationStatusQuery, enabled: signedIn });
  const deposit = useQuery({ ...firstDepositQuery, enabled: signedIn });
  if (status.isPending || (deposit.isPending && deposit.fetchStatus !== 'idle'))
    return <Spinner label="Carregando seus próximos passos" />;
  if (!status.data)
    return (
      <div className={styles.card}>
        <p className={styles.summary}>Não foi possível carregar sua verificação agora.</p>
        <Link className={styles.primary} to="/user-identification">
          Ver verificação de identidade
        </Link>
      </div>
    );
  const steps = onboardingSteps(status.data, {
    emailVerified: (session.user?.step ?? 0) >= 2,
    firstDeposit: deposit.data,
  });
  const next = nextStep(steps);
  const missing = missingSummary(steps);
  return (
    <div className={styles.card} data-testid="onboarding-checklist">
      <h2 className={styles.heading}>{next ? 'Seus próximos passos' : 'Sua conta está pronta'}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <StepRow key={step.key} step={step} current={step === next} />
        ))}
      </ol>
      {missing.play ? <p className={styles.summary}>{missing.play}</p> : null}
      {missing.withdraw ? <p className={styles.summary}>{missing.withdraw}</p> : null}
      {next?.target ? (
        <Link
          className={styles.primary}
          to={next.target.to}
          state={next.target.state}
          data-testid="onboarding-next"
        >
          {next.target.label}
        </Link>
      ) : (
        <Link className={styles.primary} to="/esportes">
          Ver apostas esportivas
        </Link>
      )}
    </div>
  );
}
