import { useAdminMode } from '../stores/admin-mode';
import styles from './AdminModeToggle.module.css';

/** Seed 001 section 2: role-1 users switch admin mode on and off; it reveals hidden events. */
export function AdminModeToggle() {
  const { allowed, on, toggle } = useAdminMode();
  if (!allowed) return null;
  return (
    <div className={styles.bar}>
      <label className={styles.label}>
        <input type="checkbox" role="switch" aria-checked={on} checked={on} onChange={toggle} />
        Modo administrador
      </label>
      <span className={styles.hint}>
        {on
          ? 'Mostrando também os eventos ocultos pelo switch.'
          : 'Eventos ocultos pelo switch não aparecem.'}
      </span>
    </div>
  );
}
