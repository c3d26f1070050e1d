import { DOCUMENT_TYPE, FILE_ERROR_MESSAGE_PT, UPLOAD_STEP } from '@placar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card } from '../../../components';
import { DocumentUploader } from '../components/DocumentUploader';
import { IDENTITY_START, WIZARD_STATE } from '../guards/IdentitySectionGuard';
import { useLeaveConfirmation } from '../guards/use-leave-confirmation';
import styles from '../identity.module.css';

/** /user-identification/address: manifest, then pre-upload, upload, loading, success or error. */
export function AddressPage() {
  const queryClient = useQueryClient();
  const [manifest, setManifest] = useState(true);
  const [accepted, setAccepted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  useLeaveConfirmation(uploading);
  const onDuplicate = useCallback(() => setDuplicate(true), []);

  return (
    <section
      className={styles.page}
      aria-labelledby="address-title"
      data-step={manifest ? UPLOAD_STEP.MANIFEST : undefined}
    >
      <h1 id="address-title" className={styles.title}>
        Comprovante de residência
      </h1>
      {manifest ? (
        <Card>
          <h2>Antes de enviar</h2>
          <ul className={styles.lead}>
            <li>Conta de luz, água, gás, telefone ou internet, ou extrato bancário.</li>
            <li>Emitido nos últimos 3 meses, com nome e endereço legíveis.</li>
            <li>Em seu nome ou de um parente de primeiro grau.</li>
          </ul>
          <label className={styles.hint}>
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />{' '}
            Declaro que as informações do comprovante são verdadeiras.
          </label>
          <Button disabled={!accepted} onClick={() => setManifest(false)}>
            Continuar
          </Button>
        </Card>
      ) : duplicate ? (
        <Alert tone="dangerText" role="alert">
          {FILE_ERROR_MESSAGE_PT[4]}
        </Alert>
      ) : (
        <DocumentUploader
          documentType={DOCUMENT_TYPE.Residency}
          title="Comprovante de residência"
          hint="Uma foto ou o PDF do comprovante inteiro."
          onUploadingChange={setUploading}
          onDuplicate={onDuplicate}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['identity'] })}
        />
      )}
      <Link to={IDENTITY_START} state={WIZARD_STATE}>
        Voltar para a verificação
      </Link>
    </section>
  );
}
