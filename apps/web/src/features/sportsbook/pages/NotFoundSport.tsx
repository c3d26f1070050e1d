import { Link } from 'react-router';
import styles from './pages.module.css';

/** An unknown sport, section or event. */
export function NotFoundSport({ what = 'Esporte' }: { what?: string }) {
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{what} não encontrado</h1>
        <p className={styles.crumbs}>
          O endereço não corresponde a nada do nosso catálogo.{' '}
          <Link to="/esportes">Ver os jogos ao vivo</Link>
        </p>
      </header>
    </div>
  );
}
