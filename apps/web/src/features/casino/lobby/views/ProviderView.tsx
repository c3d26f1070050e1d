import { Link } from 'react-router';
import { useGamesPage, useLobby } from '../../api/lobby-api';
import styles from '../Lobby.module.css';
import { type CasinoBase, lobbyPath } from '../lobby-state';
import { PagedGames } from './PagedGames';

/** One provider's games. */
export function ProviderView({ provider, base, page }: { provider: string; base: CasinoBase; page: number }) {
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
