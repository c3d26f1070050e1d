import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { menuFor } from './areas';

/** The start page: the first area of the member's menu, or a word that none is open to them yet. */
export function Home() {
  const { me } = useSession();
  const first = menuFor(me?.roles ?? [])[0];
  if (first) return <Navigate to={first.path} replace />;
  return (
    <section className="page-message" aria-labelledby="home-title">
      <h1 id="home-title">Olá, {me?.name}</h1>
      <p className="muted">
        As áreas do seu perfil ainda não estão disponíveis no back office. Elas aparecerão no menu assim que
        forem liberadas.
      </p>
    </section>
  );
}
