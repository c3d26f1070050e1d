import type { TCasinoRound } from '@placar/contract';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components';
import { formatBRL, formatDateTime } from '../../../lib/format';
import { useSeo } from '../../../lib/seo';
import { isAuthenticated, useSession } from '../../../lib/session';
import { useCasinoHistory, useRoundDetail } from '../api/history-api';
import { verifyLink } from '../game/verify-link';
import { pageCount, pageFromSearch } from '../lobby/lobby-state';
import { Pager } from '../lobby/Pager';
import { describeOutcome } from '../verify/verify';
import styles from './History.module.css';

/** /casino-history (signed-in players only): rounds with bet, win and time, and each round's recall. */
export function HistoryPage() {
  useSeo({ title: 'Histórico do cassino', noindex: true });
  const signedIn = useSession(isAuthenticated);
  if (!signedIn) return <Navigate to="/login" replace />;
  return <History />;
}

function History() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('pagina'));
  const q = useCasinoHistory(page);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Histórico do cassino</h1>
        <Link to="/casino">Voltar ao cassino</Link>
      </header>
      {q.isError && (
        <p className={styles.empty} role="alert">
          Não foi possível carregar seu histórico.{' '}
          <button type="button" onClick={() => q.refetch()}>
            Tentar de novo
          </button>
        </p>
      )}
      {q.isPending ? (
        <div role="status" aria-label="Carregando histórico" className={styles.list}>
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={58} radius={12} />
          ))}
        </div>
      ) : q.data && q.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>Você ainda não jogou no cassino.</p>
          <Link to="/casino">Escolher um jogo</Link>
        </div>
      ) : (
        q.data && (
          <>
            <ul className={styles.list} aria-busy={q.isFetching || undefined}>
              {q.data.items.map((r) => (
                <li key={r.id} className={styles.item}>
                  <button
                    type="button"
                    className={styles.row}
                    aria-expanded={open === r.id}
                    onClick={() => setOpen(open === r.id ? null : r.id)}
                    data-testid={`round-${r.id}`}
                  >
                    <span className={styles.game}>
                      <strong>{r.gameName}</strong>
                      <small>
                        {formatDateTime(r.startedAt)} · {r.providerName}
                      </small>
                    </span>
                    <span className={styles.money}>
                      <small>Aposta</small>
                      {formatBRL(r.bet)}
                    </span>
                    <span className={`${styles.money} ${r.win > 0 ? styles.won : ''}`}>
                      <small>Prêmio</small>
                      {formatBRL(r.win)}
                    </span>
                    <StatusChip round={r} />
                  </button>
                  {open === r.id && <Recall roundId={r.id} />}
                </li>
              ))}
            </ul>
            <Pager page={page} pages={pageCount(q.data.total, q.data.pageSize)} />
          </>
        )
      )}
    </div>
  );
}

function StatusChip({ round }: { round: TCasinoRound }) {
  if (round.status === 'open') return <span className={`${styles.chip} ${styles.open}`}>Em andamento</span>;
  if (round.status === 'refunded') return <span className={styles.chip}>Estornada</span>;
  return (
    <span className={`${styles.chip} ${round.win > 0 ? styles.chipWin : ''}`}>
      {round.multiplier !== null
        ? `${round.multiplier.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}×`
        : 'Encerrada'}
    </span>
  );
}

/** The round's recall: its outcome, its fairness data and a link to verify it. */
function Recall({ roundId }: { roundId: number }) {
  const d = useRoundDetail(roundId);
  if (d.isPending) return <Skeleton height={80} lines={2} />;
  if (d.isError) return <p className={styles.recall}>Não foi possível carregar esta rodada.</p>;
  const r = d.data;
  const outcome = r.outcome as ({ multiplier: number } & Record<string, unknown>) | null;
  const f = r.fairness;
  return (
    <div className={styles.recall} data-testid="round-recall">
      {outcome && typeof outcome.multiplier === 'number' && (
        <p className={styles.summary}>{describeOutcome(r.gameId, outcome)}</p>
      )}
      <ul className={styles.moves}>
        {r.transactions.map((t) => (
          <li key={t.reference}>
            {t.type === 'debit' ? 'Aposta' : t.type === 'credit' ? 'Prêmio' : 'Estorno'} ·{' '}
            {formatBRL(t.amount)} · {formatDateTime(t.createdAt)}
          </li>
        ))}
      </ul>
      {f && (
        <>
          <dl className={styles.fair}>
            <dt>Hash da semente do servidor</dt>
            <dd>{f.serverSeedHash}</dd>
            <dt>Sua semente · nonce</dt>
            <dd>
              {f.clientSeed} · {f.nonce}
            </dd>
          </dl>
          {f.serverSeed ? (
            <Link
              className={styles.verify}
              to={verifyLink({
                gameId: r.gameId,
                serverSeed: f.serverSeed,
                serverSeedHash: f.serverSeedHash,
                clientSeed: f.clientSeed,
                nonce: f.nonce,
                params: f.params,
                roundId: r.id,
              })}
            >
              Verificar esta rodada
            </Link>
          ) : (
            <p className={styles.hint}>
              A semente do servidor desta rodada é revelada quando você troca o par de sementes no painel
              “Jogo justo” do jogo; depois disso, a rodada pode ser verificada aqui.
            </p>
          )}
        </>
      )}
    </div>
  );
}
