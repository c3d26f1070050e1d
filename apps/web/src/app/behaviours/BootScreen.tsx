import { brand } from '../../lib/brand';
import styles from './BootScreen.module.css';

/** Shown while the first route's code loads (React Router's hydrate fallback): never a blank page. */
export function BootScreen() {
  return (
    <div className={styles.boot} role="status" aria-label={`Carregando ${brand.name}`}>
      <img src={brand.logoSvg} alt="" width={48} height={48} />
    </div>
  );
}
