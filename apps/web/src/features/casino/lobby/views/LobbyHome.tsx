import type { TCasinoCategory, TCasinoLobby } from '@placar/contract';
import { CASINO_PAGE_SIZE } from '@placar/contract';
import { Link } from 'react-router';
import { useLobby } from '../../api/lobby-api';
import { GameRail, GameRailSkeleton } from '../GameRail';
import styles from '../Lobby.module.css';
import { type CasinoBase, lobbyPath } from '../lobby-state';
import { LoadError } from './PagedGames';
import { ProviderChips } from './ProviderChips';

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

function railPath(base: CasinoBase, lobby: TCasinoLobby, category: TCasinoCategory) {
  const filter = lobby.filters.find((f) => f.categories.includes(category));
  return lobbyPath(base, { kind: 'category', filter: filter?.id ?? null, category });
}

/** /casino: the hero, the most played, a rail per category, the small categories and the providers. */
export function LobbyHome({ base }: { base: CasinoBase }) {
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
