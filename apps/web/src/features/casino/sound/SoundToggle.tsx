import styles from './SoundToggle.module.css';
import { useCasinoSound } from './sound';

/** The mute button of the game bar. */
export function SoundToggle() {
  const { muted, toggle } = useCasinoSound();
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      aria-pressed={!muted}
      aria-label={muted ? 'Ativar som' : 'Silenciar som'}
      title={muted ? 'Ativar som' : 'Silenciar som'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        {muted ? (
          <path d="m16 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}
