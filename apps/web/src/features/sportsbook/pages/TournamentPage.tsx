import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { brand } from '../../../lib/brand';
import { sbKeys } from '../api/keys';
import { tournamentEventsQuery, tournamentNameQuery } from '../api/tournament';
import { EmptyList, MatchList, MatchListSkeleton } from '../components/MatchList';
import { useLiveStream } from '../hooks/use-live-stream';
import { sportPath, tournamentPath } from '../paths';
import { useSeo } from '../seo';
import { sportBySlug } from '../sports';
import { useAdminMode } from '../stores/admin-mode';
import { NotFoundSport } from './NotFoundSport';
import styles from './pages.module.css';

const TOURNAMENT_ID = /^(sr|bg):(tournament|simple_tournament|season|stage):\d{1,12}$/;

/** /esportes/{sportName}/torneio/{tournamentId}: a tournament's live and upcoming games (noindex). */
export function TournamentPage() {
  const { sportName, tournamentId = '' } = useParams();
  const sport = sportBySlug(sportName);
  const valid = Boolean(sport) && TOURNAMENT_ID.test(tournamentId);
  const { on: admin } = useAdminMode();
  const name = useQuery({ ...tournamentNameQuery(tournamentId), enabled: valid });
  const events = useQuery({ ...tournamentEventsQuery(tournamentId, admin), enabled: valid });
  useLiveStream(valid ? { kind: 'tournament', id: tournamentId } : null, [
    sbKeys.tournament(tournamentId, admin),
  ]);
  const title = name.data?.name ?? 'Campeonato';
  useSeo({
    title: `${title}: apostas e odds`,
    description: `Jogos e odds de ${title} no ${brand.name}.`,
    canonical: sport ? tournamentPath(sport.id, tournamentId) : '/esportes',
    noindex: true,
  });
  if (!sport || !valid) return <NotFoundSport what="Campeonato" />;
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <p className={styles.crumbs}>
          <Link to={sportPath(sport.key)}>{sport.namePt}</Link> · {name.data?.categoryName ?? ''}
        </p>
        <h1 className={styles.pageTitle}>{name.data?.name ?? '\u00a0'}</h1>
      </header>
      {events.isPending ? (
        <MatchListSkeleton rows={6} />
      ) : events.isError || name.isError ? (
        <EmptyList>Campeonato não encontrado ou sem jogos disponíveis.</EmptyList>
      ) : events.data.length === 0 ? (
        <EmptyList>Nenhum jogo deste campeonato disponível agora.</EmptyList>
      ) : (
        <MatchList items={events.data} groupSports={false} />
      )}
    </div>
  );
}
