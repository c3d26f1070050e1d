import {
  FILE_ERROR_MESSAGE_PT,
  IDENTITY_STATUS,
  type TFaceChallenge,
  type TFaceCheckResult,
} from '@placar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Spinner } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { identityApi } from '../api/identity-api';
import styles from '../identity.module.css';
import { fileErrorOf } from '../upload/upload-errors';
import { captureFrame, openFrontCamera, stopCamera } from './camera';

type Phase = 'intro' | 'starting' | 'camera' | 'upload' | 'sending' | 'result' | 'failed';

function faceErrorMessage(e: unknown): string {
  if (e instanceof ApiError && e.status === 410)
    return 'O tempo para responder ao desafio acabou. Comece de novo.';
  const code = fileErrorOf(e);
  if (code !== undefined) return FILE_ERROR_MESSAGE_PT[code];
  if (e instanceof ApiError) return e.message;
  return 'Não foi possível enviar a verificação facial. Tente novamente.';
}

/**
 * The face check with a liveness challenge: the server gives a random sequence of steps ('Vire à
 * esquerda', 'Sorria'…); the camera captures one frame per step. Without a camera (or by choice)
 * the user sends one photo per step instead.
 */
export function FaceCheck({ onFinished }: { onFinished(result: TFaceCheckResult): void }) {
  const [phase, setPhase] = useState<Phase>('intro');
  const [challenge, setChallenge] = useState<TFaceChallenge | null>(null);
  const [frames, setFrames] = useState<Blob[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<TFaceCheckResult | null>(null);
  const [error, setError] = useState<{ message: string; final: boolean } | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => () => stopCamera(stream.current), []);
  useEffect(() => {
    if (phase === 'camera' && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [phase]);

  const begin = async (mode: 'camera' | 'upload') => {
    setPhase('starting');
    setError(null);
    setFrames([]);
    try {
      setChallenge(await identityApi.faceChallenge());
    } catch (e) {
      setError({ message: faceErrorMessage(e), final: fileErrorOf(e) === 4 });
      setPhase('failed');
      return;
    }
    if (mode === 'camera') {
      stream.current = (await openFrontCamera()) ?? null;
      if (stream.current) return setPhase('camera');
      setNotice('Não conseguimos acessar sua câmera. Envie uma foto sua para cada instrução.');
    }
    setPhase('upload');
  };

  const submit = useCallback(
    async (all: Blob[], source: 'camera' | 'upload') => {
      if (!challenge) return;
      stopCamera(stream.current);
      stream.current = null;
      setPhase('sending');
      try {
        const r = await identityApi.submitFaceCheck(challenge.challengeId, source, all);
        setResult(r);
        setPhase('result');
        onFinished(r);
      } catch (e) {
        setError({ message: faceErrorMessage(e), final: fileErrorOf(e) === 4 });
        setPhase('failed');
      }
    },
    [challenge, onFinished],
  );

  const capture = async () => {
    if (!video.current || !challenge) return;
    const next = [...frames, await captureFrame(video.current)];
    setFrames(next);
    if (next.length === challenge.steps.length) await submit(next, 'camera');
  };

  if (phase === 'intro')
    return (
      <Card data-testid="face-check">
        <p className={styles.lead}>
          Para confirmar que é você, vamos tirar algumas fotos do seu rosto seguindo instruções simples. Fique
          em um lugar iluminado e sem óculos escuros ou boné.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => begin('camera')}>Usar a câmera</Button>
          <Button variant="secondary" onClick={() => begin('upload')}>
            Enviar fotos
          </Button>
        </div>
      </Card>
    );
  if (phase === 'starting' || phase === 'sending')
    return <Spinner label={phase === 'sending' ? 'Verificando suas fotos' : 'Preparando a verificação'} />;
  if (phase === 'failed' && error)
    return (
      <Card data-testid="face-check">
        <Alert tone="dangerText" role="alert">
          {error.message}
        </Alert>
        {error.final ? null : <Button onClick={() => begin('camera')}>Tentar de novo</Button>}
      </Card>
    );
  if (phase === 'result' && result)
    return (
      <Card data-testid="face-check">
        <Alert tone={result.approved ? 'successText' : 'dangerText'} role="status">
          {result.message}
        </Alert>
        {result.approved || result.faceStatus === IDENTITY_STATUS.IN_PROCESS ? null : (
          <Button onClick={() => begin('camera')}>Tentar de novo</Button>
        )}
      </Card>
    );
  if (!challenge) return null;
  const current = challenge.steps[frames.length];

  if (phase === 'camera')
    return (
      <Card data-testid="face-check">
        <video
          ref={video}
          className={styles.video}
          playsInline
          muted
          autoPlay
          aria-label="Imagem da sua câmera"
        />
        <p className={styles.instruction} aria-live="assertive" data-testid="liveness-step">
          {current?.label}
        </p>
        <p className={styles.hint}>
          Passo {Math.min(frames.length + 1, challenge.steps.length)} de {challenge.steps.length}
        </p>
        <div className={styles.actions}>
          <Button onClick={capture}>Capturar</Button>
          <Button
            variant="secondary"
            onClick={() => {
              stopCamera(stream.current);
              stream.current = null;
              setFrames([]);
              setPhase('upload');
            }}
          >
            Prefiro enviar fotos
          </Button>
        </div>
      </Card>
    );

  return <UploadFrames challenge={challenge} notice={notice} onSubmit={(files) => submit(files, 'upload')} />;
}

function UploadFrames({
  challenge,
  notice,
  onSubmit,
}: {
  challenge: TFaceChallenge;
  notice: string | null;
  onSubmit(files: File[]): void;
}) {
  const [files, setFiles] = useState<(File | undefined)[]>(() => challenge.steps.map(() => undefined));
  const ready = files.every(Boolean);
  return (
    <Card data-testid="face-check">
      {notice ? <p className={styles.hint}>{notice}</p> : null}
      <p className={styles.lead}>Tire uma foto do seu rosto para cada instrução, nesta ordem:</p>
      <ol className={styles.frameList}>
        {challenge.steps.map((s, i) => (
          <li key={s.code} className={styles.stepRow}>
            <span>
              {i + 1}. {s.label}
              {files[i] ? ' ✓' : ''}
            </span>
            <label className={styles.fileButton}>
              {files[i] ? 'Trocar' : 'Escolher foto'}
              <input
                type="file"
                accept="image/jpeg,image/png,image/heic,image/heif"
                capture="user"
                aria-label={`Foto: ${s.label}`}
                data-testid={`face-frame-${i}`}
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  setFiles((prev) => prev.map((p, j) => (j === i ? f : p)));
                }}
              />
            </label>
          </li>
        ))}
      </ol>
      <Button disabled={!ready} onClick={() => onSubmit(files.filter((f): f is File => Boolean(f)))}>
        Enviar fotos
      </Button>
    </Card>
  );
}
