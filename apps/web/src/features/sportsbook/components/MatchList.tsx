import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ListItem } from '../api/seed-matches';
import { groupBySport, type TournamentGroup } from '../group-matches';
import { useWide } from '../hooks/use-wide';
import { rowColumns } from '../market-layout';
import { sportPath, tournamentPath } from '../paths';
import { ALL_SPORTS, sportById } from '../sports';
import styles from './MatchList.module.css';
import { MatchRow, MatchRowSkeleton } from './MatchRow';

const SPORT_ORDER = ALL_SPORTS.map((s) => s.id);
/** Measured heights of a tournament's header and of a match row (MatchRow.module.css). */
const TOURNAMENT_HEAD_PX = 38;
const ROW_PX = 76;
/** Rows drawn in the first pass (a phone screen's worth), then per step. */
const FIRST_ROWS = 6;
const STEP_ROWS = 6;

/**
 * How many rows of a list of `total` to draw now: a screenful first, then a few more per task (each
 * step a short background render and commit), until all are drawn. Later growth is drawn the same way.
 */
function useRowsDrawn(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  useEffect(() => {
    if (drawn >= total) return;
    const step = setTimeout(() => startTransition(() => setDrawn((n) => n + STEP_ROWS)), 0);
    return () => clearTimeout(step);
  }, [drawn, total]);
  return drawn;
}

function ColumnHeadings({ sportId, wide }: { sportId: string; wide: boolean }) {
  const layout = sportById(sportId)?.layout ?? '1x2';
  const columns = rowColumns(layout, wide);
  return (
    <span className={styles.headings} aria-hidden="true">
      {columns.map((c) => (
        <span key={c.marketId} className={styles.heading} data-count={c.outcomeIds.length}>
          {c.heading}
        </span>
      ))}
      <span className={styles.headingMore} />
    </span>
  );
}

function Tournament({
  group,
  wide,
  headingLevel,
  drawn,
}: {
  group: TournamentGroup;
  wide: boolean;
  headingLevel: 'h3' | 'h2';
  /** how many of its rows to draw now; the others stand as space of their height */
  drawn: number;
}) {
  const H = headingLevel;
  return (
    <section
      className={styles.tournament}
      aria-label={`${group.categoryName} · ${group.tournamentName}`}
      // the size an off-screen section stands for until drawn: its header and rows, so the list does
      // not jump when sections come into view (content-visibility: auto in the CSS)
      style={{ containIntrinsicSize: `auto ${TOURNAMENT_HEAD_PX + group.ids.length * ROW_PX}px` }}
    >
      <header className={styles.tournamentHead}>
        <H className={styles.tournamentName}>
          <Link to={tournamentPath(group.sportId, group.tournamentId)}>
            <span className={styles.category}>{group.categoryName}</span> {group.tournamentName}
          </Link>
        </H>
        <ColumnHeadings sportId={group.sportId} wide={wide} />
      </header>
      {group.ids.slice(0, drawn).map((id) => (
        <MatchRow key={id} matchId={id} wide={wide} />
      ))}
      {drawn < group.ids.length && <div style={{ height: (group.ids.length - drawn) * ROW_PX }} />}
    </section>
  );
}

/**
 * Matches grouped by sport (when several) and tournament, with each sport's column headings.
 * `section` names the sport page the sport heading links to. The first pass draws a screenful of
 * rows and holds the place of the others, which follow a few per task (useRowsDrawn), so a long list
 * never blocks a phone's main thread in one piece.
 */
export function MatchList({
  items,
  groupSports = true,
  section,
}: {
  items: readonly ListItem[];
  groupSports?: boolean;
  section?: string;
}) {
  const wide = useWide();
  const groups = groupBySport(items, SPORT_ORDER);
  let left = useRowsDrawn(items.length);
  const draw = (t: TournamentGroup) => {
    const n = Math.min(t.ids.length, left);
    left -= n;
    return n;
  };
  if (!groupSports) {
    return (
      <div className={styles.list}>
        {groups.flatMap((g) =>
          g.tournaments.map((t) => (
            <Tournament key={t.tournamentId} group={t} wide={wide} headingLevel="h2" drawn={draw(t)} />
          )),
        )}
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {groups.map((g) => {
        const sport = sportById(g.sportId);
        return (
          <section key={g.sportId} className={styles.sport} aria-label={sport?.namePt ?? 'Outros esportes'}>
            <h2 className={styles.sportHead}>
              <Link to={sportPath(sport?.key ?? 'futebol', section)}>{sport?.namePt ?? 'Outros'}</Link>
              <span className={styles.count}>{g.count}</span>
            </h2>
            {g.tournaments.map((t) => (
              <Tournament key={t.tournamentId} group={t} wide={wide} headingLevel="h3" drawn={draw(t)} />
            ))}
          </section>
        );
      })}
    </div>
  );
}

export function MatchListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.list} role="status" aria-label="Carregando partidas">
      {/* drawn at once at its real size (not content-visibility's stand-in size) */}
      <section className={styles.tournament} style={{ contentVisibility: 'visible' }}>
        <header className={styles.tournamentHead}>
          <span className={styles.boneTitle} />
        </header>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <MatchRowSkeleton key={i} />
        ))}
      </section>
    </div>
  );
}

export function EmptyList({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}
