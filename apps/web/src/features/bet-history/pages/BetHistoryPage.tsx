import { BET_HISTORY_FILTER, type TBetHistoryPage, type TBetHistoryUpdate } from '@placar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components';
import { formatBRL } from '../../../lib/format';
import { useSeo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { useStream } from '../../../lib/stream';
import { BET_HISTORY_KEY } from '../../betting';
import { invalidateWallet } from '../../wallet';
import { type HistoryFilter, type HistoryStatus, historyKey, historyQuery } from '../api/history-api';
import { BetCard } from '../components/BetCard';
import { dropFromOpenPage, isOpenBet, pageToShow, shiftNextPage } from '../model/open-bets';
import { resyncBetHistory } from '../model/resync';
import styles from './BetHistoryPage.module.css';

const FILTERS: { label: string; status: HistoryStatus }[] = [
  { label: 'Em aberto', status: BET_HISTORY_FILTER.open },
  { label: 'Todas', status: BET_HISTORY_FILTER.all },
  { label: 'Ganhas', status: BET_HISTORY_FILTER.won },
  { label: 'Perdidas', status: BET_HISTORY_FILTER.lost },
  { label: 'Canceladas', status: BET_HISTORY_FILTER.cancelled },
];

/** /bet-history (seed 002 section 2): status filter (default Open), date range, paging from 1. */
export function BetHistoryPage() {
  useSeo({ title: 'Minhas apostas', noindex: true });
  const client = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? null);
  const [filter, setFilter] = useState<HistoryFilter>({
    status: BET_HISTORY_FILTER.open,
    page: 1,
    initialDate: '',
    finalDate: '',
  });
  const query = useQuery(historyQuery(filter));
  // a cashed-out bet leaves the open list at once, so its confirmation is shown above the list
  const [cashedOut, setCashedOut] = useState<{ ticketId: string; paid: number } | null>(null);
  const data = query.data;
  const isOpenView = filter.status === BET_HISTORY_FILTER.open;

  // the next page of open bets is prefetched (seed 002 section 4)
  useEffect(() => {
    if (isOpenView && data && filter.page < data.metadata.pages)
      void client.prefetchQuery(historyQuery({ ...filter, page: filter.page + 1 }));
  }, [client, data, filter, isOpenView]);

  // no bets left on the page: back to page 1
  useEffect(() => {
    const page = pageToShow(filter.page, data);
    if (page !== filter.page) setFilter((f) => ({ ...f, page }));
  }, [data, filter.page]);

  useStream(userId ? { kind: 'betwon', userId } : null, {
    onMessage(m) {
      if (m.event !== 'bet-history-update') return;
      const update = m.payload as TBetHistoryUpdate;
      if (isOpenView && !isOpenBet(update)) {
        const key = historyKey(filter);
        const nextKey = historyKey({ ...filter, page: filter.page + 1 });
        const current = client.getQueryData<TBetHistoryPage>(key);
        const next = client.getQueryData<TBetHistoryPage>(nextKey);
        if (current) {
          const after = dropFromOpenPage(current, update.ticketId, next);
          client.setQueryData(key, after);
          const pulled = after.results.find((b) => !current.results.some((c) => c.betNumber === b.betNumber));
          if (next) client.setQueryData(nextKey, shiftNextPage(next, pulled?.betNumber));
        }
      }
      void client.invalidateQueries({ queryKey: BET_HISTORY_KEY, refetchType: 'none' });
      if (!isOpenView) void client.invalidateQueries({ queryKey: BET_HISTORY_KEY });
      if (update.change !== 'placed') void invalidateWallet(client);
    },
    // updates were missed (the server's bus was down): the list and the balance are fetched again
    onResync: () => void resyncBetHistory(client),
  });

  const pages = data?.metadata.pages ?? 0;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Minhas apostas</h1>
      <div className={styles.filters} role="tablist" aria-label="Situação das apostas">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            role="tab"
            aria-selected={filter.status === f.status}
            className={styles.filter}
            onClick={() => setFilter((x) => ({ ...x, status: f.status, page: 1 }))}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <label>
          De
          <input
            type="date"
            value={filter.initialDate}
            max={filter.finalDate || undefined}
            onChange={(e) => setFilter((x) => ({ ...x, initialDate: e.target.value, page: 1 }))}
          />
        </label>
        <label>
          Até
          <input
            type="date"
            value={filter.finalDate}
            min={filter.initialDate || undefined}
            onChange={(e) => setFilter((x) => ({ ...x, finalDate: e.target.value, page: 1 }))}
          />
        </label>
      </div>
      {cashedOut && (
        <p className={styles.notice} role="status" data-testid="cashout-notice">
          Aposta nº {cashedOut.ticketId} encerrada: {formatBRL(cashedOut.paid)} creditados no seu saldo.
          <button type="button" aria-label="Fechar aviso" onClick={() => setCashedOut(null)}>
            ×
          </button>
        </p>
      )}
      {query.isPending ? (
        <div className={styles.list} role="status" aria-label="Carregando apostas">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={150} />
          ))}
        </div>
      ) : query.isError ? (
        <p className={styles.empty}>
          Não foi possível carregar suas apostas.{' '}
          <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
            Tentar de novo
          </button>
        </p>
      ) : data && data.results.length > 0 ? (
        <div className={styles.list}>
          {data.results.map((bet) => (
            <BetCard
              key={bet.betNumber}
              bet={bet}
              onCashedOut={(ticketId, paid) => setCashedOut({ ticketId, paid })}
            />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>
          {isOpenView ? 'Você não tem apostas em aberto.' : 'Nenhuma aposta encontrada neste período.'}
        </p>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Páginas">
          <button
            type="button"
            disabled={filter.page <= 1}
            onClick={() => setFilter((x) => ({ ...x, page: x.page - 1 }))}
          >
            Anterior
          </button>
          <span>
            Página {filter.page} de {pages}
          </span>
          <button
            type="button"
            disabled={filter.page >= pages}
            onClick={() => setFilter((x) => ({ ...x, page: x.page + 1 }))}
          >
            Próxima
          </button>
        </nav>
      )}
    </main>
  );
}
