import { NavLink } from 'react-router';
import { sportRuleSets } from '../sport-rules';
import styles from './SportRulesNav.module.css';

/** Picker between the sports rule sets; scrolls sideways on phones. */
export function SportRulesNav() {
  return (
    <nav className={styles.nav} aria-label="Regras por esporte">
      <ul className={styles.list}>
        {sportRuleSets.map((set) => (
          <li key={set.id}>
            <NavLink
              to={`/rules-sports/${set.id}`}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {set.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
