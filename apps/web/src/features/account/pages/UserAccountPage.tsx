import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Spinner } from '../../../components';
import { accountApi, logout } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import { formatCpf } from '../api/format';
import { ActiveSessions } from '../components/ActiveSessions';
import styles from '../components/account.module.css';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { CompleteProfileForm } from '../components/CompleteProfileForm';

/** /user-account: profile, password, active sessions and logout. */
export function UserAccountPage() {
  const navigate = useNavigate();
  const me = useQuery({ queryKey: ['account', 'profile'], queryFn: accountApi.me });
  if (me.isPending) return <Spinner label="Carregando sua conta" />;
  if (me.isError) {
    return (
      <p className={styles.alert} role="alert">
        {accountErrorMessage(me.error)}
      </p>
    );
  }
  const u = me.data;
  const missing = !u.userDetail.cpf || !u.userDetail.birthDate;
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        Minha conta
      </h1>
      {missing ? <CompleteProfileForm onSaved={() => me.refetch()} /> : null}
      <div className={styles.card}>
        <h2>Dados pessoais</h2>
        <dl className={styles.dl}>
          <dt>Nome</dt>
          <dd>{u.fullname}</dd>
          <dt>E-mail</dt>
          <dd>{u.email}</dd>
          <dt>CPF</dt>
          <dd>{u.userDetail.cpf ? formatCpf(u.userDetail.cpf) : 'não informado'}</dd>
          <dt>Nascimento</dt>
          <dd>
            {u.userDetail.birthDate
              ? new Date(`${u.userDetail.birthDate}T12:00:00Z`).toLocaleDateString('pt-BR')
              : 'não informado'}
          </dd>
          <dt>Celular</dt>
          <dd>{u.userDetail.cellphone ?? 'não informado'}</dd>
        </dl>
      </div>
      {u.userAccount.hasPassword ? <ChangePasswordForm /> : null}
      <ActiveSessions />
      <Button
        variant="secondary"
        block
        onClick={async () => {
          await logout();
          navigate('/', { replace: true });
        }}
      >
        Sair da conta
      </Button>
    </section>
  );
}
