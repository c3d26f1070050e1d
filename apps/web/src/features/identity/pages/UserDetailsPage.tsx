import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Spinner } from '../../../components';
import { accountApi, CompleteProfileForm, formatCpf } from '../../account';
import { WIZARD_STATE } from '../guards/IdentitySectionGuard';
import styles from '../identity.module.css';

/** /complete-profile/user-details: CPF and birth date (the account's form), then on to the documents. */
export function UserDetailsPage() {
  const navigate = useNavigate();
  const me = useQuery({ queryKey: ['account', 'profile'], queryFn: accountApi.me });
  if (me.isPending) return <Spinner label="Carregando seus dados" />;
  if (me.isError)
    return (
      <section className={styles.page}>
        <Alert tone="dangerText" role="alert">
          Não foi possível carregar seus dados. Tente novamente em instantes.
        </Alert>
      </section>
    );
  const u = me.data;
  const missing = !u.userDetail.cpf || !u.userDetail.birthDate;
  const next = () => navigate('/user-identification', { state: WIZARD_STATE });
  return (
    <section className={styles.page} aria-labelledby="details-title">
      <h1 id="details-title" className={styles.title}>
        Dados pessoais
      </h1>
      {missing ? (
        <CompleteProfileForm onSaved={() => void me.refetch().then(next)} />
      ) : (
        <Card>
          <dl className={styles.lead}>
            <dt>Nome</dt>
            <dd>{u.fullname}</dd>
            <dt>CPF</dt>
            <dd>{formatCpf(u.userDetail.cpf ?? '')}</dd>
            <dt>Data de nascimento</dt>
            <dd>
              {u.userDetail.birthDate
                ? new Date(`${u.userDetail.birthDate}T12:00:00`).toLocaleDateString('pt-BR')
                : ''}
            </dd>
          </dl>
          <Button onClick={next}>Continuar para a verificação</Button>
        </Card>
      )}
    </section>
  );
}
