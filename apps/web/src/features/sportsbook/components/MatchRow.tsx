import { memo, useCallback } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { LIVE_STATUSES, type SbMatch } from '../cache/match-entry';
import { countLabel } from '../count-label';
import { useMatchSlice } from '../hooks/use-match';
import { rowColumns, SPECIAL_WINNER_MARKET, SPECIAL_WINNER_SHOWN } from '../market-layout';
import { eventPath } from '../paths';
import { type MarketLayout, sportById } from '../sports';
import { HiddenMark } from './HiddenMark';
import { StreamingMark } from './LiveBadge';
import { MarketColumn } from './MarketColumn';
import { MatchClock } from './MatchClock';
import styles from './MatchRow.module.css';
import { OutcomeButton } from './OutcomeButton';

type HeaderView = {
  name: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  live: boolean;
  scheduleTime: string;
  hasStreaming: boolean;
  countMarkets: number;
  sportId: string;
};

const selectHeader = (m: SbMatch): HeaderView => ({
  name: m.name,
  home: m.homeCompetitorName,
  away: m.awayCompetitorName,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  live: LIVE_STATUSES.has(m.status),
  scheduleTime: m.scheduleTime,
  hasStreaming: m.hasStreaming,
  countMarkets: m.countMarkets,
  sportId: m.sportId,
});

/** A match in a list: clock or start time, teams and score, the sport's market columns. */
export const MatchRow = memo(function MatchRow({ matchId, wide }: { matchId: string; wide: boolean }) {
  const h = useMatchSlice(matchId, useCallback(selectHeader, []));
  if (!h) return <MatchRowSkeleton />;
  const sport = sportById(h.sportId);
  const layout: MarketLayout = sport?.layout ?? '1x2';
  const href = eventPath(h.sportId, matchId);
  const outright = layout === 'special-winner';
  return (
    <article className={styles.row} aria-label={h.name} data-match={matchId}>
      <Link to={href} className={styles.info}>
        <span className={styles.meta}>
          {h.live ? (
            <MatchClock matchId={matchId} />
          ) : (
            <time className={styles.start}>{formatDateTime(h.scheduleTime)}</time>
          )}
          {h.hasStreaming && <StreamingMark />}
          <HiddenMark matchId={matchId} />
        </span>
        {outright ? (
          <span className={styles.team}>{h.name}</span>
        ) : (
          <>
            <span className={styles.team}>
              <span className={styles.teamName}>{h.home}</span>
              {h.homeScore !== null && <span className={styles.score}>{h.homeScore}</span>}
            </span>
            <span className={styles.team}>
              <span className={styles.teamName}>{h.away}</span>
              {h.awayScore !== null && <span className={styles.score}>{h.awayScore}</span>}
            </span>
          </>
        )}
      </Link>
      <div className={styles.markets}>
        {outright ? (
          <OutrightFavourites matchId={matchId} context={h.name} />
        ) : (
          rowColumns(layout, wide).map((c) => (
            <MarketColumn key={c.marketId} matchId={matchId} column={c} context={h.name} />
          ))
        )}
      </div>
      <Link
        to={href}
        className={styles.more}
        aria-label={`${countLabel(h.countMarkets, 'mercado', 'mercados')} de ${h.name}`}
      >
        +{h.countMarkets}
      </Link>
    </article>
  );
});

type FavouritesView = { key: string; outcomeIds: string[] } | null;

/** F1 special winner: the three favourites of the race winner market. */
function OutrightFavourites({ matchId, context }: { matchId: string; context: string }) {
  const view = useMatchSlice(
    matchId,
    useCallback((m: SbMatch): FavouritesView => {
      const market =
        m.mainMarket?.id === SPECIAL_WINNER_MARKET
          ? m.mainMarket
          : m.markets.find((x) => x.id === SPECIAL_WINNER_MARKET);
      if (!market) return null;
      const ids = [...market.outcomes]
        .sort((a, b) => a.odds - b.odds)
        .slice(0, SPECIAL_WINNER_SHOWN)
        .map((o) => o.outcomeId);
      return { key: `${market.id}/${market.specifiers}`, outcomeIds: ids };
    }, []),
  );
  if (!view) return null;
  return (
    <fieldset className={styles.column} aria-label="Vencedor da corrida" data-count={3}>
      {view.outcomeIds.map((id) => (
        <OutcomeButton key={id} matchId={matchId} marketKey={view.key} outcomeId={id} context={context} />
      ))}
    </fieldset>
  );
}

export function MatchRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <span className={styles.info}>
        <span className={`${styles.bone} ${styles.boneShort}`} />
        <span className={styles.bone} />
        <span className={styles.bone} />
      </span>
      <span className={styles.markets}>
        <span className={styles.column} data-count={3}>
          <span className={styles.boneButton} />
          <span className={styles.boneButton} />
          <span className={styles.boneButton} />
        </span>
      </span>
      <span className={styles.more} />
    </div>
  );
}
