import { Outlet, useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components';
import { useSeo } from '../../../lib/seo';

const TITLES: Record<string, string> = {
  depositWindow: 'Depositar com Pix',
  withdrawalWindow: 'Sacar com Pix',
  transactionsWindow: 'Transações',
};

/** /financial-operations/*: the desktop dialog variants of the deposit, withdrawal and transactions screens. */
export function FinancialOperationsLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const child = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const title = TITLES[child] ?? 'Operações financeiras';
  useSeo({ title, noindex: true });
  const close = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Modal open onClose={close} title={title} size="md">
      <div style={{ display: 'grid', gap: 16 }}>
        <Outlet />
      </div>
    </Modal>
  );
}
