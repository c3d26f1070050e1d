import { useCallback } from 'react';
import { marketKey, type SbMatch } from '../cache/match-entry';
import { useMatchSlice } from '../hooks/use-match';
import { formatLine, marketLine, type RowColumn } from '../market-layout';
import styles from './MatchRow.module.css';
import { OutcomeButton } from './OutcomeButton';

type ColumnView = { key: string; line: string | null } | null;

/** One column of a match row: the buttons of one market (its line in the labels of totals and handicaps). */
export function MarketColumn({
  matchId,
  column,
  context,
}: {
  matchId: string;
  column: RowColumn;
  context: string;
}) {
  const select = useCallback(
    (m: SbMatch): ColumnView => {
      const market =
        m.mainMarket?.id === column.marketId ? m.mainMarket : m.markets.find((x) => x.id === column.marketId);
      return market ? { key: marketKey(market), line: marketLine(market) } : null;
    },
    [column.marketId],
  );
  const view = useMatchSlice(matchId, select);
  const signed = column.marketId === 223 || column.marketId === 16;
  return (
    <fieldset className={styles.column} aria-label={column.heading} data-count={column.outcomeIds.length}>
      {column.outcomeIds.map((outcomeId, i) => {
        const base = column.labels[i] ?? '';
        const line = view?.line
          ? formatLine(i === 1 && signed ? String(-Number(view.line)) : view.line, signed)
          : '';
        const label = line ? `${base} ${line}` : base;
        return view ? (
          <OutcomeButton
            key={outcomeId}
            matchId={matchId}
            marketKey={view.key}
            outcomeId={outcomeId}
            label={label}
            context={`${context}, ${column.heading}`}
          />
        ) : (
          <span key={outcomeId} className={styles.empty} aria-hidden="true">
            —
          </span>
        );
      })}
    </fieldset>
  );
}
