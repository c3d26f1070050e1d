import type { TCrashRoundSummary } from '@placar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import panels from '../../game/GamePanels.module.css';
import styles from './Crash.module.css';
import { crashVerifyLink, formatClock, formatCrashPoint } from './crash-rounds';

type Props = {
  rounds: TCrashRoundSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The round opened (its details shown), also chosen from the strip above the curve. */
  selected: number | null;
  onSelect(roundId: number | null): void;
};

/**
 * The rounds that ended (GET .../crash/Rounds): crash point and time, or 'Cancelada' for a round cancelled
 * with its bets refunded, and on demand the seeds to verify it.
 */
export function CrashRounds({ rounds, loading, failed, onRetry, selected, onSelect }: Props) {
  let body: ReactNode;
  if (failed)
    body = (
      <p className={styles.none}>
        Não foi possível carregar as rodadas anteriores.{' '}
        <button type="button" className={styles.link} onClick={onRetry}>
          Tentar de novo
        </button>
      </p>
    );
  else if (loading) body = <p className={styles.none}>Carregando as rodadas anteriores…</p>;
  else if (!rounds?.length) body = <p className={styles.none}>Nenhuma rodada encerrada ainda.</p>;
  else
    body = (
      <ol className={styles.roundList}>
        {rounds.map((r) => {
          const open = selected === r.roundId;
          return (
            <li key={r.roundId}>
              <button
                type="button"
                className={styles.roundRow}
                aria-expanded={open}
                onClick={() => onSelect(open ? null : r.roundId)}
              >
                <span>Rodada #{r.roundId}</span>
                {r.status === 'cancelled' ? (
                  <strong className={styles.cancelled}>Cancelada</strong>
                ) : (
                  <strong className={r.crashPoint >= 2 ? styles.high : styles.low}>
                    {formatCrashPoint(r.crashPoint)}
                  </strong>
                )}
                <span>{formatClock(endOf(r))}</span>
              </button>
              {open && <RoundDetails round={r} />}
            </li>
          );
        })}
      </ol>
    );
  return (
    <section className={styles.rounds} aria-labelledby="crash-rounds-title">
      <h2 id="crash-rounds-title" className={styles.roundsTitle}>
        Rodadas anteriores
      </h2>
      {body}
    </section>
  );
}

/** When the round ended: its crash, or its cancellation. */
const endOf = (r: TCrashRoundSummary) => r.crashedAt ?? r.cancelledAt ?? r.startedAt ?? '';

function RoundDetails({ round: r }: { round: TCrashRoundSummary }) {
  return (
    <div className={styles.roundDetails} data-testid="crash-round-details">
      {r.status === 'cancelled' && (
        <p className={styles.cancelNote}>
          Rodada cancelada antes do fim (interrupção do servidor): as apostas em aberto foram devolvidas; quem
          já tinha sacado manteve o prêmio. A semente é revelada para a cadeia continuar verificável; ela
          levaria a {formatCrashPoint(r.crashPoint)}.
        </p>
      )}
      <dl className={panels.fairList}>
        <div>
          <dt>{r.status === 'cancelled' ? 'Cancelada' : 'Decolou / quebrou'}</dt>
          <dd>
            {formatDate(endOf(r))}{' '}
            {r.status === 'cancelled'
              ? formatClock(endOf(r))
              : `${r.startedAt ? formatClock(r.startedAt) : ''} → ${formatClock(endOf(r))}`}
          </dd>
        </div>
        <div>
          <dt>Hash da semente, publicado antes da rodada (SHA-256)</dt>
          <dd className={panels.mono}>{r.seedHash}</dd>
        </div>
        <div>
          <dt>Semente revelada</dt>
          <dd className={panels.mono}>{r.seed}</dd>
        </div>
      </dl>
      <Link to={crashVerifyLink(r)} className={styles.link}>
        Verificar esta rodada
      </Link>
    </div>
  );
}
