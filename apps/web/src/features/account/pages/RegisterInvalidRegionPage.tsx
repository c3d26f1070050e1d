import { Link } from 'react-router';
import styles from '../components/account.module.css';

/** /registerInvalidRegion: the restricted-region page (seed 001 section 8). */
export function RegisterInvalidRegionPage() {
  return (
    <section className={styles.page} aria-labelledby="region-title">
      <h1 id="region-title" className={styles.title}>
        Região não permitida
      </h1>
      <p className={styles.lead}>
        Cadastro, login e apostas só estão disponíveis para quem está no Brasil, conforme a Lei 14.790/2023 e
        as regras da Secretaria de Prêmios e Apostas.
      </p>
      <p className={styles.lead}>
        Se você está no Brasil e vê esta mensagem, desative VPN ou proxy e tente novamente.
      </p>
      <Link to="/">Voltar ao início</Link>
    </section>
  );
}
