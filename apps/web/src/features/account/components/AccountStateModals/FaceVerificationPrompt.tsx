import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Modal } from '../../../../components';
import { useSession } from '../../../../lib/session';
import { FaceVerificationModal, verificationStatusQuery } from '../../../identity';
import styles from './AccountStateModals.module.css';

const WHY: Record<number, string> = {
  0: 'Para concluir a verificação da sua identidade, precisamos confirmar que é você com uma verificação facial rápida pela câmera.',
  [-2]: 'Não conseguimos confirmar o seu rosto na última verificação. Faça de novo, com boa iluminação e o rosto inteiro na tela.',
  3: 'A última imagem parecia a foto de uma foto ou de uma tela. Faça de novo olhando direto para a câmera.',
  5: 'As imagens enviadas não foram aceitas como fotos válidas. Faça de novo usando a câmera do aparelho.',
};

/**
 * The face verification modal of the app shell (seed 002 section 2), on any page, when the session's
 * faceStatus asks for a face check: it explains why and opens the face check itself. When that closes,
 * the session user takes the face status the server now has.
 */
export function FaceVerificationPrompt({ faceStatus, onClose }: { faceStatus: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  if (checking) {
    return (
      <FaceVerificationModal
        open
        onClose={async () => {
          const status = await queryClient.fetchQuery(verificationStatusQuery).catch(() => null);
          const { user, setUser } = useSession.getState();
          if (status && user) setUser({ ...user, faceStatus: status.faceStatus });
          onClose();
        }}
      />
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title="Verificação facial"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Agora não
          </Button>
          <Button onClick={() => setChecking(true)}>Verificar agora</Button>
        </>
      }
    >
      <div className={styles.body} data-testid="face-verification-prompt">
        <p className={styles.text}>{WHY[faceStatus] ?? WHY[0]}</p>
        <p className={styles.text}>
          Leva menos de um minuto. Sem ela, apostas, jogos de cassino e saques continuam bloqueados.
        </p>
      </div>
    </Modal>
  );
}
