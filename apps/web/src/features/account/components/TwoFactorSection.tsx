import type { TTwoFactorMethod, TTwoFactorStatus } from '@placar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Spinner } from '../../../components';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { accountErrorMessage } from '../api/errors';
import { twoFactorApi } from '../api/two-factor-api';
import styles from './account.module.css';
import tfa from './TwoFactor.module.css';
import { TwoFactorEnrol } from './TwoFactorEnrol';
import { TwoFactorDisable, TwoFactorRegenerate } from './TwoFactorManage';
import { TwoFactorRecoveryCodes } from './TwoFactorRecoveryCodes';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; method: TTwoFactorMethod }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

const METHOD_LABEL: Record<TTwoFactorMethod, string> = {
  totp: 'aplicativo autenticador',
  email: 'código por e-mail',
};

function Enabled({ status, onStep }: { status: TTwoFactorStatus; onStep: (s: Step) => void }) {
  return (
    <>
      <p className={tfa.state}>
        <span className={styles.ok}>Ativa</span> por {status.method ? METHOD_LABEL[status.method] : '—'}
        {status.enabledAt ? ` desde ${formatDate(status.enabledAt)}` : ''}. Códigos de recuperação restantes:{' '}
        {status.recoveryCodesLeft}.
      </p>
      <p className={tfa.intro}>
        Pedimos o código em cada novo dispositivo e de novo a cada {status.trustDays} dias, como a Portaria
        SPA/MF nº 722/2024 prevê.
      </p>
      <div className={tfa.actions}>
        <Button variant="secondary" size="sm" onClick={() => onStep({ kind: 'regenerate' })}>
          Gerar novos códigos de recuperação
        </Button>
        <Button variant="danger" size="sm" onClick={() => onStep({ kind: 'disable' })}>
          Desativar
        </Button>
      </div>
    </>
  );
}

/**
 * "Verificação em duas etapas" in the account's Security section (flag feature-tfa, answered by the
 * server): set it up by app or e-mail, see the recovery codes once, make new ones, turn it off.
 */
export function TwoFactorSection() {
  const client = useQueryClient();
  const email = useSession((s) => s.user?.email ?? '');
  const q = useQuery({ queryKey: ['account', 'two-factor'], queryFn: twoFactorApi.status });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const done = () => {
    setStep({ kind: 'idle' });
    void client.invalidateQueries({ queryKey: ['account', 'two-factor'] });
  };
  if (q.isSuccess && !q.data.available && !q.data.enabled) return null;
  return (
    <div className={styles.card} data-testid="two-factor">
      <h2>Verificação em duas etapas</h2>
      {q.isPending ? (
        <Spinner label="Carregando" />
      ) : q.isError ? (
        <p className={styles.alert}>{accountErrorMessage(q.error)}</p>
      ) : step.kind === 'codes' ? (
        <TwoFactorRecoveryCodes codes={step.codes} email={email} onDone={done} />
      ) : step.kind === 'enrol' ? (
        <TwoFactorEnrol
          method={step.method}
          onEnabled={(r) => setStep({ kind: 'codes', codes: r.recoveryCodes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'regenerate' ? (
        <TwoFactorRegenerate
          onCodes={(r) => setStep({ kind: 'codes', codes: r.recoveryCodes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'disable' ? (
        <TwoFactorDisable status={q.data} onDisabled={done} onCancel={() => setStep({ kind: 'idle' })} />
      ) : q.data.enabled ? (
        <Enabled status={q.data} onStep={setStep} />
      ) : (
        <>
          <p className={tfa.intro}>
            Proteja sua conta com um código além da senha ao entrar em um novo dispositivo. Escolha como
            receber o código:
          </p>
          <div className={tfa.actions}>
            <Button size="sm" onClick={() => setStep({ kind: 'enrol', method: 'totp' })}>
              Usar aplicativo autenticador
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStep({ kind: 'enrol', method: 'email' })}>
              Receber código por e-mail
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
