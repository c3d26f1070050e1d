import { brand } from '../../lib/brand';
import { useSeo } from '../../lib/seo';
import styles from './MaintenancePage.module.css';

/** The global maintenance page of seed 000 section 2, with its exact texts. */
export function MaintenancePage() {
  useSeo({ title: 'Em manutenção', noindex: true });
  return (
    <main className={styles.page} aria-labelledby="maintenance-title">
      <div className={styles.card}>
        <img src={brand.logoSvg} alt={brand.name} width={56} height={56} className={styles.logo} />
        <div className={styles.clock} aria-hidden="true">
          <span />
        </div>
        <h1 id="maintenance-title">Tempo esgotado!</h1>
        <p>Estamos trabalhando para que você possa jogar no melhor site de apostas online.</p>
        <p className={styles.muted}>Levará apenas alguns minutos, voltaremos o mais rápido possível.</p>
        <p className={styles.support}>
          Dúvidas? <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </p>
      </div>
    </main>
  );
}
