import { CASINO_CATEGORY_NAME_PT, CASINO_FILTER_NAME_PT } from '@placar/contract';
import { Link } from 'react-router';
import { useGamesPage } from '../../api/lobby-api';
import styles from '../Lobby.module.css';
import { type CasinoBase, type LobbyView, lobbyPath } from '../lobby-state';
import { PagedGames } from './PagedGames';

/** /casino/{filter}/{category}: the category's games under a breadcrumb. */
export function CategoryView({
  view,
  base,
  page,
}: {
  view: Extract<LobbyView, { kind: 'category' }>;
  base: CasinoBase;
  page: number;
}) {
  const games = useGamesPage({ category: view.category, pageNumber: page });
  return (
    <>
      <nav className={styles.crumbs} aria-label="Você está em">
        <Link to={`/${base}`}>Cassino</Link>
        {view.filter && (
          <>
            <span aria-hidden="true">›</span>
            <Link to={lobbyPath(base, { kind: 'filter', filter: view.filter })}>
              {CASINO_FILTER_NAME_PT[view.filter]}
            </Link>
          </>
        )}
      </nav>
      <h1 className={styles.title}>{CASINO_CATEGORY_NAME_PT[view.category]}</h1>
      <PagedGames q={games} base={base} page={page} empty="Ainda não há jogos nesta categoria." />
    </>
  );
}
