import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../../components';
import { FaceCheck } from './FaceCheck';

/** The face verification modal (seed 002 section 2), holding the face check. */
export function FaceVerificationModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  return (
    <Modal open={open} onClose={onClose} title="Verificação facial" size="md">
      <FaceCheck
        onFinished={() => {
          void queryClient.invalidateQueries({ queryKey: ['identity'] });
        }}
      />
    </Modal>
  );
}
