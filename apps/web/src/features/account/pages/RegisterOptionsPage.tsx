import { Link } from 'react-router';
import styles from '../components/account.module.css';

/** /register-options: e-mail or Google sign-up (only when the Google registration flag is on). */
export function RegisterOptionsPage() {
  return (
    <section className={styles.page} aria-labelledby="options-title">
      <h1 id="options-title" className={styles.title}>
        Como você quer se cadastrar?
      </h1>
      <div className={styles.form}>
        <Link className={styles.card} to="/register">
          <strong>Com e-mail e senha</strong>
          <span className={styles.lead}>Preencha seus dados e confirme o e-mail com um código.</span>
        </Link>
        <Link className={styles.card} to="/register-with-google">
          <strong>Com sua conta Google</strong>
          <span className={styles.lead}>Mais rápido: depois informe só o CPF e a data de nascimento.</span>
        </Link>
      </div>
    </section>
  );
}
