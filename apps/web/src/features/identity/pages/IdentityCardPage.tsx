import { DOCUMENT_TYPE, FILE_ERROR_MESSAGE_PT, IDENTITY_STATUS } from '@placar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Spinner } from '../../../components';
import { verificationStatusQuery } from '../api/identity-api';
import { DocumentUploader } from '../components/DocumentUploader';
import { IDENTITY_START, WIZARD_STATE } from '../guards/IdentitySectionGuard';
import { useLeaveConfirmation } from '../guards/use-leave-confirmation';
import styles from '../identity.module.css';

type Side = 'front' | 'back';

/** /user-identification/identity-card: the ID front, then the back (seed 000 section 4). */
export function IdentityCardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery(verificationStatusQuery);
  const [side, setSide] = useState<Side | null>(null);
  const [uploading, setUploading] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  useLeaveConfirmation(uploading);
  const onDuplicate = useCallback(() => setDuplicate(true), []);

  if (status.isPending) return <Spinner label="Carregando" />;
  const docs = status.data?.documents ?? [];
  const frontSent = docs.some(
    (d) => d.userTypeDocument === DOCUMENT_TYPE.IdentityCard_Front && d.status !== 'rejected',
  );
  const current: Side = side ?? (frontSent ? 'back' : 'front');
  const faceToDo =
    status.data?.faceCheckRequired === true &&
    status.data.faceStatus !== IDENTITY_STATUS.UNIQUE &&
    status.data.faceStatus !== IDENTITY_STATUS.IN_PROCESS;

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: ['identity'] });
    navigate(IDENTITY_START, { state: { ...WIZARD_STATE, openFace: faceToDo } });
  };

  return (
    <section className={styles.page} aria-labelledby="id-card-title">
      <h1 id="id-card-title" className={styles.title}>
        Documento de identidade
      </h1>
      <p className={styles.lead}>
        Envie uma foto nítida do seu RG ou CNH, primeiro a frente e depois o verso. O documento deve estar
        inteiro, sem reflexos e dentro da validade.
      </p>
      <p className={styles.hint} aria-live="polite">
        Passo {current === 'front' ? 1 : 2} de 2
      </p>
      {duplicate || status.data?.identityStatus === IDENTITY_STATUS.DUPLICATED ? (
        <Alert tone="dangerText" role="alert">
          {FILE_ERROR_MESSAGE_PT[4]}
        </Alert>
      ) : current === 'front' ? (
        <DocumentUploader
          key="front"
          documentType={DOCUMENT_TYPE.IdentityCard_Front}
          title="Frente do documento"
          hint="O lado com a sua foto."
          onUploadingChange={setUploading}
          onDuplicate={onDuplicate}
          onSaved={(doc) => {
            if (doc.status !== 'rejected') setSide('back');
          }}
        />
      ) : (
        <DocumentUploader
          key="back"
          documentType={DOCUMENT_TYPE.IdentityCard_Back}
          title="Verso do documento"
          hint="O lado com os seus dados e o número do documento."
          onUploadingChange={setUploading}
          onDuplicate={onDuplicate}
          onSaved={(doc) => {
            if (doc.status !== 'rejected') void finish();
          }}
        />
      )}
      <Link to={IDENTITY_START} state={WIZARD_STATE}>
        Voltar para a verificação
      </Link>
    </section>
  );
}
