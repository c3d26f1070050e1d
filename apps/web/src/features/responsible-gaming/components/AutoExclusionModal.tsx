import { useNavigate } from 'react-router';
import { Button, Modal } from '../../../components';
import { logout } from '../../account';

/**
 * The auto-exclusion modal of seed 000 section 2: the account is self-excluded; the bettor can go
 * and withdraw the balance, or log out (back to the root).
 */
export function AutoExclusionModal({ onWithdraw }: { onWithdraw: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      hideClose
      onClose={onWithdraw}
      title="Autoexclusão ativa"
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={async () => {
              await logout();
              navigate('/', { replace: true });
            }}
          >
            Sair
          </Button>
          <Button
            onClick={() => {
              onWithdraw();
              navigate('/withdrawal');
            }}
          >
            Sacar saldo
          </Button>
        </>
      }
    >
      <p>
        Sua conta está em autoexclusão: apostas, jogos e depósitos estão bloqueados. Apostas em aberto serão
        liquidadas normalmente e você pode sacar seu saldo a qualquer momento.
      </p>
    </Modal>
  );
}
