import type { TCasinoGame } from '@placar/contract';
import { Link } from 'react-router';
import { GameTile, GameTileSkeleton } from './GameTile';
import styles from './Lobby.module.css';
import type { CasinoBase } from './lobby-state';

/** A titled, horizontally scrolling row of tiles with a "Ver todos" link. */
export function GameRail({
  title,
  games,
  base,
  moreTo,
  ranked = false,
  icon,
}: {
  title: string;
  games: TCasinoGame[];
  base: CasinoBase;
  moreTo?: string;
  ranked?: boolean;
  icon?: string;
}) {
  return (
    <section className={styles.rail} aria-label={title}>
      <header className={styles.railHead}>
        <h2>
          {icon && (
            <span className={styles.railIcon} aria-hidden="true">
              {icon}
            </span>
          )}
          {title}
        </h2>
        {moreTo && (
          <Link to={moreTo} className={styles.more}>
            Ver todos
          </Link>
        )}
      </header>
      <div className={ranked ? `${styles.scroller} ${styles.ranked}` : styles.scroller}>
        {games.map((g, i) => (
          <GameTile key={g.id} game={g} base={base} rank={ranked ? i + 1 : undefined} />
        ))}
      </div>
    </section>
  );
}

export function GameRailSkeleton() {
  return (
    <section className={styles.rail} aria-hidden="true">
      <header className={styles.railHead}>
        <span className={styles.titleSkeleton} />
      </header>
      <div className={styles.scroller}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <GameTileSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
