import {
  BET_STATUS,
  BET_TYPE,
  SELECTION_RESULT,
  type TBetHistoryItem,
  type TBetHistoryLeg,
} from '@placar/contract';
import { formatBRL, formatDateTime, formatOdds } from '../../../lib/format';
import { isOpenBet } from '../model/open-bets';
import styles from './BetCard.module.css';
import { CashoutPanel } from './CashoutPanel';

export const BET_STATUS_LABEL: Record<number, string> = {
  [BET_STATUS.Pending]: 'Pendente',
  [BET_STATUS.Cashout]: 'Encerrada',
  [BET_STATUS.Canceled]: 'Cancelada',
  [BET_STATUS.Open]: 'Em aberto',
  [BET_STATUS.Won]: 'Ganhou',
  [BET_STATUS.Lost]: 'Perdeu',
  [BET_STATUS.Recovered]: 'Reembolsada',
  [BET_STATUS.Voided]: 'Anulada',
};

const BET_TYPE_LABEL: Record<number, string> = {
  [BET_TYPE.Single]: 'Simples',
  [BET_TYPE.Multiple]: 'Múltipla',
  [BET_TYPE.Custom]: 'Criar aposta',
  [BET_TYPE.Parlay]: 'Múltipla',
  [BET_TYPE.MultipleManyProviders]: 'Múltipla',
  [BET_TYPE.CustomBetParlay]: 'Múltipla de criar apostas',
};

const LEG_RESULT: Record<number, { label: string; tone: string }> = {
  [SELECTION_RESULT.Lost]: { label: 'Perdeu', tone: 'lost' },
  [SELECTION_RESULT.Win]: { label: 'Ganhou', tone: 'won' },
  [SELECTION_RESULT.Pending]: { label: 'Pendente', tone: 'open' },
  [SELECTION_RESULT.Void]: { label: 'Anulada', tone: 'void' },
  [SELECTION_RESULT.Canceled]: { label: 'Cancelada', tone: 'void' },
};

const TONE: Record<number, string> = {
  [BET_STATUS.Won]: 'won',
  [BET_STATUS.Cashout]: 'won',
  [BET_STATUS.Lost]: 'lost',
  [BET_STATUS.Open]: 'open',
  [BET_STATUS.Pending]: 'open',
};

/** One bet of the history (seed 002 section 3 fields); open bets can be cashed out. */
export function BetCard({
  bet,
  onCashedOut,
}: {
  bet: TBetHistoryItem;
  /** Told the amount paid when the bet is cashed out (the card then leaves the open list). */
  onCashedOut?: (ticketId: string, paid: number) => void;
}) {
  const tone = TONE[bet.betStatus] ?? 'void';
  const open = isOpenBet(bet);
  const paid = bet.amountWon > 0;
  return (
    <article
      className={`${styles.card} ${styles[tone]}`}
      data-bet={bet.betNumber}
      data-bet-status={bet.betStatus}
    >
      <header className={styles.head}>
        <div>
          <span className={styles.type}>
            {BET_TYPE_LABEL[bet.betType] ?? 'Aposta'}
            {bet.isFreeBet && <span className={styles.free}>Grátis</span>}
          </span>
          <span className={styles.meta}>
            Bilhete {bet.betNumber} · {formatDateTime(bet.date)}
          </span>
        </div>
        <span className={`${styles.status} ${styles[`status_${tone}`]}`}>
          {BET_STATUS_LABEL[bet.betStatus]}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.matches.map((leg) => (
          <Leg key={`${leg.matchId}/${leg.marketId}/${leg.specifiers}/${leg.outcomeId}`} leg={leg} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Cotação</dt>
          <dd>{formatOdds(bet.oddsDecimal)}</dd>
        </div>
        <div>
          <dt>Valor</dt>
          <dd>{formatBRL(bet.amountWin)}</dd>
        </div>
        <div>
          <dt>{open ? 'Ganho possível' : 'Retorno'}</dt>
          <dd className={paid ? styles.paid : undefined} data-testid="bet-return">
            {formatBRL(open ? bet.possibleWinnings : bet.amountWon)}
          </dd>
        </div>
      </dl>
      {bet.multibetBonusAmount > 0 && (
        <p className={styles.bonus}>Bônus de múltipla: {formatBRL(bet.multibetBonusAmount)}</p>
      )}
      {bet.amountRefund > 0 && <p className={styles.bonus}>Reembolso: {formatBRL(bet.amountRefund)}</p>}
      {open && bet.betStatus === BET_STATUS.Open && <CashoutPanel bet={bet} onCashedOut={onCashedOut} />}
    </article>
  );
}

function Leg({ leg }: { leg: TBetHistoryLeg }) {
  const r = LEG_RESULT[leg.evaluationResult] ?? LEG_RESULT[2];
  const score =
    leg.homeScore !== null && leg.awayScore !== null ? `${leg.homeScore} - ${leg.awayScore}` : null;
  return (
    <li className={styles.leg}>
      <span
        className={`${styles.dot} ${styles[`dot_${r?.tone}`]}`}
        title={r?.label}
        role="img"
        aria-label={r?.label}
      />
      <div className={styles.legText}>
        <strong>{leg.outcomeName}</strong>
        <span>{leg.marketName}</span>
        <span className={styles.legMatch}>
          {leg.homeCompetitorName} x {leg.awayCompetitorName}
          {score && <b className={styles.score}> {score}</b>} · {formatDateTime(leg.scheduleTime)}
        </span>
      </div>
      <span className={styles.legOdds}>{formatOdds(leg.outcomeValueDecimal)}</span>
    </li>
  );
}
