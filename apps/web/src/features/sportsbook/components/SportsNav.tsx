import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { headbarQuery } from '../api/headbar';
import { SPORT_ICON, slugOfSport } from '../sports';
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
        <span aria-hidden="true">🔴</span> Ao vivo agora
      </NavLink>
      {sports.map((s) => (
        <NavLink
          key={s.itemId}
          to={s.path}
          className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
        >
          <span aria-hidden="true">{SPORT_ICON[slugOfSport(s.sportId ?? '')] ?? '•'}</span>
          <span className={styles.name}>{s.displayName}</span>
          {s.hasLiveEvents && <span className={styles.live}>ao vivo</span>}
        </NavLink>
      ))}
      <NavLink to="/live-results" className={styles.link}>
        <span aria-hidden="true">📋</span> Resultados ao vivo
      </NavLink>
      <NavLink to="/search-bar/all" className={styles.link}>
        <span aria-hidden="true">🔎</span> Buscar
      </NavLink>
    </nav>
  );
}
