import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { headbarQuery } from '../api/headbar';
import styles from './SportsNav.module.css';

/** The sports list of wide screens (from the header bar items of type sports and stage). */
export function SportsNav({ className }: { className?: string }) {
  const { data } = useQuery(headbarQuery);
  const sports = (data ?? []).filter((i) => (i.type === 'sports' || i.type === 'stage') && i.sportId);
  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-label="Todos os esportes">
      <h2 className={styles.title}>Esportes</h2>
      <NavLink
        to="/esportes"
        end
        className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
      >
        Ao vivo agora
      </NavLink>
      {sports.map((s) => (
        <NavLink
          key={s.itemId}
          to={s.path}
          className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
        >
          <span className={styles.name}>{s.displayName}</span>
          {s.hasLiveEvents && <span className={styles.live}>ao vivo</span>}
        </NavLink>
      ))}
      <NavLink to="/live-results" className={styles.link}>
        Resultados ao vivo
      </NavLink>
      <NavLink to="/search-bar/all" className={styles.link}>
        Buscar
      </NavLink>
    </nav>
  );
}
