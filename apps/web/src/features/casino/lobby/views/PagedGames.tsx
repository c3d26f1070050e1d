import type { ReactNode } from 'react';
import type { useGamesPage } from '../../api/lobby-api';
import { GameGrid } from '../GameGrid';
import styles from '../Lobby.module.css';
import { type CasinoBase, pageCount } from '../lobby-state';

/** One page of a games list with its pager, or the load error with a retry. */
export function PagedGames({
  q,
  base,
  page,
  empty,
}: {
  q: ReturnType<typeof useGamesPage>;
  base: CasinoBase;
  page: number;
  empty: ReactNode;
}) {
  if (q.isError) return <LoadError onRetry={() => q.refetch()} />;
  return (
    <GameGrid
      games={q.data?.items}
      base={base}
      loading={q.isFetching}
      page={page}
      pages={q.data ? pageCount(q.data.total, q.data.pageSize) : 1}
      empty={empty}
    />
  );
}

/** The lobby could not load its games: say so, and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p>Não foi possível carregar os jogos.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Tentar de novo
      </button>
    </div>
  );
}
