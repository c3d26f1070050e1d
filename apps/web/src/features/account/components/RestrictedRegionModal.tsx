import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal } from '../../../components';
import { accountApi } from '../api/account-api';
import styles from './account.module.css';

export const INVALID_REGION_PATH = '/registerInvalidRegion';

/**
 * Whether the restricted-region modal is due: the region check (GET /api/RegionCheck/Validate) said
 * this visitor's address is outside the allowed region, the visitor has not closed it, and the page
 * is not the restricted-region page itself.
 */
export function useRestrictedRegion(pathname: string) {
  const [dismissed, setDismissed] = useState(false);
  const q = useQuery({
    queryKey: ['region', 'check'],
    queryFn: accountApi.regionCheck,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return {
    show: q.data === false && !dismissed && pathname !== INVALID_REGION_PATH,
    dismiss: () => setDismissed(true),
  };
}

/** Shown to visitors whose address is outside the allowed region (seed 002 section 2). */
export function RestrictedRegionDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Região não permitida"
      size="sm"
      footer={<Button onClick={onClose}>Entendi</Button>}
    >
      <p className={styles.lead}>
        Identificamos que você está acessando de fora do Brasil. Apostas só são permitidas no território
        brasileiro, conforme a Lei 14.790/2023.{' '}
        <Link to={INVALID_REGION_PATH} onClick={onClose}>
          Saiba mais
        </Link>
      </p>
    </Modal>
  );
}
