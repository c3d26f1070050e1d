import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Modal } from '../../../components';
import { useSession } from '../../../lib/session';
import { accountApi, logout } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import styles from './account.module.css';

/**
 * Shown when the signed-in user's account is deactivated (seed 000 section 6): reactivating calls
 * POST /api/Users/ReleaseUser (audited on the server) and lifts the 406 self-blocked answers.
 */
export function ReactivateAccountDialog() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user?.isDeactivated) return null;
  const reactivate = async () => {
    setBusy(true);
    setError(null);
    try {
      await accountApi.releaseUser();
      setUser({ ...user, isDeactivated: false });
    } catch (e) {
      setError(accountErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      hideClose
      onClose={() => undefined}
      title="Sua conta está desativada"
      size="sm"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={async () => {
              await logout();
              navigate('/');
            }}
          >
            Sair
          </Button>
          <Button onClick={reactivate} loading={busy}>
            Reativar minha conta
          </Button>
        </>
      }
    >
      <p className={styles.lead}>
        Para voltar a apostar, jogar e movimentar seu saldo, reative sua conta. Seus dados e seu saldo
        continuam guardados.
      </p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
