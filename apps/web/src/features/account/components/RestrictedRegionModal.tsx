import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Modal } from '../../../components';
import { accountApi } from '../api/account-api';
import styles from './account.module.css';

/** Shown to visitors whose address is outside the allowed region (seed 002 section 2). */
export function RestrictedRegionModal() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const q = useQuery({
    queryKey: ['region', 'check'],
    queryFn: accountApi.regionCheck,
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (q.data !== false || dismissed || pathname === '/registerInvalidRegion') return null;
  return (
    <Modal
      open
      onClose={() => setDismissed(true)}
      title="Região não permitida"
      size="sm"
      footer={<Button onClick={() => setDismissed(true)}>Entendi</Button>}
    >
      <p className={styles.lead}>
        Identificamos que você está acessando de fora do Brasil. Apostas só são permitidas no território
        brasileiro, conforme a Lei 14.790/2023. <Link to="/registerInvalidRegion">Saiba mais</Link>
      </p>
    </Modal>
  );
}
