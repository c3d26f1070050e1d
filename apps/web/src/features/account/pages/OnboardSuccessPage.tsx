import { Link } from 'react-router';
import styles from '../components/account.module.css';

/** /onboard-success: registration finished. */
export function OnboardSuccessPage() {
  return (
    <section className={`${styles.page} ${styles.center}`} aria-labelledby="onboard-title">
      <h1 id="onboard-title" className={styles.title}>
        Cadastro concluído!
      </h1>
      <p className={styles.lead}>
        Seu e-mail foi confirmado e sua conta está pronta. Faça seu primeiro depósito via Pix e comece a
        jogar.
      </p>
      <div className={styles.form}>
        <Link className={styles.ok} to="/deposit">
          Depositar agora
        </Link>
        <Link to="/esportes">Ver apostas esportivas</Link>
        <Link to="/casino/slots">Ir para o cassino</Link>
      </div>
    </section>
  );
}
