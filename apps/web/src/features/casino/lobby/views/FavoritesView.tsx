import { Link } from 'react-router';
import { isAuthenticated, useSession } from '../../../../lib/session';
import { useFavorites } from '../../api/favorites-api';
import { GameGrid } from '../GameGrid';
import styles from '../Lobby.module.css';
import type { CasinoBase } from '../lobby-state';

/** The signed-in bettor's favourite games; a guest is asked to sign in. */
export function FavoritesView({ base }: { base: CasinoBase }) {
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
