import type { THeaderItem } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { headbarQuery } from '../api/headbar';
import styles from './Headbar.module.css';

const chipClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.chip} ${styles.active}` : styles.chip;

function Chip({ item }: { item: THeaderItem }) {
  return (
    <NavLink to={item.path} className={chipClass} end={item.path === '/esportes'}>
      {item.displayName}
      {item.hasLiveEvents && item.type !== 'tournaments' && (
        <span className={styles.liveDot} role="img" aria-label="com jogos ao vivo" />
      )}
    </NavLink>
  );
}

/**
 * The header bar of the headbar call: shortcuts, sports, principal tournaments, pop-up shortcuts (in
 * a menu) and the casino.
 */
export function Headbar() {
  const { data, isPending } = useQuery(headbarQuery);
  if (isPending) {
    return (
      <nav className={styles.bar} aria-label="Esportes" aria-busy="true">
        {Array.from({ length: 7 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <span key={i} className={styles.bone} />
        ))}
      </nav>
    );
  }
  const items = (data ?? []).filter((i) => i.enabled);
  const of = (...types: THeaderItem['type'][]) => items.filter((i) => types.includes(i.type));
  const popups = of('pop-up shortcut');
  return (
    <nav className={styles.bar} aria-label="Esportes">
      {of('shortcut', 'principal shortcut').map((i) => (
        <Chip key={`s-${i.itemId}`} item={i} />
      ))}
      {of('sports', 'stage', 'other').map((i) => (
        <Chip key={`p-${i.itemId}`} item={i} />
      ))}
      {of('tournaments').map((i) => (
        <Chip key={`t-${i.itemId}`} item={i} />
      ))}
      {popups.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.chip}>Mais</summary>
          <div className={styles.menu}>
            {popups.map((i) => (
              <NavLink key={i.itemId} to={i.path} className={styles.menuItem}>
                {i.displayName}
              </NavLink>
            ))}
          </div>
        </details>
      )}
      {of('casino').map((i) => (
        <NavLink key={`c-${i.itemId}`} to={i.path} className={`${styles.chip} ${styles.casino}`}>
          {i.displayName}
        </NavLink>
      ))}
    </nav>
  );
}
