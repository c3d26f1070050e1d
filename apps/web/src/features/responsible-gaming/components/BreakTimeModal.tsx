import { useNavigate } from 'react-router';
import { Button, Modal } from '../../../components';
import { formatDateTime } from '../../../lib/format';

/** The break-time modal of the app shell (seed 002 section 2): the pause in force and until when. */
export function BreakTimeModal({ endsAt, onClose }: { endsAt: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={onClose}
      title="Você está em uma pausa"
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate('/withdrawal');
            }}
          >
            Sacar saldo
          </Button>
          <Button onClick={onClose}>Entendi</Button>
        </>
      }
    >
      <p>
        Apostas, jogos de cassino e depósitos estão bloqueados
        {endsAt ? ` até ${formatDateTime(endsAt)}` : ''}. A pausa não pode ser interrompida antes do fim. Você
        ainda pode entrar na conta e sacar seu saldo.
      </p>
    </Modal>
  );
}
