import {
  CASINO_CATEGORY_NAME_PT,
  CASINO_FILTER_NAME_PT,
  type CASINO_FILTERS,
  CASINO_PAGE_SIZE,
  type TCasinoCategory,
  type TCasinoLobby,
} from '@placar/contract';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useSeo } from '../../../lib/seo';
import { isAuthenticated, useSession } from '../../../lib/session';
import { useFavorites } from '../api/favorites-api';
import { useGameSearch, useGamesPage, useLobby } from '../api/lobby-api';
import { CasinoNav } from './CasinoNav';
import { GameGrid } from './GameGrid';
import { GameRail, GameRailSkeleton } from './GameRail';
import styles from './Lobby.module.css';
import {
  baseOf,
  type CasinoBase,
  type LobbyView,
  lobbyPath,
  pageCount,
  pageFromSearch,
  parseLobbyPath,
} from './lobby-state';

/** A category gets its own rail from this many games; smaller ones are listed as links. */
const MIN_RAIL = 3;

const CATEGORY_ICON: Partial<Record<TCasinoCategory, string>> = {
  slots: '🎰',
  blackjack_live: '🃏',
  roulette_live: '🎡',
  interactivos: '🚀',
  raspaditos: '🎟️',
  dados: '🎲',
  top: '🔥',
  new: '✨',
  gratis: '🎁',
  premios: '💰',
};

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

