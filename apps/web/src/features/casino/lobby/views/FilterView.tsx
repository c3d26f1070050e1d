import { CASINO_FILTER_NAME_PT, type CASINO_FILTERS } from '@placar/contract';
import { Link } from 'react-router';
import { useGamesPage, useLobby } from '../../api/lobby-api';
import styles from '../Lobby.module.css';
import { type CasinoBase, lobbyPath } from '../lobby-state';
import { PagedGames } from './PagedGames';

/** /casino/{filter}: the filter's games, with its categories as chips when it has several. */
export function FilterView({
  filter,
  base,
  page,
}: {
  filter: keyof typeof CASINO_FILTERS;
  base: CasinoBase;
  page: number;
}) {
  const games = useGamesPage({ filter, pageNumber: page });
  const lobby = useLobby();
  const categories = lobby.data?.categories.filter((c) => c.filters.includes(filter)) ?? [];
  return (
    <>
      <h1 className={styles.title}>{CASINO_FILTER_NAME_PT[filter]}</h1>
      {categories.length > 1 && (
        <ul className={styles.chips} aria-label="Categorias">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={lobbyPath(base, { kind: 'category', filter, category: c.id })}
                className={styles.chip}
              >
                {c.name}
                <span className={styles.chipCount}>{c.gamesCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PagedGames q={games} base={base} page={page} empty="Ainda não há jogos nesta seção." />
    </>
  );
}
