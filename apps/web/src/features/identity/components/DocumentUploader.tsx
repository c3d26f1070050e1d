import { FILE_ERROR, type TDocumentType, type TSavedDocument, UPLOAD_STEP } from '@placar/contract';
import { useEffect, useId, useMemo } from 'react';
import { Alert, Button, Card } from '../../../components';
import styles from '../identity.module.css';
import { useDocumentUpload } from './use-document-upload';

const ACCEPT =
  '.jpg,.jpeg,.png,.gif,.pdf,.heic,.heif,image/jpeg,image/png,image/gif,image/heic,image/heif,application/pdf';

type Props = {
  documentType: TDocumentType;
  title: string;
  hint: string;
  onSaved(doc: TSavedDocument): void;
  /** The duplicate-account error ends the flow (seed 000 section 4). */
  onDuplicate?(): void;
  onUploadingChange?(uploading: boolean): void;
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** One document: choose a file (or take a photo), send it with a percentage, cancel, retry. */
export function DocumentUploader({
  documentType,
  title,
  hint,
  onSaved,
  onDuplicate,
  onUploadingChange,
}: Props) {
  const { state, choose, start, cancel } = useDocumentUpload(documentType);
  const inputId = useId();
  const preview = useMemo(
    () =>
      state.file?.type.startsWith('image/') && state.file.type !== 'image/heic'
        ? URL.createObjectURL(state.file)
        : null,
    [state.file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => onUploadingChange?.(state.step === UPLOAD_STEP.LOADING), [state.step, onUploadingChange]);
  useEffect(() => {
    if (state.step === UPLOAD_STEP.GENERIC_ERROR && state.errorFile === FILE_ERROR.CurpInvalid)
      onDuplicate?.();
  }, [state.step, state.errorFile, onDuplicate]);

  const send = async () => {
    const saved = await start();
    if (saved) onSaved(saved);
  };
  const picker = (label: string, capture?: 'environment') => (
    <label className={styles.fileButton}>
      {label}
      <input
        type="file"
        accept={ACCEPT}
        capture={capture}
        aria-label={`${label}: ${title}`}
        data-testid={capture ? `camera-${documentType}` : `file-${documentType}`}
        onChange={(e) => {
          choose(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
    </label>
  );

  return (
    <Card
      as="section"
      aria-labelledby={inputId}
      data-testid={`uploader-${documentType}`}
      data-step={state.step}
    >
      <h2 id={inputId}>{title}</h2>
      {state.step === UPLOAD_STEP.PRE_UPLOAD ? (
        <>
          <p className={styles.hint}>{hint}</p>
          <p className={styles.hint}>JPG, JPEG, PNG, GIF, HEIC, HEIF ou PDF, até 10 MB.</p>
          <div className={styles.actions}>
            {picker('Escolher arquivo')}
            {picker('Tirar foto', 'environment')}
          </div>
        </>
      ) : null}
      {state.step === UPLOAD_STEP.UPLOAD && state.file ? (
        <>
          {preview ? <img className={styles.preview} src={preview} alt={`Prévia: ${title}`} /> : null}
          <p className={styles.hint}>
            {state.file.name} · {formatSize(state.file.size)}
          </p>
          <div className={styles.actions}>
            <Button onClick={send}>Enviar documento</Button>
            <Button variant="secondary" onClick={() => choose(null)}>
              Trocar arquivo
            </Button>
          </div>
        </>
      ) : null}
      {state.step === UPLOAD_STEP.LOADING ? (
        <>
          <p role="status" aria-live="polite">
            Enviando… <span className={styles.percent}>{state.percent}%</span>
          </p>
          <progress
            className={styles.progress}
            max={100}
            value={state.percent}
            aria-label="Progresso do envio"
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={cancel}>
              Cancelar envio
            </Button>
          </div>
        </>
      ) : null}
      {state.step === UPLOAD_STEP.SUCCESS && state.saved ? (
        <Alert tone={state.saved.status === 'rejected' ? 'dangerText' : 'successText'} role="status">
          {state.saved.status === 'approved'
            ? 'Documento enviado e aprovado.'
            : state.saved.status === 'pending'
              ? 'Documento enviado. Ele está em análise.'
              : `Documento reprovado: ${state.saved.rejectionReason ?? 'envie outra foto.'}`}
        </Alert>
      ) : null}
      {state.step === UPLOAD_STEP.GENERIC_ERROR ? (
        <>
          <Alert tone="dangerText" role="alert">
            {state.error}
          </Alert>
          {state.errorFile === FILE_ERROR.CurpInvalid ? null : (
            <div className={styles.actions}>
              <Button onClick={() => choose(null)}>Tentar novamente</Button>
            </div>
          )}
        </>
      ) : null}
    </Card>
  );
}
