import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Spinner } from '../../../components';
import { accountApi } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import styles from './account.module.css';

function describeDevice(userAgent: string | null) {
  if (!userAgent) return 'Dispositivo desconhecido';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Outro sistema';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navegador';
  return `${browser} em ${os}`;
}

/** My active sessions, each revocable (the current one ends with "Sair"). */
export function ActiveSessions() {
  const q = useQuery({ queryKey: ['account', 'sessions'], queryFn: accountApi.activeSessions });
  const revoke = useMutation({ mutationFn: accountApi.revokeSession, onSuccess: () => q.refetch() });
  return (
    <div className={styles.card}>
      <h2>Sessões ativas</h2>
      {q.isPending ? (
        <Spinner label="Carregando sessões" />
      ) : q.isError ? (
        <p className={styles.alert}>{accountErrorMessage(q.error)}</p>
      ) : (
        <ul className={styles.list}>
          {q.data.map((s) => (
            <li key={s.id} className={styles.session}>
              <span>
                {describeDevice(s.userAgent)}{' '}
                {s.current ? <span className={styles.badge}>Esta sessão</span> : null}
                <small>
                  {s.location ?? 'Local desconhecido'} · último acesso{' '}
                  {new Date(s.lastActivityAt).toLocaleString('pt-BR', {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </small>
              </span>
              {s.current ? null : (
                <Button
                  size="sm"
                  variant="danger"
                  loading={revoke.isPending && revoke.variables === s.id}
                  onClick={() => revoke.mutate(s.id)}
                >
                  Encerrar
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoke.isError ? <p className={styles.alert}>{accountErrorMessage(revoke.error)}</p> : null}
    </div>
  );
}
