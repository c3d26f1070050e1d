import { useNavigate } from 'react-router';
import { Button, Modal } from '../../../../components';
import { brand } from '../../../../lib/brand';
import { formatDate } from '../../../../lib/format';
import styles from './AccountStateModals.module.css';

/**
 * The blocked-withdrawal modal at login (seed 002 section 2): an operator has blocked this bettor's
 * withdrawals (the login answer's withdrawalBlock). Betting and deposits are not affected.
 */
export function BlockedWithdrawalModal({
  block,
  onClose,
}: {
  block: { reason: string; since: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={onClose}
      title="Saques bloqueados"
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate('/transactions');
            }}
          >
            Ver transações
          </Button>
          <Button onClick={onClose}>Entendi</Button>
        </>
      }
    >
      <div className={styles.body} data-testid="blocked-withdrawal-modal">
        <p className={styles.text}>
          Os saques da sua conta estão bloqueados desde {formatDate(block.since)}. Seu saldo continua
          guardado, e você pode seguir usando a conta.
        </p>
        {block.reason ? (
          <p className={styles.reason}>
            <span className={styles.label}>Motivo</span>
            {block.reason}
          </p>
        ) : null}
        <p className={styles.text}>
          Para liberar os saques, fale com o suporte:{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> ou {brand.supportPhone}.
        </p>
      </div>
    </Modal>
  );
}
