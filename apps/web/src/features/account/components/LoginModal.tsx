import { useEffect, useState } from 'react';
import { Modal } from '../../../components';
import { lazyWidget } from '../../../lib/lazy-widget';

// The form (and its validation) loads when the dialog first opens, not on every page's first load.
const LoginForm = lazyWidget(() => import('./LoginForm'), 'LoginForm');

export const LOGIN_REQUIRED_EVENT = 'placar:login-required';

/** Opens the login dialog (a failed token refresh does this too, from the HTTP client). */
export function openLoginModal() {
  window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT));
}

/** The login dialog, shown over the current page. */
export function LoginModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(LOGIN_REQUIRED_EVENT, show);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, show);
  }, []);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Entrar" size="sm">
      <LoginForm onDone={() => setOpen(false)} redirectTo={window.location.pathname} />
    </Modal>
  );
}
