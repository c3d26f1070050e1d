import { staffApi } from '@placar/contract/routes.gen';
import { useEffect, useState } from 'react';
import { api, SESSION_ENDED_MESSAGE } from '../lib/api/client';
import { formatCountdown } from '../lib/format';
import { session, useSession } from '../lib/session';

/** How long before the idle deadline the warning shows. */
export const IDLE_WARNING_MS = 2 * 60_000;

/**
 * Watches the 30-minute idle deadline the server reported: shortly before it, a warning with
 * "Continuar conectado" (a call, which the server counts as activity); at it, the session ends and the
 * sign-in page says why.
 */
export function IdleWatch({ now = Date.now }: { now?: () => number }) {
  const { idleDeadline } = useSession();
  const [left, setLeft] = useState(() => (idleDeadline ?? Number.POSITIVE_INFINITY) - now());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (idleDeadline === null) return;
    const check = () => {
      const ms = idleDeadline - now();
      setLeft(ms);
      if (ms <= 0) session.end(SESSION_ENDED_MESSAGE);
    };
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [idleDeadline, now]);
  if (idleDeadline === null || left > IDLE_WARNING_MS || left <= 0) return null;
  const stay = async () => {
    setBusy(true);
    try {
      session.setMe(await api.call(staffApi.me));
    } catch {
      /* the client already ended the session if it was refused */
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="idle-warning" role="alertdialog" aria-labelledby="idle-title">
      <p id="idle-title">
        Sua sessão vai expirar por inatividade em <strong>{formatCountdown(left)}</strong>.
      </p>
      <button type="button" className="btn btn-primary" onClick={stay} disabled={busy}>
        Continuar conectado
      </button>
    </div>
  );
}
