import { staffApi } from '@placar/contract/routes.gen';
import { STAFF_ROLE_LABELS } from '@placar/contract/staff-constants';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { api } from '../lib/api/client';
import { session, useSession } from '../lib/session';
import { menuFor } from './areas';
import { IdleWatch } from './IdleWatch';

/** The signed-in frame: the sidebar of the member's areas, the top bar, the idle watch. */
export function Shell() {
  const { token, me } = useSession();
  const location = useLocation();
  // who is signed in, fresh on each visit (roles may have changed)
  const fresh = useQuery({ queryKey: ['me', token], queryFn: () => api.call(staffApi.me), enabled: !!token });
  useEffect(() => {
    if (fresh.data) session.setMe(fresh.data);
  }, [fresh.data]);
  if (!token || !me) return <Navigate to="/entrar" replace state={{ from: location.pathname }} />;
  const signOut = async () => {
    try {
      await api.call(staffApi.signOut);
    } finally {
      session.end('Você saiu do back office.');
    }
  };
  return (
    <div className="shell">
      <aside className="sidebar">
        <p className="brand">
          Placar <span>Back office</span>
        </p>
        <nav aria-label="Áreas">
          <ul>
            {menuFor(me.roles).map((a) => (
              <li key={a.id}>
                <NavLink to={a.path}>{a.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <div className="who" data-testid="staff-who">
            <strong>{me.name}</strong>
            <span className="muted">{me.roles.map((r) => STAFF_ROLE_LABELS[r]).join(' · ')}</span>
          </div>
          <button type="button" className="btn" onClick={signOut}>
            Sair
          </button>
        </header>
        <main className="content">
          <Suspense fallback={<p className="muted">Carregando…</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <IdleWatch />
    </div>
  );
}
