import { TRANSACTION_TYPE } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Spinner } from '../../../components';
import { formatBRL, formatDateTime } from '../../../lib/format';
import { type TransactionsFilter, transactionsQuery } from '../api/pix-api';
import { paymentMethodLabel } from './payment-method';
import styles from './payments.module.css';
import { StatusBadge } from './status-badge';
import own from './TransactionsScreen.module.css';

const PAGE_SIZE = 10;

/** Deposits and withdrawals with type and date filters and paging (page and desktop dialog). */
export function TransactionsScreen() {
  const [filter, setFilter] = useState<TransactionsFilter>({ pageNumber: 1, pageSize: PAGE_SIZE });
  const q = useQuery(transactionsQuery(filter));
  const change = (patch: Partial<TransactionsFilter>) =>
    setFilter((f) => ({ ...f, ...patch, pageNumber: 1 }));
  return (
    <>
      <Card
        as="form"
        className={own.filters}
        aria-label="Filtrar transações"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className={styles.select}>
          Tipo
          <select
            value={filter.transactionTypeWallet ?? ''}
            onChange={(e) =>
              change({
                transactionTypeWallet: e.target.value ? (Number(e.target.value) as 1 | 2) : undefined,
              })
            }
          >
            <option value="">Todas</option>
            <option value={TRANSACTION_TYPE.deposit}>Depósitos</option>
            <option value={TRANSACTION_TYPE.withdrawal}>Saques</option>
          </select>
        </label>
        <label className={styles.select}>
          De
          <input
            type="date"
            value={filter.initialDate ?? ''}
            max={filter.finalDate}
            onChange={(e) => change({ initialDate: e.target.value || undefined })}
          />
        </label>
        <label className={styles.select}>
          Até
          <input
            type="date"
            value={filter.finalDate ?? ''}
            min={filter.initialDate}
            onChange={(e) => change({ finalDate: e.target.value || undefined })}
          />
        </label>
      </Card>
      {q.isPending ? (
        <Spinner label="Carregando transações" />
      ) : q.isError ? (
        <Alert tone="danger" role="alert">
          {q.error.message}
        </Alert>
      ) : q.data.items.length === 0 ? (
        <Card as="p">Nenhuma transação encontrada neste período.</Card>
      ) : (
        <>
          <ul className={styles.list} aria-label="Transações" aria-busy={q.isFetching}>
            {q.data.items.map((t) => (
              <li key={t.id} className={styles.item}>
                <span className={styles.itemMain}>
                  <strong>
                    {t.transactionTypeWallet === 1 ? '+' : '−'} {formatBRL(t.amount)}
                  </strong>
                  <span className={styles.muted}>
                    {t.transactionTypeWallet === TRANSACTION_TYPE.deposit ? 'Depósito' : 'Saque'} ·{' '}
                    <span data-testid="payment-method">{paymentMethodLabel(t.paymentMethod)}</span>
                  </span>
                  <span className={styles.muted}>{formatDateTime(t.createdAt)}</span>
                </span>
                <StatusBadge status={t.status} label={t.statusLabel} />
              </li>
            ))}
          </ul>
          <nav className={styles.pager} aria-label="Páginas">
            <Button
              variant="secondary"
              size="sm"
              disabled={filter.pageNumber <= 1}
              onClick={() => setFilter((f) => ({ ...f, pageNumber: f.pageNumber - 1 }))}
            >
              Anterior
            </Button>
            <span className={styles.muted}>
              Página {q.data.pageNumber} de {Math.max(q.data.totalPages, 1)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={filter.pageNumber >= q.data.totalPages}
              onClick={() => setFilter((f) => ({ ...f, pageNumber: f.pageNumber + 1 }))}
            >
              Próxima
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
