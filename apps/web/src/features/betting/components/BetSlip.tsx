import { TICKET_TYPE, WARNING_CLEAR_MS } from '@placar/contract';
import { useEffect } from 'react';
import { CountBadge, Spinner } from '../../../components';
import { formatOdds } from '../../../lib/format';
import { FollowMatch, useFollowItems } from '../hooks/use-follow-items';
import { useFreeBets } from '../hooks/use-free-bets';
import { useSharedSlip } from '../hooks/use-shared-slip';
import { shownOdds } from '../model/confirmation';
import { mustConfirmOdds } from '../model/odds-change';
import { canBeMultiple, checkAccumulator, combinedOdds } from '../model/ticket-rules';
import { installSlipHandler } from '../selection-handler';
import { useBetSlip } from '../stores/bet-slip';
import { useOddsChange } from '../stores/odds-change';
import styles from './BetSlip.module.css';
import { MaxBalanceModal } from './MaxBalanceModal';
import { SlipFooter } from './SlipFooter';
import { SlipItemRow } from './SlipItemRow';
import { SlipResult } from './SlipResult';

installSlipHandler();

/**
 * The bet slip (seed 002 section 2): a right column on wide screens, a bottom sheet on phones that
 * collapses to a bar. Mount it once per variant where the sportsbook layout keeps its place.
 */
export function BetSlip({ variant }: { variant: 'column' | 'sheet' }) {
  const count = useBetSlip((s) => s.betItems.length);
  const expanded = useBetSlip((s) => s.isExpanded);
  const setExpanded = useBetSlip((s) => s.setExpanded);
  const odds = useBetSlip((s) => combinedOdds(s.betItems.map((i) => shownOdds(s, i))));
  if (variant === 'column')
    return (
      <aside className={styles.column} aria-label="Boletim de apostas" id="boletim">
        <SlipFollower />
        <SlipHeader count={count} />
        <SlipBody />
      </aside>
    );
  if (count === 0) return null;
  return (
    <aside
      className={expanded ? `${styles.sheet} ${styles.sheetOpen}` : styles.sheet}
      aria-label="Boletim de apostas"
    >
      <button
        type="button"
        className={styles.handle}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        <CountBadge className={styles.count}>{count}</CountBadge>
        <span>Boletim</span>
        <span className={styles.handleOdds}>{formatOdds(odds)}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {expanded && (
        <div className={styles.sheetBody}>
          <SlipBody />
        </div>
      )}
    </aside>
  );
}

/** Follows the slip's matches: mounted once (in the column, always rendered). */
function SlipFollower() {
  const ids = useFollowItems();
  useSharedSlip();
  return (
    <>
      {ids.map((id) => (
        <FollowMatch key={id} id={id} />
      ))}
      <MaxBalanceModal />
    </>
  );
}

function SlipHeader({ count }: { count: number }) {
  const clear = useBetSlip((s) => s.clear);
  const step = useBetSlip((s) => s.ticketStep);
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>
        Boletim <CountBadge className={styles.count}>{count}</CountBadge>
      </h2>
      {count > 0 && step !== 'Waiting' && (
        <button type="button" className={styles.clearAll} onClick={clear}>
          Limpar
        </button>
      )}
    </header>
  );
}

function SlipBody() {
  const items = useBetSlip((s) => s.betItems);
  const step = useBetSlip((s) => s.ticketStep);
  const type = useBetSlip((s) => s.ticketType);
  const setType = useBetSlip((s) => s.setTicketType);
  const oddsChangeType = useOddsChange((s) => s.oddsChangeType);
  const oddsChanged = useBetSlip((s) => s.oddsChanged && mustConfirmOdds(s.betItems, oddsChangeType));
  const freeBets = useFreeBets();
  if (items.length === 0)
    return (
      <div className={styles.empty}>
        <Warning />
        <p>Seu boletim está vazio.</p>
        <p className={styles.muted}>Toque numa cotação para adicioná-la.</p>
      </div>
    );
  const multiple = type === TICKET_TYPE.multiple;
  const combinable = canBeMultiple(items);
  const why =
    items.length > 1 && !combinable ? (checkAccumulator(items) as { reason?: string }).reason : null;
  const locked = step === 'Waiting' || step === 'Result' || step === 'Disconnected';
  return (
    <div className={styles.body}>
      <Warning />
      {items.length > 1 && !locked && (
        <div className={styles.tabs} role="tablist" aria-label="Tipo de aposta">
          <button
            type="button"
            role="tab"
            aria-selected={!multiple}
            className={styles.tab}
            onClick={() => setType(0)}
          >
            Simples
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={multiple}
            className={styles.tab}
            disabled={!combinable}
            title={why ?? undefined}
            onClick={() => setType(1)}
          >
            Múltipla
          </button>
        </div>
      )}
      {why && !locked && <p className={styles.hint}>{why}</p>}
      {oddsChanged && step === 'SettingBet' && (
        <p className={`${styles.hint} ${styles.hintWarn}`} role="alert">
          As cotações mudaram. Confira e aceite as novas cotações para apostar.
        </p>
      )}
      {(step === 'Result' || step === 'Disconnected') && <SlipResult />}
      <ul className={styles.list}>
        {items.map((item) => (
          <SlipItemRow
            key={item.id}
            item={item}
            withStake={!multiple}
            locked={locked}
            freeBet={freeBets[0]}
          />
        ))}
      </ul>
      {step === 'Waiting' ? (
        <div className={styles.waiting} role="status">
          <Spinner size="sm" label="Enviando" />
          <span>Enviando sua aposta…</span>
        </div>
      ) : (
        step === 'SettingBet' && <SlipFooter freeBet={freeBets[0]} />
      )}
    </div>
  );
}

/** Warnings clear after 4 s (seed 002 section 9). */
function Warning() {
  const warning = useBetSlip((s) => s.warning);
  const clearWarning = useBetSlip((s) => s.clearWarning);
  useEffect(() => {
    if (!warning) return;
    const t = setTimeout(() => clearWarning(warning.at), WARNING_CLEAR_MS);
    return () => clearTimeout(t);
  }, [warning, clearWarning]);
  if (!warning) return null;
  return (
    <p className={styles.warning} role="alert">
      {warning.message}
    </p>
  );
}
