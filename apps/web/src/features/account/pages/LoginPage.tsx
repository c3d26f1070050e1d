import styles from '../components/account.module.css';
import { LoginForm } from '../components/LoginForm';

export function LoginPage() {
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Entrar
      </h1>
      <p className={styles.lead}>Acesse sua conta para apostar, depositar e sacar via Pix.</p>
      <LoginForm />
    </section>
  );
}
