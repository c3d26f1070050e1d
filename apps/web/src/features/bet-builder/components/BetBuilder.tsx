import { MARKET_STATUS, TICKET_VIBRATION_MS, WARNING_CLEAR_MS } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button, Skeleton } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { type CustomBetMatch, toCustomBetItem, useBetSlip } from '../../betting';
import { type SbMatch, useMatchSlice } from '../../sportsbook';
import { type BuilderMarket, builderApi, builderKeys } from '../api/builder-api';
import { useCustomPrice, useIncompatible } from '../hooks/use-custom-price';
import { groupByType, lineKey, OPEN_BY_DEFAULT, pickKey, togglePick, toPick } from '../model/picks';
import { useBuilderPicks, usePicks } from '../stores/builder-picks';
import styles from './BetBuilder.module.css';
import { BuilderMarketCard } from './BuilderMarketCard';
import { BuilderSummary } from './BuilderSummary';

type Message = { text: string; tone: 'error' | 'info' | 'ok'; at: number };

const matchOf = (m: SbMatch): CustomBetMatch => ({
  id: m.id,
  name: m.name,
  status: m.status,
  scheduleTime: m.scheduleTime,
  tournamentId: m.tournamentId,
  providerId: m.providerId,
  sportId: m.sportId,
  bookingStatus: m.bookingStatus,
});

const MARKETS_REFRESH_MS = 30_000;

/**
 * The event page's 'Criar aposta' group (seed 001 section 2, seed 002 sections 2-7): the player picks
 * 2 to 10 selections of this match from the markets the server says combine, sees their odds priced
 * together as they pick, and adds the combination to the slip as one custom bet.
 */
export function BetBuilder({ matchId }: { matchId: string }) {
  const headingId = useId();
  const markets = useQuery({
    queryKey: builderKeys.markets(matchId),
    queryFn: ({ signal }) => builderApi.availableSelections(matchId, signal),
    staleTime: MARKETS_REFRESH_MS,
    refetchInterval: MARKETS_REFRESH_MS,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
  const match = useMatchSlice(matchId, matchOf);
  const picks = usePicks(matchId);
  const setPicks = useBuilderPicks((s) => s.set);
  const price = useCustomPrice(matchId, picks);
  const incompatible = useIncompatible(matchId, picks);
  const slipBar = useBetSlip((s) => s.betItems.length > 0);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), WARNING_CLEAR_MS);
    return () => clearTimeout(t);
  }, [message]);

  const onPick = useCallback(
    (market: BuilderMarket, outcome: BuilderMarket['outcomes'][number]) => {
      const pick = toPick(market, outcome);
      const current = useBuilderPicks.getState().byEvent[matchId] ?? [];
      const key = pickKey(pick);
      const onLine = current.some((p) => lineKey(p) === lineKey(pick));
      if (!onLine && incompatible.has(key)) {
        setMessage({ text: 'Seleção não compatível.', tone: 'error', at: Date.now() });
        return;
      }
      const answer = togglePick(current, pick);
      if (answer.kind === 'too-many') {
        setMessage({ text: answer.message, tone: 'error', at: Date.now() });
        return;
      }
      setMessage(null);
      setPicks(matchId, answer.picks);
    },
    [matchId, incompatible, setPicks],
  );

  const available = useMemo(() => {
    const open = new Set<string>();
    for (const m of markets.data?.markets ?? [])
      if (m.marketStatus === MARKET_STATUS.Open)
        for (const o of m.outcomes) if (o.outcomeActive) open.add(pickKey({ ...m, outcomeId: o.outcomeId }));
    return open;
  }, [markets.data]);
  const unavailable = useMemo(
    () => new Set(markets.data ? picks.map(pickKey).filter((k) => !available.has(k)) : []),
    [markets.data, picks, available],
  );
  const picked = useMemo(() => new Set(picks.map(pickKey)), [picks]);
  const pickedLines = useMemo(() => new Set(picks.map(lineKey)), [picks]);
  const groups = useMemo(() => groupByType(markets.data?.markets ?? []), [markets.data]);

  if (markets.isPending) return <BuilderSkeleton />;
  if (markets.isError) {
    const none = markets.error instanceof ApiError && markets.error.status === 404;
    return (
      <div className={styles.unavailable} role="status">
        <p>
          {none ? 'Criar aposta indisponível para este evento.' : 'Não foi possível carregar Criar aposta.'}
        </p>
        {!none && (
          <Button variant="secondary" onClick={() => void markets.refetch()}>
            Tentar de novo
          </Button>
        )}
      </div>
    );
  }

  const add = () => {
    if (price.kind !== 'priced' || !match) return;
    const item = toCustomBetItem(match, picks, price.price, Date.now());
    const answer = useBetSlip.getState().addCustomBet(item);
    if (answer === 'exists') {
      setMessage({ text: 'Esta aposta criada já está no boletim.', tone: 'info', at: Date.now() });
      return;
    }
    if (answer === 'refused') {
      setMessage({
        text: 'Não foi possível adicionar agora. Confira o boletim.',
        tone: 'error',
        at: Date.now(),
      });
      return;
    }
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
      navigator.vibrate(TICKET_VIBRATION_MS);
    if (useBetSlip.getState().betItems.length === 1) useBetSlip.getState().setExpanded(true);
    useBuilderPicks.getState().clear(matchId);
    setMessage({ text: 'Aposta criada adicionada ao boletim.', tone: 'ok', at: Date.now() });
  };

  const shown =
    message ??
    (price.kind === 'too-few' || price.kind === 'incompatible' || price.kind === 'error'
      ? { text: price.message, tone: price.kind === 'too-few' ? ('info' as const) : ('error' as const) }
      : unavailable.size > 0
        ? {
            text: 'Uma das seleções está suspensa no momento. Remova-a para continuar.',
            tone: 'error' as const,
          }
        : null);

  return (
    <section className={styles.builder} aria-labelledby={headingId} data-testid="bet-builder">
      <header className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          Criar aposta
        </h2>
        <p className={styles.lead}>
          Combine de 2 a 10 seleções deste jogo numa única aposta. A cotação é calculada para as seleções
          juntas.
        </p>
      </header>
      <div className={styles.markets}>
        {groups.map((g, i) => (
          <BuilderMarketCard
            key={g.marketTypeId}
            group={g}
            defaultOpen={i < OPEN_BY_DEFAULT}
            picked={picked}
            pickedLines={pickedLines}
            incompatible={incompatible}
            onPick={onPick}
          />
        ))}
      </div>
      {(picks.length > 0 || message) && (
        <BuilderSummary
          picks={picks}
          price={price}
          message={shown}
          slipBar={slipBar}
          canAdd={price.kind === 'priced' && unavailable.size === 0 && Boolean(match)}
          unavailable={unavailable}
          onRemove={(p) =>
            setPicks(
              matchId,
              picks.filter((x) => pickKey(x) !== pickKey(p)),
            )
          }
          onClear={() => useBuilderPicks.getState().clear(matchId)}
          onAdd={add}
        />
      )}
    </section>
  );
}

function BuilderSkeleton() {
  return (
    <div className={styles.markets} role="status" aria-label="Carregando Criar aposta">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={110} />
      ))}
    </div>
  );
}
