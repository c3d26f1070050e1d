import type { TRecoveryCodes, TTotpEnrolment, TTwoFactorEmailSent, TTwoFactorMethod } from '@placar/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Spinner, TextField } from '../../../components';
import { accountErrorMessage } from '../api/errors';
import { twoFactorApi } from '../api/two-factor-api';
import styles from './account.module.css';
import tfa from './TwoFactor.module.css';

/** "ABCD EFGH …": the manual key in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-factor: by app (QR code and the key to type by hand) or by e-mail (a code sent
 * now); the first right code turns it on and answers the recovery codes.
 */
export function TwoFactorEnrol({
  method,
  onEnabled,
  onCancel,
}: {
  method: TTwoFactorMethod;
  onEnabled: (codes: TRecoveryCodes) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  // One start per opening (a query dedupes React's double mount; a new start replaces the secret).
  const start = useQuery({
    queryKey: ['account', 'two-factor', 'start', method],
    queryFn: (): Promise<TTotpEnrolment | TTwoFactorEmailSent> =>
      method === 'totp' ? twoFactorApi.startTotp() : twoFactorApi.startEmail(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const confirm = useMutation({ mutationFn: twoFactorApi.confirm, onSuccess: onEnabled });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate({ method, code: code.trim() });
  };
  const data = start.data;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {start.isPending || !data ? (
        start.isError ? (
          <p className={styles.alert} role="alert">
            {accountErrorMessage(start.error)}
          </p>
        ) : (
          <Spinner label="Preparando a configuração" />
        )
      ) : 'qrDataUrl' in data ? (
        <div className={tfa.qrRow}>
          <img className={tfa.qr} src={data.qrDataUrl} alt="QR code para o aplicativo autenticador" />
          <p className={tfa.intro}>
            Abra seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy…) e leia o
            QR code. Se preferir, digite esta chave:
            <code className={tfa.key} data-testid="tfa-secret">
              {grouped(data.secret)}
            </code>
          </p>
        </div>
      ) : (
        <p className={styles.notice}>
          Enviamos um código de 6 dígitos para <strong>{data.email}</strong>. Ele vale por 15 minutos.
        </p>
      )}
      <TextField
        label="Código de verificação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        hint={method === 'totp' ? 'O código de 6 dígitos que o aplicativo mostra agora.' : undefined}
        error={confirm.isError ? accountErrorMessage(confirm.error) : undefined}
      />
      <div className={tfa.actions}>
        <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6 || !data}>
          Ativar
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
