import { useQuery } from '@tanstack/react-query';
import { Navigate, NavLink, useParams } from 'react-router';
import { sportCatalogQuery } from '../api/catalog';
import { sbKeys } from '../api/keys';
import { liveMatchesQuery } from '../api/live-matches';
import { prematchQuery } from '../api/prematch';
import type { ListItem } from '../api/seed-matches';
import { LiveBadge } from '../components/LiveBadge';
import { EmptyList, MatchList, MatchListSkeleton } from '../components/MatchList';
import { countLabel } from '../count-label';
import { byStartTime } from '../group-matches';
import { useLiveStream } from '../hooks/use-live-stream';
import { useLiveListUpkeep } from '../hooks/use-live-upkeep';
import { useWide } from '../hooks/use-wide';
import { eventPath, sportPath } from '../paths';
import { sportSeo, useSeo } from '../seo';
import { isSection, SECTIONS, type SectionSlug, type SportInfo, sportBySlug } from '../sports';
import { useAdminMode } from '../stores/admin-mode';
import { NotFoundSport } from './NotFoundSport';
import styles from './pages.module.css';

/** Categories that group competitions of several countries (the catalogue has no flag for them). */
const INTERNATIONAL =
  /internacional|international|mundo|world|europa|europe|am[ée]rica|clubes|sele[çc][õo]es/i;

/** /esportes/{sportName}/{section?}/{matchId?}: a sport's live, upcoming, international and principal games. */
export function SportPage() {
  const { sportName, section, matchId } = useParams();
  const sport = sportBySlug(sportName);
  if (!sport || (section !== undefined && !isSection(section))) return <NotFoundSport />;
  if (matchId) return <Navigate to={eventPath(sport.id, matchId)} replace />;
  return <SportSections sport={sport} section={section} />;
}

function SportSections({ sport, section }: { sport: SportInfo; section: SectionSlug | undefined }) {
  useSeo(sportSeo(sport.namePt, sport.key, section));
  const { on: admin } = useAdminMode();
  const device = useWide() ? 'Desktop' : 'Mobile';
  const outright = sport.layout === 'special-winner';
  const wantLive = !outright && (section === undefined || section === 'ao-vivo');
  const wantPrematch = section !== 'ao-vivo';
  const live = useQuery({ ...liveMatchesQuery(device, admin), enabled: wantLive });
  const prematch = useQuery({ ...prematchQuery(sport.id, admin), enabled: wantPrematch });
  const catalog = useQuery({ ...sportCatalogQuery(sport.id), enabled: section === 'jogos-principais' });
  useLiveStream(wantLive ? { kind: 'sport', id: sport.id } : null, [sbKeys.liveAll]);
  useLiveStream(wantPrematch ? { kind: 'sport', id: sport.id, prematch: true } : null, [sbKeys.prematchAll]);
  useLiveListUpkeep(sbKeys.live(device, admin));

  const liveItems = (live.data ?? []).filter((i) => i.sportId === sport.id);
  const principalIds = new Set(
    catalog.data?.categories.flatMap((c) => c.tournaments.filter((t) => t.isPrincipal).map((t) => t.id)) ??
      [],
  );
  const upcomingFilter = (i: ListItem) =>
    section === 'ligas-internacionais'
      ? INTERNATIONAL.test(i.categoryName)
      : section === 'jogos-principais'
        ? principalIds.has(i.tournamentId)
        : true;
  const upcoming = byStartTime((prematch.data ?? []).filter(upcomingFilter));
  const tabs: Array<[SectionSlug | undefined, string]> = outright
    ? [
        [undefined, 'Todos'],
        ['proximos-jogos', 'Próximas corridas'],
      ]
    : [[undefined, 'Todos'], ...(Object.entries(SECTIONS) as Array<[SectionSlug, string]>)];

  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{sport.namePt}</h1>
        <nav className={styles.tabs} aria-label={`Seções de ${sport.namePt}`}>
          {tabs.map(([slug, label]) => (
            <NavLink
              key={slug ?? 'todos'}
              to={sportPath(sport.key, slug)}
              end
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
            >
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      {wantLive && (
        <section aria-labelledby="sport-live" className={styles.section}>
          <h2 id="sport-live" className={styles.sectionTitle}>
            <LiveBadge /> Ao vivo
            {live.data && (
              <span className={styles.sectionCount}>
                {countLabel(liveItems.length, 'partida', 'partidas')}
              </span>
            )}
          </h2>
          {live.isPending ? (
            <MatchListSkeleton rows={4} />
          ) : liveItems.length === 0 ? (
            <EmptyList>{`Nenhuma partida de ${sport.namePt} ao vivo agora.`}</EmptyList>
          ) : (
            <MatchList items={liveItems} groupSports={false} />
          )}
        </section>
      )}
      {wantPrematch && (
        <section aria-labelledby="sport-upcoming" className={styles.section}>
          <h2 id="sport-upcoming" className={styles.sectionTitle}>
            {section && section !== 'proximos-jogos'
              ? SECTIONS[section]
              : outright
                ? 'Próximas corridas'
                : 'Próximos jogos'}
            {prematch.data && <span className={styles.sectionCount}>{upcoming.length} eventos</span>}
          </h2>
          {prematch.isPending || (section === 'jogos-principais' && catalog.isPending) ? (
            <MatchListSkeleton rows={5} />
          ) : upcoming.length === 0 ? (
            <EmptyList>Nenhum evento nesta seção por enquanto.</EmptyList>
          ) : (
            <MatchList items={upcoming} groupSports={false} />
          )}
        </section>
      )}
    </div>
  );
}
