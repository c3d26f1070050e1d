import { Link } from 'react-router';
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
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label="Institucional">
        {links.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </nav>
      <div className={styles.legal}>
        <p>
          <strong className={styles.age}>18+</strong> Apostas são proibidas para menores de 18 anos. Jogue com
          responsabilidade: apostar pode causar dependência.{' '}
          <Link to="/responsable-game">Defina seus limites</Link>.
        </p>
        <p>{brand.license}</p>
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
