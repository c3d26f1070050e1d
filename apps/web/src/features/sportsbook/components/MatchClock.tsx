import type { TLiveClock } from '@placar/contract';
import { useCallback } from 'react';
import { LIVE_STATUSES, type SbMatch } from '../cache/match-entry';
import { clockSeconds, formatClock, showsClock } from '../clock';
import { useMatchSlice } from '../hooks/use-match';
import { useNowTick } from '../hooks/use-ticker';
import styles from './MatchClock.module.css';

type ClockView = { live: boolean; sportId: string; text: string; time: TLiveClock | null; at: number };

const selectClock = (m: SbMatch): ClockView => ({
  live: LIVE_STATUSES.has(m.status),
  sportId: m.sportId,
  text: m.matchStatusDescription,
  time: m.time,
  at: m.clockAt,
});

/**
 * Period text and the running clock of a live match (no clock for untimed sports such as baseball,
 * nor at the break, waiting or penalties).
 */
export function MatchClock({ matchId, compact = false }: { matchId: string; compact?: boolean }) {
  const view = useMatchSlice(matchId, useCallback(selectClock, []));
  const showClock = Boolean(view?.live && view.time && showsClock(view.sportId, view.text));
  const now = useNowTick(showClock && !view?.time?.stopped);
  if (!view?.live) return null;
  return (
    <span className={compact ? `${styles.clock} ${styles.compact}` : styles.clock}>
      {showClock && view.time && (
        <time className={styles.time} data-testid="match-clock">
          {formatClock(clockSeconds(view.time, view.at, now))}
        </time>
      )}
      {view.text && <span className={styles.period}>{view.text}</span>}
    </span>
  );
}
