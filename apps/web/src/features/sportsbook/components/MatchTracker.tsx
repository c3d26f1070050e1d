import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Skeleton } from '../../../components/Skeleton';
import { matchTimelineQuery } from '../api/timeline';
import { LIVE_STATUSES, type SbMatch } from '../cache/match-entry';
import { chancesOf, EMPTY_TIMELINE, type Timeline } from '../cache/timeline';
import { formatClock, isTimedSport } from '../clock';
import { useMatchSlice } from '../hooks/use-match';
import styles from './MatchTracker.module.css';

const selectTracker = (m: SbMatch) => ({
  live: LIVE_STATUSES.has(m.status),
  timed: isTimedSport(m.sportId),
  football: m.sportId === 'sr:sport:1',
  home: m.homeCompetitorName,
  away: m.awayCompetitorName,
  homeScore: m.homeScore ?? 0,
  awayScore: m.awayScore ?? 0,
  chances: chancesOf(m),
  openMarkets: m.countMarkets,
});

const pct = (n: number) => `${Math.round(n * 100)}%`;

/**
 * Our own live match tracker and statistics panel: the match's history from the server
 * (GetMatchTimeline), extended by its live messages: the timeline (goals, periods, bet stops), the
 * score and win chances now and over time.
 */
export function MatchTracker({ matchId }: { matchId: string }) {
  const t = useMatchSlice(matchId, useCallback(selectTracker, []));
  const history = useQuery(matchTimelineQuery(matchId));
  const timeline = history.data ?? EMPTY_TIMELINE;
  if (!t) return null;
  const goals = timeline.entries.filter((e) => e.kind === 'score');
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title">
      <h2 id="tracker-title" className={styles.title}>
        {t.live ? 'Acompanhe ao vivo' : 'Estatísticas'}
      </h2>
      {t.chances && (
        <div className={styles.block}>
          <p className={styles.label}>Chances de vitória agora</p>
          <div
            className={styles.bar}
            role="img"
            aria-label={`${t.home} ${pct(t.chances.home)}, empate ${pct(t.chances.draw)}, ${t.away} ${pct(t.chances.away)}`}
          >
            <span className={styles.home} style={{ flexGrow: t.chances.home }} />
            {t.chances.draw > 0 && <span className={styles.draw} style={{ flexGrow: t.chances.draw }} />}
            <span className={styles.away} style={{ flexGrow: t.chances.away }} />
          </div>
          <div className={styles.legend}>
            <span>
              <i className={styles.home} /> {t.home} {pct(t.chances.home)}
            </span>
            {t.chances.draw > 0 && (
              <span>
                <i className={styles.draw} /> Empate {pct(t.chances.draw)}
              </span>
            )}
            <span>
              <i className={styles.away} /> {t.away} {pct(t.chances.away)}
            </span>
          </div>
        </div>
      )}
      {timeline.chances.length > 1 && <Momentum points={timeline.chances} home={t.home} />}
      <dl className={styles.stats}>
        <div>
          <dt>Placar</dt>
          <dd>
            {t.homeScore} x {t.awayScore}
          </dd>
        </div>
        <div>
          <dt>{t.football ? 'Gols registrados' : 'Pontuações registradas'}</dt>
          <dd>{goals.length}</dd>
        </div>
        <div>
          <dt>Mercados abertos</dt>
          <dd>{t.openMarkets}</dd>
        </div>
      </dl>
      {t.live && (
        <div className={styles.block}>
          <p className={styles.label}>Lances</p>
          {history.isPending ? (
            <div role="status" aria-label="Carregando os lances">
              <Skeleton lines={3} height={14} />
            </div>
          ) : timeline.entries.length === 0 ? (
            <p className={styles.muted}>Nenhum lance registrado até agora. Os próximos aparecem aqui.</p>
          ) : (
            <ol className={t.timed ? styles.timeline : `${styles.timeline} ${styles.untimed}`}>
              {timeline.entries.map((e) => (
                <li
                  key={`${e.at}-${e.kind}-${e.side}`}
                  className={styles[e.kind]}
                  data-side={e.side ?? undefined}
                >
                  {t.timed && (
                    <span className={styles.when}>{e.clock !== null ? formatClock(e.clock) : '—'}</span>
                  )}
                  <span>{e.text}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

/** Home win chance over time (a sparkline; above the middle favours the home side). */
function Momentum({ points, home }: { points: Timeline['chances']; home: string }) {
  const w = 280;
  const h = 60;
  const d = points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${((i / (points.length - 1)) * w).toFixed(1)},${(h - p.home * h).toFixed(1)}`,
    )
    .join(' ');
  return (
    <div className={styles.block}>
      <p className={styles.label}>Chance de vitória de {home} ao longo do jogo</p>
      <svg
        className={styles.spark}
        viewBox={`0 0 ${w} ${h}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Variação da chance de vitória de ${home}`}
      >
        <line x1="0" x2={w} y1={h / 2} y2={h / 2} className={styles.mid} />
        <path d={d} className={styles.line} />
      </svg>
    </div>
  );
}
