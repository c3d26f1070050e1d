import type { TCasinoGame } from '@placar/contract';
import type { ReactNode } from 'react';
import { GameTile, GameTileSkeleton } from './GameTile';
import styles from './Lobby.module.css';
import type { CasinoBase } from './lobby-state';
import { Pager } from './Pager';

/** A grid of tiles with skeletons while loading, an empty state, and the page links. */
export function GameGrid({
  games,
  base,
  loading,
  page,
  pages,
  empty,
  skeletons = 12,
}: {
  games: TCasinoGame[] | undefined;
  base: CasinoBase;
  loading: boolean;
  page: number;
  pages: number;
  empty: ReactNode;
  skeletons?: number;
}) {
  if (loading && !games)
    return (
      <div className={styles.grid} role="status" aria-label="Carregando jogos">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <GameTileSkeleton key={i} />
        ))}
      </div>
    );
  if (!games || games.length === 0) return <div className={styles.empty}>{empty}</div>;
  return (
    <>
      <div className={styles.grid} aria-busy={loading || undefined}>
        {games.map((g) => (
          <GameTile key={g.id} game={g} base={base} />
        ))}
      </div>
      <Pager page={page} pages={pages} />
    </>
  );
}
