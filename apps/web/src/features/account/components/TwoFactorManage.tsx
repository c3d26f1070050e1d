import type { TRecoveryCodes, TTwoFactorStatus } from '@placar/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components';
import { accountErrorMessage } from '../api/errors';
import { twoFactorApi } from '../api/two-factor-api';
import styles from './account.module.css';
import { PasswordField } from './PasswordField';
import tfa from './TwoFactor.module.css';
import { TwoFactorCodeField } from './TwoFactorCodeField';

/** New recovery codes: the password first (the old codes stop working). */
export function TwoFactorRegenerate({
  onCodes,
  onCancel,
}: {
  onCodes: (codes: TRecoveryCodes) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const run = useMutation({ mutationFn: twoFactorApi.regenerate, onSuccess: onCodes });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run.mutate(password);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={tfa.intro}>Os códigos de recuperação atuais deixarão de funcionar.</p>
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={run.isError ? accountErrorMessage(run.error) : undefined}
      />
      <div className={tfa.actions}>
        <Button type="submit" loading={run.isPending} disabled={!password}>
          Gerar novos códigos
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** Turning two-factor off: the password and a current code (app, e-mailed or recovery). */
export function TwoFactorDisable({
  status,
  onDisabled,
  onCancel,
}: {
  status: TTwoFactorStatus;
  onDisabled: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const run = useMutation({ mutationFn: twoFactorApi.disable, onSuccess: onDisabled });
  const send = useMutation({ mutationFn: twoFactorApi.sendDisableCode });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run.mutate({ password, code: code.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={tfa.intro}>
        Sem a verificação em duas etapas, apenas a senha protege sua conta. Confirme com a senha e um código.
      </p>
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TwoFactorCodeField value={code} onChange={setCode} allowRecovery />
      {status.method === 'email' ? (
        <button
          type="button"
          className={tfa.linkButton}
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isSuccess ? `Código enviado para ${send.data.email}` : 'Enviar código por e-mail'}
        </button>
      ) : null}
      {run.isError ? (
        <p className={styles.alert} role="alert">
          {accountErrorMessage(run.error)}
        </p>
      ) : null}
      <div className={tfa.actions}>
        <Button type="submit" variant="danger" loading={run.isPending} disabled={!password || !code}>
          Desativar
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
