import type { TStaffSignInStep } from '@placar/contract/staff';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { session, useSession } from '../../lib/session';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';

/** Staff sign-in: e-mail and password, then the authenticator code (or its setup on a first sign-in). */
export function SignInPage() {
  const { token, notice } = useSession();
  const [step, setStep] = useState<TStaffSignInStep | null>(null);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (token) return <Navigate to={from ?? '/'} replace />;
  return (
    <main className="sign-in">
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <p className="brand">Placar · Back office</p>
        <h1 id="sign-in-title">{step?.step === 'enrol' ? 'Configure o autenticador' : 'Entrar'}</h1>
        {notice && !step && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {step ? (
          <CodeStep
            challengeToken={step.challengeToken}
            enrolment={step.step === 'enrol' ? step.enrolment : undefined}
            onRestart={() => setStep(null)}
            onDone={(s) => {
              session.start(s);
              navigate(from ?? '/', { replace: true });
            }}
          />
        ) : (
          <PasswordStep
            onNext={(next) => {
              session.clearNotice();
              setStep(next);
            }}
          />
        )}
        <p className="muted small">Acesso restrito à equipe. Toda ação fica registrada na auditoria.</p>
      </section>
    </main>
  );
}
