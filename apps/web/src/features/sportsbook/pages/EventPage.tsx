import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { brand } from '../../../lib/brand';
import { BetBuilder } from '../../bet-builder';
import { matchDetailQuery } from '../api/fixture';
import { sbKeys } from '../api/keys';
import { LIVE_STATUSES, type SbMatch } from '../cache/match-entry';
import { MarketCard } from '../components/MarketCard';
import { MatchTracker } from '../components/MatchTracker';
import { Scoreboard } from '../components/Scoreboard';
import { WhenNear } from '../components/WhenNear';
import { useLiveStream } from '../hooks/use-live-stream';
import { useMatchSlice } from '../hooks/use-match';
import { availableGroups, groupLabel, groupMarketIds, type MarketGroupId } from '../market-groups';
import { eventPath } from '../paths';
import { useSeo } from '../seo';
import { type SportInfo, sportById, sportBySlug } from '../sports';
import styles from './EventPage.module.css';
import { NotFoundSport } from './NotFoundSport';

const MATCH_ID = /^(sr|bg):(match|stage|season):\d{1,12}$/;
/** Market cards rendered at once (a phone's first screen); the others when they near the screen. */
const EAGER_CARDS = 3;

/** /esportes/{sportName}/evento/{matchId}/{stageId?}: scoreboard, tracker and every market. */
export function EventPage() {
  const { sportName, matchId = '', stageId } = useParams();
  const id = stageId && MATCH_ID.test(stageId) ? stageId : matchId;
  const sport = sportBySlug(sportName);
  if (!sport || !MATCH_ID.test(id)) return <NotFoundSport what="Evento" />;
  return <Event key={id} id={id} sport={sport} />;
}

const selectMarketIds = (m: SbMatch) => {
  const ids: number[] = [];
  for (const x of m.markets)
    if (!ids.includes(x.id) && x.status !== 'Closed' && x.status !== 3) ids.push(x.id);
  return { ids, live: LIVE_STATUSES.has(m.status), name: m.name, sportId: m.sportId, start: m.scheduleTime };
};

function Event({ id, sport }: { id: string; sport: SportInfo }) {
  const detail = useQuery(matchDetailQuery(id));
  useLiveStream({ kind: 'match', id }, [sbKeys.match(id)]);
  const view = useMatchSlice(id, useCallback(selectMarketIds, []));
  const [group, setGroup] = useState<MarketGroupId>('todas');
  const layout = sportById(view?.sportId)?.layout ?? sport.layout;
  useSeo({
    title: view
      ? `${view.name}: odds e apostas ${view.live ? 'ao vivo' : ''}`.trim()
      : `Apostas em ${sport.namePt}`,
    description: view
      ? `Aposte em ${view.name} (${sport.namePt}) no ${brand.name}: todas as odds, placar e acompanhamento ao vivo.`
      : `Apostas em ${sport.namePt} no ${brand.name}.`,
    canonical: eventPath(sport.id, id),
    jsonLd: view
      ? {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name: view.name,
          startDate: view.start,
          sport: sport.namePt,
          url: `https://${brand.domain}${eventPath(sport.id, id)}`,
        }
      : undefined,
  });

  if (detail.isError && !view) return <NotFoundSport what="Evento" />;
  if (!view || !detail.data?.detail) return <EventSkeleton />;
  const groups = availableGroups(layout, view.ids, view.live);
  const current = groups.includes(group) ? group : 'todas';
  const shown = groupMarketIds(current, layout, view.ids);
  return (
    <div className={styles.event}>
      <div className={styles.main}>
        <Scoreboard matchId={id} />
        <nav className={styles.groups} aria-label="Grupos de mercados">
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              className={g === current ? `${styles.group} ${styles.groupActive}` : styles.group}
              aria-pressed={g === current}
              onClick={() => setGroup(g)}
            >
              {groupLabel(g, layout)}
            </button>
          ))}
        </nav>
        <h2 className="visually-hidden">Mercados: {groupLabel(current, layout)}</h2>
        <div className={styles.markets}>
          {current === 'criar-aposta' ? (
            <BetBuilder matchId={id} />
          ) : shown.length === 0 ? (
            <p className={styles.note}>Nenhum mercado aberto neste momento.</p>
          ) : (
            shown.map((mid, i) =>
              // the first cards fill the screen; the others render as they near it (a football match
              // has some thirty markets, hundreds of buttons)
              i < EAGER_CARDS ? (
                <MarketCard key={mid} matchId={id} marketId={mid} />
              ) : (
                <WhenNear key={mid} placeholder={<div className={styles.boneCard} />}>
                  <MarketCard matchId={id} marketId={mid} />
                </WhenNear>
              ),
            )
          )}
        </div>
      </div>
      <aside className={styles.side}>
        {/* below the markets on a phone: drawn when reached; beside them on a desktop: right after */}
        <WhenNear placeholder={<div className={styles.boneCard} />}>
          <MatchTracker matchId={id} />
        </WhenNear>
      </aside>
    </div>
  );
}

function EventSkeleton() {
  return (
    <div className={styles.event} role="status" aria-label="Carregando evento">
      <div className={styles.main}>
        <div className={styles.boneBoard} />
        <div className={styles.markets}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={i} className={styles.boneCard} />
          ))}
        </div>
      </div>
    </div>
  );
}
