import type { TLiveClock } from '@placar/contract';
import { useCallback, useState } from 'react';
import { LIVE_STATUSES, type SbMatch } from '../cache/match-entry';
import { clockSeconds, formatClock, showsClock } from '../clock';
import { useMatchSlice } from '../hooks/use-match';
import { useOnScreen } from '../hooks/use-on-screen';
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
  const [el, setEl] = useState<HTMLSpanElement | null>(null);
  const onScreen = useOnScreen(el);
  const showClock = Boolean(view?.live && view.time && showsClock(view.sportId, view.text));
  // only clocks on screen tick: 200 live matches do not re-render 200 clocks a second
  const now = useNowTick(showClock && !view?.time?.stopped && onScreen);
  if (!view?.live) return null;
  return (
    <span ref={setEl} className={compact ? `${styles.clock} ${styles.compact}` : styles.clock}>
      {showClock && view.time && (
        <time className={styles.time} data-testid="match-clock">
          {formatClock(clockSeconds(view.time, view.at, now))}
        </time>
      )}
      {view.text && <span className={styles.period}>{view.text}</span>}
    </span>
  );
}
