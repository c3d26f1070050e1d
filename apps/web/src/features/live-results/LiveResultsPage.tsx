import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  ALL_SPORTS,
  EmptyList,
  eventPath,
  LiveBadge,
  liveMatchesQuery,
  MatchClock,
  type SbMatch,
  sbKeys,
  sportById,
  useAdminMode,
  useLiveStream,
  useMatchSlice,
  useSeo,
} from '../sportsbook';
import styles from './LiveResultsPage.module.css';

const selectScore = (m: SbMatch) => ({
  home: m.homeCompetitorName,
  away: m.awayCompetitorName,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  sportId: m.sportId,
  name: m.name,
});

function ResultRow({ id }: { id: string }) {
  const r = useMatchSlice(id, useCallback(selectScore, []));
  if (!r) return null;
  return (
    <li className={styles.row}>
      <span className={styles.clock}>
        <MatchClock matchId={id} compact />
      </span>
      <Link
        to={eventPath(r.sportId, id)}
        className={styles.teams}
        aria-label={`${r.name}: ${r.homeScore ?? 0} a ${r.awayScore ?? 0}`}
      >
        <span>{r.home}</span>
        <span>{r.away}</span>
      </Link>
      <span className={styles.score} aria-hidden="true">
        <span>{r.homeScore ?? '-'}</span>
        <span>{r.awayScore ?? '-'}</span>
      </span>
    </li>
  );
}

/** /live-results: the scores of every live match, by sport, as they happen (no odds). */
export function LiveResultsPage() {
  useSeo({
    title: 'Resultados ao vivo',
    description: 'Placares ao vivo de futebol, tênis, vôlei e mais, atualizados em tempo real.',
    canonical: '/live-results',
  });
  const { on: admin } = useAdminMode();
  const live = useQuery(liveMatchesQuery('Mobile', admin));
  useLiveStream({ kind: 'home' }, [sbKeys.liveAll]);
  const bySport = ALL_SPORTS.map((s) => ({
    sport: s,
    items: (live.data ?? []).filter((i) => i.sportId === s.id),
  })).filter((g) => g.items.length > 0);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <LiveBadge /> Resultados ao vivo
      </h1>
      {live.isPending ? (
        <p className={styles.loading} role="status">
          Carregando placares…
        </p>
      ) : bySport.length === 0 ? (
        <EmptyList>Nenhuma partida ao vivo neste momento.</EmptyList>
      ) : (
        bySport.map(({ sport, items }) => (
          <section key={sport.id} className={styles.sport} aria-labelledby={`lr-${sport.key}`}>
            <h2 id={`lr-${sport.key}`} className={styles.sportTitle}>
              {sportById(sport.id)?.namePt}
            </h2>
            <ul className={styles.list}>
              {items.map((i) => (
                <ResultRow key={i.id} id={i.id} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