function seoOf(view: LobbyView) {
  switch (view.kind) {
    case 'filter':
      return {
        title: `${CASINO_FILTER_NAME_PT[view.filter]} no cassino online`,
        description: `Jogue ${CASINO_FILTER_NAME_PT[view.filter].toLowerCase()} com RTP publicado, no dinheiro real ou no Modo diversão.`,
      };
    case 'category':
      return {
        title: `${CASINO_CATEGORY_NAME_PT[view.category]} | Cassino`,
        noindex: view.category === 'favorite',
      };
    case 'providers':
      return { title: 'Provedores de jogos do cassino' };
    case 'not-found':
      return { title: 'Página do cassino não encontrada', noindex: true };
    default:
      return {
        title: 'Cassino online: slots, roleta, crash e jogos originais',
        description:
          'Cassino online com Pix: Placar Originals com resultado verificável, slots, roleta, blackjack, crash e raspadinhas. RTP publicado em cada jogo. Proibido para menores de 18 anos.',
      };
  }
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

function railPath(base: CasinoBase, lobby: TCasinoLobby, category: TCasinoCategory) {
  const filter = lobby.filters.find((f) => f.categories.includes(category));
  return lobbyPath(base, { kind: 'category', filter: filter?.id ?? null, category });
}

function LobbyHome({ base }: { base: CasinoBase }) {
  const lobby = useLobby();
  if (lobby.isError) return <LoadError onRetry={() => lobby.refetch()} />;
  const data = lobby.data;
  return (
    <>
      <Hero base={base} />
      {!data ? (
        <div role="status" aria-label="Carregando jogos">
          <GameRailSkeleton />
          <GameRailSkeleton />
        </div>
      ) : (
        <>
          {data.top.length > 0 && (
            <GameRail
              title="Mais jogados da semana"
              icon="🔥"
              games={data.top.slice(0, CASINO_PAGE_SIZE.top)}
              base={base}
              ranked
              moreTo={lobbyPath(base, { kind: 'category', filter: null, category: 'top' })}
            />
          )}
          {data.rails
            .filter((r) => r.category !== 'top' && r.games.length >= MIN_RAIL)
            .map((r) => (
              <GameRail
                key={r.category}
                title={r.name}
                icon={CATEGORY_ICON[r.category]}
                games={r.games}
                base={base}
                moreTo={railPath(base, data, r.category)}
              />
            ))}
          <CategoryStrip lobby={data} base={base} />
          <ProviderStrip lobby={data} base={base} />
        </>
      )}
    </>
  );
}

function Hero({ base }: { base: CasinoBase }) {
  return (
    <section className={styles.hero} aria-labelledby="casino-hero">
      <div className={styles.heroText}>
        <span className={styles.heroKicker}>Placar Originals</span>
        <h1 id="casino-hero">Jogos com resultado que você mesmo verifica</h1>
        <p>
          Crash, Dados, Minas, Plinko, Roleta e mais. RTP publicado em cada jogo e Modo diversão para testar
          sem gastar nada.
        </p>
        <div className={styles.heroActions}>
          <Link to={`/${base}/game/crash`} className={styles.heroCta}>
            Jogar Crash
          </Link>
          <Link to="/cassino/verificar" className={styles.heroGhost}>
            Como verificar uma rodada
          </Link>
        </div>
      </div>
      <div className={styles.heroArt} aria-hidden="true">
        <span>🚀</span>
        <span>🎲</span>
        <span>💎</span>
      </div>
    </section>
  );
}

/** Categories too small for a rail of their own, as links with their games count. */
function CategoryStrip({ lobby, base }: { lobby: TCasinoLobby; base: CasinoBase }) {
  const small = lobby.rails.filter((r) => r.category !== 'top' && r.games.length < MIN_RAIL);
  if (small.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby="categories-title">
      <header className={styles.railHead}>
        <h2 id="categories-title">Por categoria</h2>
      </header>
      <ul className={styles.categoryCards}>
        {small.map((r) => (
          <li key={r.category}>
            <Link to={railPath(base, lobby, r.category)} className={styles.categoryCard}>
              <span className={styles.categoryIcon} aria-hidden="true">
                {CATEGORY_ICON[r.category] ?? '🎮'}
              </span>
              <span className={styles.categoryText}>
                <strong>{r.name}</strong>
                <small>{r.games.map((g) => g.name).join(', ')}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProviderStrip({ lobby, base }: { lobby: TCasinoLobby; base: CasinoBase }) {
  return (
    <section className={styles.rail} aria-labelledby="providers-title">
      <header className={styles.railHead}>
        <h2 id="providers-title">Provedores</h2>
        <Link to={lobbyPath(base, { kind: 'providers' })} className={styles.more}>
          Ver todos
        </Link>
      </header>
      <ProviderChips lobby={lobby} base={base} />
    </section>
  );
}

function ProviderChips({ lobby, base }: { lobby: TCasinoLobby; base: CasinoBase }) {
  return (
    <ul className={styles.providers}>
      {[...lobby.providers]
        .sort((a, b) => b.gamesCount - a.gamesCount || a.name.localeCompare(b.name))
        .map((p) => (
          <li key={p.id}>
            <Link to={lobbyPath(base, { kind: 'provider', provider: p.slug })} className={styles.provider}>
              <span className={styles.providerName}>{p.name}</span>
              <span className={styles.providerCount}>
                {p.gamesCount === 1 ? '1 jogo' : `${p.gamesCount} jogos`}
              </span>
            </Link>
          </li>
        ))}
    </ul>
  );
}

function FilterView({
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

function CategoryView({
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

function ProviderView({ provider, base, page }: { provider: string; base: CasinoBase; page: number }) {
  const games = useGamesPage({ provider, pageNumber: page });
  const lobby = useLobby();
  const name = lobby.data?.providers.find((p) => p.slug === provider)?.name ?? provider;
  return (
    <>
      <nav className={styles.crumbs} aria-label="Você está em">
        <Link to={`/${base}`}>Cassino</Link>
        <span aria-hidden="true">›</span>
        <Link to={lobbyPath(base, { kind: 'providers' })}>Provedores</Link>
      </nav>
      <h1 className={styles.title}>{name}</h1>
      <PagedGames
        q={games}
        base={base}
        page={page}
        empty={`Nenhum jogo de ${name} está disponível no momento.`}
      />
    </>
  );
}

function ProvidersView({ base }: { base: CasinoBase }) {
  const lobby = useLobby();
  return (
    <>
      <h1 className={styles.title}>Provedores</h1>
      {lobby.data ? (
        <ProviderChips lobby={lobby.data} base={base} />
      ) : (
        <div className={styles.providers} role="status" aria-label="Carregando provedores" />
      )}
    </>
  );
}

function FavoritesView({ base }: { base: CasinoBase }) {
  const signedIn = useSession(isAuthenticated);
  const favorites = useFavorites();
  return (
    <>
      <h1 className={styles.title}>Favoritos</h1>
      {!signedIn ? (
        <div className={styles.empty}>
          <p>Entre na sua conta para salvar seus jogos favoritos e encontrá-los em qualquer aparelho.</p>
          <Link to="/login">Entrar</Link>
        </div>
      ) : (
        <GameGrid
          games={favorites.data}
          base={base}
          loading={favorites.isPending}
          page={1}
          pages={1}
          empty={<p>Toque no coração de um jogo para guardá-lo aqui.</p>}
        />
      )}
    </>
  );
}

function SearchResults({ term, page, base }: { term: string; page: number; base: CasinoBase }) {
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

function PagedGames({
  q,
  base,
  page,
  empty,
}: {
  q: ReturnType<typeof useGamesPage>;
  base: CasinoBase;
  page: number;
  empty: React.ReactNode;
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

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p>Não foi possível carregar os jogos.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Tentar de novo
      </button>
    </div>
  );
}
