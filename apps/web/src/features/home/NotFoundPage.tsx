import { Link } from 'react-router';
import { useSeo } from '../../lib/seo';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  useSeo({ title: 'Página não encontrada', noindex: true });
  return (
    <section className={styles.page} aria-labelledby="nf-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">Página não encontrada</h1>
      <p>O endereço que você abriu não existe ou foi movido. Confira o link ou volte para o início.</p>
      <div className={styles.actions}>
        <Link to="/esportes" className={styles.primary}>
          Ir para Esportes
        </Link>
        <Link to="/casino/slots" className={styles.secondary}>
          Ir para o Cassino
        </Link>
      </div>
    </section>
  );
}
