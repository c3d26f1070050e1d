import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { useDebounced } from '../../hooks/use-debounced';
import { EmptyList, MatchList, tournamentPath, useSeo } from '../sportsbook';
import styles from './SearchPage.module.css';
import { SEARCH_MIN_CHARS, SEARCH_TYPES, type SearchType, searchQuery } from './search-api';

const TYPE_LABELS: Record<SearchType, string> = {
  all: 'Tudo',
  teams: 'Times',
  tournaments: 'Campeonatos',
  events: 'Jogos',
};

/** /search-bar/{type}: finds teams, tournaments and events as the user types. */
export function SearchPage() {
  const params = useParams();
  const type = (SEARCH_TYPES as readonly string[]).includes(params.type ?? '')
    ? (params.type as SearchType)
    : 'all';
  const [search, setSearch] = useSearchParams();
  const text = search.get('q') ?? '';
  const settled = useDebounced(text.trim(), 250);
  useSeo({
    title: 'Buscar times, campeonatos e jogos',
    description: 'Encontre times, campeonatos e jogos para apostar.',
    canonical: `/search-bar/${type}`,
  });
  const result = useQuery({ ...searchQuery(type, settled), placeholderData: keepPreviousData });
  const data = settled.length >= SEARCH_MIN_CHARS ? result.data : undefined;
  const nothing = data && data.teams.length + data.tournaments.length + data.events.length === 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Buscar</h1>
      <form aria-label="Busca" className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-text" className="visually-hidden">
          Buscar times, campeonatos e jogos
        </label>
        <input
          id="search-text"
          className={styles.input}
          type="search"
          autoComplete="off"
          placeholder="Time, campeonato ou jogo"
          value={text}
          maxLength={60}
          onChange={(e) => setSearch(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </form>
      <nav className={styles.types} aria-label="Tipo de busca">
        {SEARCH_TYPES.map((t) => (
          <NavLink
            key={t}
            to={{ pathname: `/search-bar/${t}`, search: text ? `?q=${encodeURIComponent(text)}` : '' }}
            className={({ isActive }) => (isActive ? `${styles.type} ${styles.typeActive}` : styles.type)}
          >
            {TYPE_LABELS[t]}
          </NavLink>
        ))}
      </nav>
      <div aria-live="polite" className={styles.results}>
        {text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS && (
          <p className={styles.hint}>Digite pelo menos {SEARCH_MIN_CHARS} letras.</p>
        )}
        {result.isFetching && !data && <p className={styles.hint}>Buscando…</p>}
        {result.isError && <p className={styles.hint}>Não foi possível buscar agora. Tente de novo.</p>}
        {nothing && <EmptyList>{`Nada encontrado para "${settled}".`}</EmptyList>}
        {data && data.teams.length > 0 && (
          <section aria-labelledby="r-teams">
            <h2 id="r-teams" className={styles.heading}>
              Times
            </h2>
            <ul className={styles.chips}>
              {data.teams.map((t) => (
                <li key={t.id}>
                  <NavLink
                    className={styles.chip}
                    to={{ pathname: '/search-bar/events', search: `?q=${encodeURIComponent(t.name)}` }}
                  >
                    {t.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data && data.tournaments.length > 0 && (
          <section aria-labelledby="r-tournaments">
            <h2 id="r-tournaments" className={styles.heading}>
              Campeonatos
            </h2>
            <ul className={styles.chips}>
              {data.tournaments.map((t) => (
                <li key={t.id}>
                  <NavLink className={styles.chip} to={tournamentPath(t.sportId, t.id)}>
                    <span className={styles.muted}>{t.categoryName}</span> {t.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data && data.events.length > 0 && (
          <section aria-labelledby="r-events">
            <h2 id="r-events" className={styles.heading}>
              Jogos
            </h2>
            <MatchList items={data.events} />
          </section>
        )}
      </div>
    </div>
  );
}
