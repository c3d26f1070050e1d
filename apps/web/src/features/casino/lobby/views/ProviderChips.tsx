import type { TCasinoLobby } from '@placar/contract';
import { Link } from 'react-router';
import styles from '../Lobby.module.css';
import { type CasinoBase, lobbyPath } from '../lobby-state';

/** The providers, most games first, each a link to its games (the lobby's strip and /provedores). */
export function ProviderChips({ lobby, base }: { lobby: TCasinoLobby; base: CasinoBase }) {
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
