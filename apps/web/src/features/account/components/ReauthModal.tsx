import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from '../../../components';
import { accountApi } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import { REAUTH_EVENT, type ReauthRequest } from '../api/with-reauth';
import styles from './account.module.css';
import { PasswordField } from './PasswordField';

/** Asks for the password again after 30 minutes of inactivity, before a bet or a money movement. */
export function ReauthModal() {
  const pending = useRef<ReauthRequest[]>([]);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onRequest = (event: Event) => {
      pending.current.push((event as CustomEvent<ReauthRequest>).detail);
      setOpen(true);
    };
    window.addEventListener(REAUTH_EVENT, onRequest);
    return () => window.removeEventListener(REAUTH_EVENT, onRequest);
  }, []);

  const finish = (confirmed: boolean) => {
    for (const r of pending.current.splice(0)) r.resolve(confirmed);
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.reauthenticate(password);
      finish(true);
    } catch (err) {
      setError(accountErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={() => finish(false)} title="Confirme sua senha" size="sm">
      <form className={styles.form} onSubmit={confirm} noValidate>
        <p className={styles.lead}>
          Você ficou mais de 30 minutos sem atividade. Por segurança, confirme sua senha para continuar.
        </p>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" block loading={busy} disabled={!password}>
          Confirmar
        </Button>
      </form>
    </Modal>
  );
}
