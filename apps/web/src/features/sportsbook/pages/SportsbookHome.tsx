import { STREAM_MAX_MATCHES } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { sbKeys } from '../api/keys';
import { liveMatchesQuery } from '../api/live-matches';
import { principalTournamentsQuery } from '../api/principal-tournaments';
import { LiveBadge } from '../components/LiveBadge';
import { EmptyList, MatchList, MatchListSkeleton } from '../components/MatchList';
import { WhenNear } from '../components/WhenNear';
import { countLabel } from '../count-label';
import { byStartTime } from '../group-matches';
import { useLiveStream } from '../hooks/use-live-stream';
import { useLiveListUpkeep } from '../hooks/use-live-upkeep';
import { useWide } from '../hooks/use-wide';
import { tournamentPath } from '../paths';
import { useSeo } from '../seo';
import { useAdminMode } from '../stores/admin-mode';
import styles from './pages.module.css';

const HOME_SEO = {
  title: 'Apostas esportivas ao vivo',
  description: `Apostas esportivas no ${brand.name}: futebol, basquete, tênis e mais, com odds ao vivo, placares em tempo real e Pix na hora.`,
  canonical: '/esportes',
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'Apostas esportivas',
    url: `https://${brand.domain}/esportes`,
    isPartOf: { '@type': 'WebSite', name: brand.name, url: `https://${brand.domain}` },
  },
};

/** /esportes: the live list by sport, highlighted tournaments and the upcoming matches. */
export function SportsbookHome() {
  useSeo(HOME_SEO);
  const { on: admin } = useAdminMode();
  const device = useWide() ? 'Desktop' : 'Mobile';
  const live = useQuery(liveMatchesQuery(device, admin));
  const principal = useQuery(principalTournamentsQuery(admin));
  const upcoming = byStartTime(principal.data?.flatMap((t) => t.events) ?? []).slice(0, 30);
  const upcomingIds = upcoming.slice(0, STREAM_MAX_MATCHES).map((i) => i.id);
  const status = useLiveStream({ kind: 'home' }, [sbKeys.liveAll]);
  useLiveStream(upcomingIds.length ? { kind: 'matches', ids: upcomingIds } : null, [sbKeys.principalAll]);
  useLiveListUpkeep(sbKeys.live(device, admin));

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Apostas esportivas</h1>
      {principal.isPending && (
        <div className={styles.highlights} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={`${styles.highlight} ${styles.highlightBone}`} />
          ))}
        </div>
      )}
      {principal.data && principal.data.length > 0 && (
        <nav className={styles.highlights} aria-label="Campeonatos em destaque">
          {principal.data.map((t) => (
            <Link
              key={t.tournamentId}
              to={tournamentPath(t.sportId, t.tournamentId)}
              className={styles.highlight}
            >
              <span className={styles.highlightCategory}>{t.categoryName}</span>
              <strong>{t.tournamentName}</strong>
              <span className={styles.highlightCount}>{t.events.length} jogos</span>
            </Link>
          ))}
        </nav>
      )}
      <section aria-labelledby="ao-vivo" className={styles.section}>
        <h2 id="ao-vivo" className={styles.sectionTitle}>
          <LiveBadge /> Ao vivo agora
          {live.data && (
            <span className={styles.sectionCount}>{countLabel(live.data.length, 'partida', 'partidas')}</span>
          )}
          {status === 'reconnecting' && <span className={styles.reconnecting}>reconectando…</span>}
        </h2>
        {live.isPending ? (
          <MatchListSkeleton rows={8} />
        ) : live.isError ? (
          <EmptyList>Não foi possível carregar os jogos ao vivo. Tente de novo em instantes.</EmptyList>
        ) : live.data.length === 0 ? (
          <EmptyList>Nenhuma partida ao vivo agora. Confira os próximos jogos abaixo.</EmptyList>
        ) : (
          <MatchList items={live.data} section="ao-vivo" />
        )}
      </section>
      <section aria-labelledby="proximos" className={styles.section}>
        <h2 id="proximos" className={styles.sectionTitle}>
          Próximos jogos
        </h2>
        {principal.isPending ? (
          <MatchListSkeleton rows={4} />
        ) : upcoming.length === 0 ? (
          <EmptyList>Nenhum jogo dos campeonatos principais nos próximos dias.</EmptyList>
        ) : (
          <WhenNear placeholder={<MatchListSkeleton rows={4} />} margin="0px">
            <MatchList items={upcoming} section="proximos-jogos" />
          </WhenNear>
        )}
      </section>
    </div>
  );
}
