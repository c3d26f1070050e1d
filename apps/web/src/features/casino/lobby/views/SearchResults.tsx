import { useGameSearch } from '../../api/lobby-api';
import styles from '../Lobby.module.css';
import type { CasinoBase } from '../lobby-state';
import { PagedGames } from './PagedGames';

/** The lobby's search (?busca=), two letters or more. */
export function SearchResults({ term, page, base }: { term: string; page: number; base: CasinoBase }) {
  const q = useGameSearch(term, page);
  return (
    <>
      <h1 className={styles.title} aria-live="polite">
        {q.data
          ? `${q.data.total} resultado${q.data.total === 1 ? '' : 's'} para “${term}”`
          : `Buscando “${term}”`}
      </h1>
      <PagedGames
        q={q}
        base={base}
        page={page}
        empty={<p>Nenhum jogo encontrado. Tente outro nome ou provedor.</p>}
      />
    </>
  );
}
