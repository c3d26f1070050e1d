import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useSeo } from '../../../lib/seo';
import { CasinoNav } from './CasinoNav';
import styles from './Lobby.module.css';
import { seoOf } from './lobby-seo';
import { baseOf, type CasinoBase, type LobbyView, pageFromSearch, parseLobbyPath } from './lobby-state';
import { CategoryView } from './views/CategoryView';
import { FavoritesView } from './views/FavoritesView';
import { FilterView } from './views/FilterView';
import { LobbyHome } from './views/LobbyHome';
import { ProvidersView } from './views/ProvidersView';
import { ProviderView } from './views/ProviderView';
import { SearchResults } from './views/SearchResults';

/** /casino, /casino/{filter}, /casino/{filter}/{category} (and /cassino with Portuguese slugs). */
export function LobbyPage() {
  const { casinoFilterID, casinoCategoryID } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const base = baseOf(pathname);
  const view = parseLobbyPath(casinoFilterID, casinoCategoryID);
  const term = (params.get('busca') ?? '').trim();
  const page = pageFromSearch(params.get('pagina'));
  useSeo(seoOf(view));
  return (
    <div className={styles.page}>
      <CasinoNav base={base} />
      {term.length >= 2 ? (
        <SearchResults term={term} page={page} base={base} />
      ) : term.length === 1 ? (
        <p className={styles.hint}>Digite ao menos 2 letras para buscar.</p>
      ) : (
        <ViewBody view={view} base={base} page={page} />
      )}
    </div>
  );
}

function ViewBody({ view, base, page }: { view: LobbyView; base: CasinoBase; page: number }) {
  switch (view.kind) {
    case 'home':
      return <LobbyHome base={base} />;
    case 'filter':
      return <FilterView filter={view.filter} base={base} page={page} />;
    case 'category':
      return view.category === 'favorite' ? (
        <FavoritesView base={base} />
      ) : (
        <CategoryView view={view} base={base} page={page} />
      );
    case 'providers':
      return <ProvidersView base={base} />;
    case 'provider':
      return <ProviderView provider={view.provider} base={base} page={page} />;
    case 'not-found':
      return (
        <div className={styles.empty}>
          <p>Não encontramos esta página do cassino.</p>
          <Link to={`/${base}`}>Voltar para o cassino</Link>
        </div>
      );
  }
}
