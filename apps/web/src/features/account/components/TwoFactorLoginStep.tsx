import type { TLoginResponse, TTwoFactorChallenge } from '@placar/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { accountErrorMessage } from '../api/errors';
import { twoFactorApi } from '../api/two-factor-api';
import styles from './account.module.css';
import tfa from './TwoFactor.module.css';
import { TwoFactorCodeField } from './TwoFactorCodeField';

/**
 * The login's second step (two-factor on, device not trusted lately): the app's code, the e-mailed
 * code (with "Reenviar") or a recovery code. A challenge that expired or ran out of tries goes back
 * to the password step.
 */
export function TwoFactorLoginStep({
  challenge,
  onSignedIn,
  onRestart,
  onLocked,
}: {
  challenge: TTwoFactorChallenge;
  onSignedIn: (answer: TLoginResponse) => void;
  onRestart: () => void;
  onLocked: (error: ApiError) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: twoFactorApi.completeLogin,
    onSuccess: onSignedIn,
    onError: (e) => {
      if (e instanceof ApiError && e.code === 'ACCOUNT_LOCKED') onLocked(e);
    },
  });
  const resend = useMutation({ mutationFn: () => twoFactorApi.resendLoginCode(challenge.challengeToken) });
  const expired = verify.error instanceof ApiError && verify.error.code === 'TWO_FACTOR_CHALLENGE_INVALID';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ challengeToken: challenge.challengeToken, code: code.trim() });
  };
  const ready = recovery ? code.replace(/-/g, '').length === 10 : code.length === 6;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="tfa-login-title">
      <h2 id="tfa-login-title" className={tfa.stepTitle}>
        Verificação em duas etapas
      </h2>
      <p className={styles.lead}>
        {recovery
          ? 'Digite um dos códigos de recuperação que você guardou.'
          : challenge.method === 'totp'
            ? 'Digite o código de 6 dígitos do seu aplicativo autenticador.'
            : `Enviamos um código de 6 dígitos para ${challenge.email}.`}
      </p>
      {expired ? (
        <p className={styles.alert} role="alert">
          {accountErrorMessage(verify.error)}
        </p>
      ) : null}
      <TwoFactorCodeField
        key={recovery ? 'recovery' : 'code'}
        value={code}
        onChange={setCode}
        recovery={recovery}
        error={verify.isError && !expired ? accountErrorMessage(verify.error) : undefined}
      />
      {expired ? (
        <Button block onClick={onRestart}>
          Voltar ao login
        </Button>
      ) : (
        <Button type="submit" block loading={verify.isPending} disabled={!ready}>
          Confirmar
        </Button>
      )}
      <div className={tfa.actions}>
        <button
          type="button"
          className={tfa.linkButton}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            verify.reset();
          }}
        >
          {recovery ? 'Usar o código de verificação' : 'Usar um código de recuperação'}
        </button>
        {challenge.method === 'email' && !recovery ? (
          <button
            type="button"
            className={tfa.linkButton}
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isSuccess ? 'Código reenviado' : 'Reenviar código'}
          </button>
        ) : null}
      </div>
      <button type="button" className={tfa.linkButton} onClick={onRestart}>
        Entrar com outra conta
      </button>
    </form>
  );
}
