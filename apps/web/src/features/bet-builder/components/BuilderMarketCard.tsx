import { MARKET_STATUS } from '@placar/contract';
import { memo, useId, useState } from 'react';
import { CountBadge } from '../../../components';
import { formatOdds } from '../../../lib/format';
import { MarketFrame } from '../../sportsbook';
import type { BuilderMarket } from '../api/builder-api';
import { lineKey, type MarketGroup, pickKey } from '../model/picks';
import styles from './BuilderMarketCard.module.css';

type Outcome = BuilderMarket['outcomes'][number];

type Props = {
  group: MarketGroup;
  defaultOpen: boolean;
  /** pick keys of the current picks, and the lines they are on */
  picked: ReadonlySet<string>;
  pickedLines: ReadonlySet<string>;
  /** pick keys the server said cannot join the current picks */
  incompatible: ReadonlySet<string>;
  onPick(market: BuilderMarket, outcome: Outcome): void;
};

/** One market type of the builder (every line of it), its outcomes as toggle buttons. */
export const BuilderMarketCard = memo(function BuilderMarketCard({
  group,
  defaultOpen,
  picked,
  pickedLines,
  incompatible,
  onPick,
}: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const count = group.lines.reduce(
    (n, line) =>
      n + line.outcomes.filter((o) => picked.has(pickKey({ ...line, outcomeId: o.outcomeId }))).length,
    0,
  );
  return (
    <MarketFrame
      headingId={headingId}
      name={group.name}
      open={open}
      onToggle={() => setOpen(!open)}
      toggleClassName={styles.toggle}
      data-builder-market={group.marketTypeId}
      status={
        count > 0 && (
          <CountBadge>
            {count} <span className="visually-hidden">{count === 1 ? 'seleção' : 'seleções'}</span>
          </CountBadge>
        )
      }
    >
      {group.lines.map((line) => (
        <fieldset
          key={lineKey(line)}
          className={styles.grid}
          data-columns={Math.min(3, line.outcomes.length)}
          aria-label={line.marketName}
        >
          {line.outcomes.map((o) => {
            const key = pickKey({ ...line, outcomeId: o.outcomeId });
            const isPicked = picked.has(key);
            const blocked = !isPicked && !pickedLines.has(lineKey(line)) && incompatible.has(key);
            return (
              <OutcomeToggle
                key={o.outcomeId}
                line={line}
                outcome={o}
                picked={isPicked}
                blocked={blocked}
                onPick={onPick}
              />
            );
          })}
        </fieldset>
      ))}
    </MarketFrame>
  );
});

function OutcomeToggle({
  line,
  outcome,
  picked,
  blocked,
  onPick,
}: {
  line: BuilderMarket;
  outcome: Outcome;
  picked: boolean;
  blocked: boolean;
  onPick: Props['onPick'];
}) {
  const active = outcome.outcomeActive && line.marketStatus === MARKET_STATUS.Open;
  const odds = formatOdds(outcome.outcomeValueDecimal);
  const state = !active ? 'suspenso' : blocked ? 'não combina com as seleções' : odds;
  return (
    <button
      type="button"
      className={[styles.outcome, picked && styles.picked, blocked && styles.blocked]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={active ? picked : undefined}
      aria-disabled={blocked || undefined}
      disabled={!active}
      aria-label={`${line.marketName}: ${outcome.outcomeName}, ${state}`}
      onClick={() => onPick(line, outcome)}
      data-pick={pickKey({ ...line, outcomeId: outcome.outcomeId })}
    >
      <span className={styles.label}>{outcome.outcomeName}</span>
      <span className={styles.odds}>{active ? odds : 'Suspenso'}</span>
    </button>
  );
}
