import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, Spinner } from '../../../components';
import { accountApi } from '../../account';
import { verificationStatusQuery } from '../api/identity-api';
import { documentBadge, StatusBadge } from '../components/StatusBadge';
import { WIZARD_STATE } from '../guards/IdentitySectionGuard';
import styles from '../identity.module.css';

/** /complete-profile: what is left before betting (personal details, then the verification). */
export function CompleteProfilePage() {
  const me = useQuery({ queryKey: ['account', 'profile'], queryFn: accountApi.me });
  const status = useQuery(verificationStatusQuery);
  if (me.isPending || status.isPending) return <Spinner label="Carregando seu cadastro" />;
  const detailsDone = Boolean(me.data?.userDetail.cpf && me.data.userDetail.birthDate);
  const validated = status.data?.fullValidation === true;
  return (
    <section className={styles.page} aria-labelledby="complete-title">
      <h1 id="complete-title" className={styles.title}>
        Complete seu cadastro
      </h1>
      <p className={styles.lead}>Faltam poucos passos para você poder depositar, apostar e sacar.</p>
      <Card as="ol" className={`${styles.steps} ${styles.stepsCard}`}>
        <li className={styles.stepRow}>
          <strong>Dados pessoais</strong>
          {detailsDone ? (
            <StatusBadge tone="ok">Concluído</StatusBadge>
          ) : (
            <StatusBadge tone="none">Pendente</StatusBadge>
          )}
          <Link to="user-details" className={styles.fileButton}>
            {detailsDone ? 'Ver dados' : 'Preencher'}
          </Link>
        </li>
        <li className={styles.stepRow}>
          <strong>Verificação de identidade</strong>
          {documentBadge(validated ? 'approved' : undefined)}
          {validated ? null : (
            <Link to="/user-identification" state={WIZARD_STATE} className={styles.fileButton}>
              Verificar
            </Link>
          )}
        </li>
      </Card>
    </section>
  );
}
