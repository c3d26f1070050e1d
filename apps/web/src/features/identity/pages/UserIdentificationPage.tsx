import {
  DOCUMENT_TYPE,
  FILE_ERROR_MESSAGE_PT,
  IDENTITY_STATUS,
  type TVerificationStatus,
} from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Card, Spinner } from '../../../components';
import { verificationStatusQuery } from '../api/identity-api';
import { documentBadge, faceBadge } from '../components/StatusBadge';
import { FaceVerificationModal } from '../face/FaceVerificationModal';
import { WIZARD_STATE } from '../guards/IdentitySectionGuard';
import styles from '../identity.module.css';

const docOf = (s: TVerificationStatus, type: number) => s.documents.find((d) => d.userTypeDocument === type);

function idCardStatus(s: TVerificationStatus) {
  const front = docOf(s, DOCUMENT_TYPE.IdentityCard_Front)?.status;
  const back = docOf(s, DOCUMENT_TYPE.IdentityCard_Back)?.status;
  if (front === 'rejected' || back === 'rejected') return 'rejected' as const;
  if (front === 'approved' && back === 'approved') return 'approved' as const;
  if (front && back) return 'pending' as const;
  return undefined;
}

/** /user-identification: the start of the verification, with the state of each step. */
export function UserIdentificationPage() {
  const location = useLocation();
  const status = useQuery(verificationStatusQuery);
  const [faceOpen, setFaceOpen] = useState(false);
  const s = status.data;
  const openFace = (location.state as { openFace?: boolean } | null)?.openFace === true;
  const faceToDo = Boolean(
    s?.faceCheckRequired &&
      s.faceStatus !== IDENTITY_STATUS.UNIQUE &&
      s.faceStatus !== IDENTITY_STATUS.IN_PROCESS,
  );
  useEffect(() => {
    if (openFace && faceToDo) setFaceOpen(true);
  }, [openFace, faceToDo]);

  if (status.isPending) return <Spinner label="Carregando sua verificação" />;
  if (status.isError || !s)
    return (
      <section className={styles.page}>
        <Alert tone="dangerText" role="alert">
          Não foi possível carregar sua verificação. Tente novamente em instantes.
        </Alert>
      </section>
    );

  const blocked =
    s.identityStatus === IDENTITY_STATUS.DUPLICATED || s.identityStatus === IDENTITY_STATUS.INVALID;
  const idStatus = idCardStatus(s);
  const idSent = Boolean(
    docOf(s, DOCUMENT_TYPE.IdentityCard_Front) && docOf(s, DOCUMENT_TYPE.IdentityCard_Back),
  );
  const address = docOf(s, DOCUMENT_TYPE.Residency);

  return (
    <section className={styles.page} aria-labelledby="identity-title">
      <h1 id="identity-title" className={styles.title}>
        Verificação de identidade
      </h1>
      <p className={styles.lead}>
        A lei brasileira (Lei 14.790/2023) exige que confirmemos sua identidade antes de você apostar ou
        sacar. Leva poucos minutos.
      </p>
      {s.identityStatus === IDENTITY_STATUS.DUPLICATED ? (
        <Alert tone="dangerText" role="alert">
          {FILE_ERROR_MESSAGE_PT[4]}
        </Alert>
      ) : null}
      {s.identityStatus === IDENTITY_STATUS.INVALID ? (
        <Alert tone="dangerText" role="alert">
          Não foi possível validar a sua identidade. Entre em contato com o suporte.
        </Alert>
      ) : null}
      {s.fullValidation ? (
        <Alert tone="successText" role="status" data-testid="identity-validated">
          Sua identidade foi verificada. Você já pode apostar e sacar.
        </Alert>
      ) : null}
      {blocked ? null : (
        <Card as="ol" className={`${styles.steps} ${styles.stepsCard}`}>
          <li className={styles.stepRow}>
            <span>
              <strong>Documento de identidade</strong>
              <br />
              <span className={styles.hint}>RG ou CNH, frente e verso</span>
            </span>
            {documentBadge(idStatus)}
            {idStatus === 'approved' || idStatus === 'pending' ? null : (
              <Link to="identity-card" state={WIZARD_STATE} className={styles.fileButton}>
                {idStatus === 'rejected' ? 'Enviar de novo' : 'Enviar documento'}
              </Link>
            )}
          </li>
          {s.faceCheckRequired ? (
            <li className={styles.stepRow}>
              <span>
                <strong>Verificação facial</strong>
                <br />
                <span className={styles.hint}>Fotos do seu rosto seguindo instruções</span>
              </span>
              {faceBadge(s.faceStatus)}
              {faceToDo ? (
                <button
                  type="button"
                  className={styles.fileButton}
                  disabled={!idSent}
                  onClick={() => setFaceOpen(true)}
                >
                  Fazer verificação facial
                </button>
              ) : null}
            </li>
          ) : null}
          <li className={styles.stepRow}>
            <span>
              <strong>Comprovante de residência</strong>
              <br />
              <span className={styles.hint}>
                {s.addressRequired
                  ? 'Conta de luz, água ou telefone'
                  : 'Opcional: não é necessário para apostar'}
              </span>
            </span>
            {documentBadge(address?.status)}
            {address?.status === 'approved' ? null : (
              <Link
                to="address"
                state={WIZARD_STATE}
                className={s.addressRequired ? styles.fileButton : `${styles.fileButton} ${styles.quiet}`}
              >
                Enviar comprovante
              </Link>
            )}
          </li>
        </Card>
      )}
      {idSent && faceToDo && !blocked ? (
        <p className={styles.hint}>Falta só a verificação facial para concluir.</p>
      ) : null}
      <FaceVerificationModal open={faceOpen} onClose={() => setFaceOpen(false)} />
    </section>
  );
}
