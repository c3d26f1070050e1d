import { createPortal } from 'react-dom';
import { Button, Modal } from '../../../components';
import { formatBRL } from '../../../lib/format';
import { useMaxBalance } from '../stores/max-balance';
import styles from './MaxBalanceModal.module.css';

/**
 * The max-balance modal (seed 002 section 8): the ticket would pay more than the maximum allowed.
 * Rendered into the body, so it shows whichever slip (column or phone sheet) is on screen.
 */
export function MaxBalanceModal() {
  const { open, limit, customBet, close } = useMaxBalance();
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Modal
      open
      onClose={close}
      size="sm"
      title="Ganho acima do máximo"
      footer={
        <Button block onClick={close}>
          Entendi
        </Button>
      }
    >
      <p className={styles.text}>
        O ganho possível desta aposta passa do valor máximo permitido
        {limit !== null ? <strong> de {formatBRL(limit)}</strong> : null}.
      </p>
      <p className={styles.text}>
        {customBet
          ? 'Sua aposta criada foi encerrada. Monte uma nova combinação em Criar aposta ou aposte um valor menor.'
          : 'Diminua o valor da aposta ou escolha seleções com cotação menor.'}
      </p>
    </Modal>,
    document.body,
  );
}
