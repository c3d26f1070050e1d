import { Link } from 'react-router';
import { openConsentPreferences } from '../../features/consent';
import { brand } from '../../lib/brand';
import styles from './Footer.module.css';

const links = [
  ['/about-us', 'Sobre nós'],
  ['/terms-conditions', 'Termos e condições'],
  ['/privacy-policy', 'Política de privacidade'],
  ['/responsable-game-policy', 'Jogo responsável'],
  ['/anti-laundering-policy', 'Prevenção à lavagem de dinheiro'],
  ['/terms-conditions-cashout', 'Termos do cashout'],
  ['/general-rules', 'Regras gerais'],
  ['/rules-sports/global', 'Regras de esportes'],
  ['/faqs', 'Perguntas frequentes'],
  ['/ayuda', 'Ajuda'],
] as const;

export function Footer() {
  const { authorization: auth, responsibleGaming: rg } = brand;
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label="Institucional">
        {links.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
        <button type="button" className={styles.linkButton} onClick={openConsentPreferences}>
          Preferências de cookies
        </button>
      </nav>
      <div className={styles.legal}>
        <p className={styles.rg}>
          <strong className={styles.age} role="img" aria-label={rg.ageNotice}>
            {brand.minimumAge}+
          </strong>
          <span>
            {rg.ageNotice} {rg.warning} <Link to={rg.path}>{rg.slogan}</Link>.{' '}
            <Link to={rg.helpPath}>{rg.helpline}</Link>
          </span>
        </p>
        <p data-testid="footer-authorization">
          {brand.legalName}, autorizada pela {auth.authority}: <strong>{auth.act}</strong>. Domínio
          certificado: <strong>{auth.certifiedDomain}</strong>.
        </p>
        <p>
          Suporte: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> · {brand.supportPhone} ·{' '}
          {brand.supportHours}
        </p>
        <p className={styles.muted}>
          © {new Date().getFullYear()} {brand.legalName} · {brand.releaseLabel}
        </p>
      </div>
    </footer>
  );
}
