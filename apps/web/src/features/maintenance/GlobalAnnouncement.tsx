import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { announcementQuery, dismiss, isDismissed } from './announcement';

/** Opens the active maintenance message, except on /verify-email; hidden when the fetch fails. */
export function GlobalAnnouncement() {
  const { pathname } = useLocation();
  const q = useQuery(announcementQuery);
  const [closed, setClosed] = useState(false);
  const message = q.data;
  if (pathname === '/verify-email' || q.isError || !message?.isActive) return null;
  if (closed || isDismissed(message)) return null;
  const close = () => {
    dismiss(message);
    setClosed(true);
  };
  return (
    <Modal
      open
      onClose={close}
      title={message.title || 'Aviso'}
      footer={<Button onClick={close}>Entendi</Button>}
    >
      <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{message.description}</p>
    </Modal>
  );
}
