import type { TCasinoGame } from '@placar/contract';
import { Link, useNavigate } from 'react-router';
import { isAuthenticated, useSession } from '../../../lib/session';
import { isFavorite, useFavorites, useToggleFavorite } from '../api/favorites-api';
import styles from './GameTile.module.css';
import { type CasinoBase, gamePath } from './lobby-state';

const rtpText = (rtp: number) => `${rtp.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** A game in the lobby: its art, name, provider and published RTP, and the favourite heart. */
export function GameTile({ game, base, rank }: { game: TCasinoGame; base: CasinoBase; rank?: number }) {
  const signedIn = useSession(isAuthenticated);
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const fav = isFavorite(game, favorites.data);
  const onHeart = () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    toggle.mutate({ game, on: !fav });
  };
  return (
    <article className={styles.tile} data-testid={`game-tile-${game.id}`}>
      <Link to={gamePath(base, game.id)} className={styles.link} aria-label={`Jogar ${game.name}`}>
        <span
          className={styles.art}
          style={{ background: `linear-gradient(135deg, ${game.art.from}, ${game.art.to})` }}
        >
          <img src={game.art.image} alt="" width={300} height={400} loading="lazy" decoding="async" />
          {rank !== undefined && <span className={styles.rank}>{rank}</span>}
          {rank === undefined && game.tags.includes('new') && <span className={styles.badgeNew}>Novo</span>}
          {game.inMaintenance && <span className={styles.maintenance}>Em manutenção</span>}
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
        </span>
        <span className={styles.name}>{game.name}</span>
        <span className={styles.meta}>
          <span className={styles.provider}>{game.providerName}</span>
          <span className={styles.rtp} title="Retorno ao jogador (RTP) publicado">
            <small>RTP</small> {rtpText(game.rtp)}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className={fav ? `${styles.heart} ${styles.heartOn}` : styles.heart}
        aria-pressed={fav}
        aria-label={fav ? `Remover ${game.name} dos favoritos` : `Adicionar ${game.name} aos favoritos`}
        onClick={onHeart}
        disabled={toggle.isPending}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-10-9.2C.3 8.4 2.2 4.5 6 4.5c2.2 0 3.5 1.2 4.3 2.4h3.4c.8-1.2 2.1-2.4 4.3-2.4 3.8 0 5.7 3.9 4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </article>
  );
}

/** The tile's placeholder while games load. */
export function GameTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <span className={`${styles.art} ${styles.shimmer}`} />
      <span className={`${styles.lineSkeleton} ${styles.shimmer}`} />
      <span className={`${styles.lineSkeleton} ${styles.short} ${styles.shimmer}`} />
    </div>
  );
}
