import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { LIVE_STATUSES, type SbMatch } from '../cache/match-entry';
import { useMatchSlice } from '../hooks/use-match';
import { sportPath, tournamentPath } from '../paths';
import { sportById } from '../sports';
import { LiveBadge } from './LiveBadge';
import { MatchClock } from './MatchClock';
import styles from './Scoreboard.module.css';

const STATUS_TEXT: Record<number, string> = {
  0: 'Não iniciado',
  2: 'Suspenso',
  3: 'Encerrado',
  4: 'Encerrado',
  5: 'Cancelado',
  6: 'Atrasado',
  7: 'Interrompido',
  8: 'Adiado',
  9: 'Abandonado',
  11: 'Prestes a começar',
};

const selectBoard = (m: SbMatch) => ({
  name: m.name,
  home: m.homeCompetitorName,
  away: m.awayCompetitorName,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  status: m.status,
  scheduleTime: m.scheduleTime,
  sportId: m.sportId,
  tournamentId: m.tournamentId,
  tournamentName: m.tournamentName,
  categoryName: m.categoryName,
  outright: sportById(m.sportId)?.layout === 'special-winner',
});

/** The event page's head: where it is played, the teams, the score and the running clock. */
export function Scoreboard({ matchId }: { matchId: string }) {
  const b = useMatchSlice(matchId, useCallback(selectBoard, []));
  if (!b) return null;
  const live = LIVE_STATUSES.has(b.status);
  const sport = sportById(b.sportId);
  return (
    <section className={styles.board} aria-label={`Placar: ${b.name}`}>
      <p className={styles.crumbs}>
        <Link to={sportPath(sport?.key ?? 'futebol')}>{sport?.namePt ?? 'Esportes'}</Link>
        {' · '}
        <Link to={tournamentPath(b.sportId, b.tournamentId)}>
          {b.categoryName} · {b.tournamentName}
        </Link>
      </p>
      {b.outright ? (
        <h1 className={styles.outright}>{b.name}</h1>
      ) : (
        <div className={styles.teams}>
          <h1 className="visually-hidden">{b.name}</h1>
          <span className={styles.team}>{b.home}</span>
          <span className="visually-hidden" aria-live="polite">
            {b.homeScore !== null ? `Placar ${b.homeScore} a ${b.awayScore ?? 0}` : 'Ainda não começou'}
          </span>
          <span className={styles.score} aria-hidden="true">
            {b.homeScore !== null ? (
              <>
                <span>{b.homeScore}</span>
                <span className={styles.dash}>-</span>
                <span>{b.awayScore}</span>
              </>
            ) : (
              <span className={styles.vs}>x</span>
            )}
          </span>
          <span className={`${styles.team} ${styles.away}`}>{b.away}</span>
        </div>
      )}
      <div className={styles.status}>
        {live ? (
          <>
            <LiveBadge />
            <MatchClock matchId={matchId} />
          </>
        ) : (
          <span>
            {STATUS_TEXT[b.status] ?? ''}{' '}
            {b.status === 0 || b.status === 11 ? `· ${formatDateTime(b.scheduleTime)}` : ''}
          </span>
        )}
      </div>
    </section>
  );
}
