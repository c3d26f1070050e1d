import { useNavigate } from 'react-router';
import { Modal } from '../../../components';
import { useSeo } from '../../../lib/seo';
import { ResponsibleGamePanel } from '../components/ResponsibleGamePanel';

/** /financial-operations/responsableGameWindow: the same tools in the financial-operations dialog. */
export function ResponsibleGameWindow() {
  const navigate = useNavigate();
  useSeo({ title: 'Jogo responsável', noindex: true });
  const close = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Modal open onClose={close} title="Jogo responsável" size="lg">
      <div style={{ display: 'grid', gap: 16 }}>
        <ResponsibleGamePanel />
      </div>
    </Modal>
  );
}
