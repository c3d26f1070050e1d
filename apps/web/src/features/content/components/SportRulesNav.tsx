import { useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { sportRuleSets } from '../sport-rules';
import styles from './SportRulesNav.module.css';

/** Picker between the sports rule sets; scrolls sideways on phones, keeping the current sport in view. */
export function SportRulesNav() {
  const navRef = useRef<HTMLElement>(null);

  // Each sport is its own route, so the picker mounts afresh on every sport: centring once is enough.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, []);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Regras por esporte">
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
