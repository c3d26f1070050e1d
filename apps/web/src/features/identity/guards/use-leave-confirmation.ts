import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Seed 000 section 2: asked when leaving the identity-card or address page while an upload runs. */
export const LEAVE_UPLOAD_TEXT =
  'O carregamento de seus documentos ainda está em andamento. Tem certeza de que deseja sair?';

/** While `active`, in-app navigation asks for confirmation, and closing the tab asks the browser's. */
export function useLeaveConfirmation(active: boolean, onLeave?: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_UPLOAD_TEXT)) {
      onLeave?.();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, onLeave]);
  useEffect(() => {
    if (!active) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_UPLOAD_TEXT;
      return LEAVE_UPLOAD_TEXT;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
