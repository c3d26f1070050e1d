import { Link } from 'react-router';
import { Button } from '../../components/Button';
import styles from './RouteError.module.css';

/** What a route shows when it failed to load or threw: never a blank page. */
export function RouteError() {
  return (
    <section className={styles.box} aria-labelledby="route-error-title">
      <h1 id="route-error-title">Algo deu errado</h1>
      <p>Não conseguimos abrir esta página agora. Verifique sua conexão e tente de novo.</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
        <Link to="/">Ir para o início</Link>
      </div>
    </section>
  );
}
