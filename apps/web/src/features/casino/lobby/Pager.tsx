import { Link, useLocation } from 'react-router';
import styles from './Lobby.module.css';
import { pageWindow } from './lobby-state';

/** Page links (?pagina=n) keeping the rest of the query. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (p: number) => {
    const q = new URLSearchParams(search);
    if (p === 1) q.delete('pagina');
    else q.set('pagina', String(p));
    const s = q.toString();
    return `${pathname}${s ? `?${s}` : ''}`;
  };
  return (
    <nav className={styles.pager} aria-label="Páginas">
      {page > 1 && (
        <Link to={to(page - 1)} className={styles.pageLink} aria-label="Página anterior">
          ‹
        </Link>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${i}`} className={styles.pageGap}>
            …
          </span>
        ) : (
          <Link
            key={p}
            to={to(p)}
            className={p === page ? `${styles.pageLink} ${styles.pageCurrent}` : styles.pageLink}
            aria-current={p === page ? 'page' : undefined}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={to(page + 1)} className={styles.pageLink} aria-label="Próxima página">
          ›
        </Link>
      )}
    </nav>
  );
}
