import { type ReactElement, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Crash.module.css';
import { CrashRounds } from './CrashRounds';
import { parseAutoCashout } from './crash-feed';
import { formatCrashPoint } from './crash-rounds';
import { useCrashCanvas } from './use-crash-canvas';
import { useCrashRound } from './use-crash-round';

/**
 * Crash: shared rounds for every player. The multiplier comes over /stream/casino/crash once a
 * second and the canvas draws the curve in between (60 fps); bet in the betting phase, cash out
 * while it runs, or let the automatic target do it. A reload during a round finds the player's bet
 * (State's myBet); the strip and the list below show the rounds before, each verifiable.
 */
export function CrashGame({ client, limits, onRound, onBalance, onError }: GameProps) {
  const stake = useStake(limits);
  const [autoText, setAutoText] = useState('');
  const auto = parseAutoCashout(autoText);
  const round = useCrashRound({ client, amount: stake.amount, auto, onRound, onBalance, onError });
  const { tick, cashouts, points, rounds, bet, busy, queued, activeHere, selected, selectRound } = round;
  const { canvas, winLabel } = useCrashCanvas(round.latest, round.offset, round.betRef);

  const phase = tick?.phase;
  let action: ReactElement;
  if (activeHere && phase === 'running')
    action = (
      <button
        type="button"
        className={c.cashout}
        onClick={round.cashout}
        disabled={busy}
        data-testid="crash-cashout"
      >
        <span ref={winLabel}>Retirar</span>
      </button>
    );
  else if (activeHere)
    action = (
      <button type="button" className={c.play} disabled>
        Aposta feita · aguarde a decolagem
      </button>
    );
  else if (phase === 'betting')
    action = (
      <button
        type="button"
        className={c.play}
        onClick={round.placeBet}
        disabled={busy || stake.amount === null || !auto.ok}
      >
        Apostar {stake.amount !== null ? formatBRL(stake.amount) : ''}
      </button>
    );
  else
    action = (
      <button
        type="button"
        className={c.play}
        onClick={round.toggleQueued}
        disabled={stake.amount === null || !auto.ok}
        aria-pressed={queued}
      >
        {queued ? 'Cancelar aposta da próxima rodada' : 'Apostar na próxima rodada'}
      </button>
    );

  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.stage}`}>
        <ol className={c.history} aria-label="Últimas rodadas">
          {points.map((p) => (
            <li key={p.id} className={p.m >= 2 ? `${c.pill} ${c.pillWin}` : c.pill}>
              <button
                type="button"
                className={styles.pillButton}
                onClick={() => selectRound(p.id)}
                aria-label={`Rodada ${p.id}: ${formatCrashPoint(p.m)}, ver detalhes`}
              >
                {formatCrashPoint(p.m)}
              </button>
            </li>
          ))}
        </ol>
        <canvas
          ref={canvas}
          className={styles.canvas}
          role="img"
          aria-label={
            tick
              ? tick.phase === 'betting'
                ? 'Apostas abertas para a próxima rodada'
                : `Multiplicador ${tick.multiplier.toFixed(2).replace('.', ',')}×${tick.phase === 'crashed' ? ', rodada encerrada' : ''}`
              : 'Conectando à rodada'
          }
        />
        {bet && bet.status !== 'active' && bet.roundId === tick?.roundId && (
          <div
            className={
              bet.status === 'won' ? `${c.toast} ${c.toastTop}` : `${c.toast} ${c.toastTop} ${c.toastLose}`
            }
            role="status"
          >
            <strong>{bet.status === 'won' ? formatBRL(bet.win) : 'Quebrou!'}</strong>
            <span>
              {bet.status === 'won'
                ? `Retirado em ${bet.cashedAt?.toFixed(2).replace('.', ',')}×`
                : 'Sua aposta não foi retirada a tempo'}
            </span>
          </div>
        )}
      </div>
      <div className={c.panel}>
        <BetControls
          value={stake.text}
          onChange={stake.setText}
          limits={limits}
          disabled={busy || activeHere}
        />
        <label className={c.field}>
          Retirada automática (opcional)
          <input
            className={c.select}
            inputMode="decimal"
            placeholder="ex.: 2,00"
            value={autoText}
            onChange={(e) => setAutoText(e.target.value.replace(/[^\d,.]/g, ''))}
            disabled={busy || activeHere}
            aria-invalid={!auto.ok}
          />
          {!auto.ok && <span className={styles.error}>{auto.error}</span>}
        </label>
        {action}
        <div className={styles.players}>
          <div className={styles.playersHead}>
            <span>
              {tick?.playersCount ?? 0} {tick?.playersCount === 1 ? 'jogador' : 'jogadores'}
            </span>
            <span>{formatBRL(tick?.totalBet ?? 0)} apostados</span>
          </div>
          <ul>
            {cashouts.length === 0 && <li className={styles.none}>Nenhuma retirada nesta rodada ainda.</li>}
            {cashouts.map((x) => (
              <li key={x.betId} className={x.betId === bet?.betId ? styles.me : undefined}>
                <span>{x.betId === bet?.betId ? 'Você' : `Aposta #${x.betId}`}</span>
                <span>{x.multiplier.toFixed(2).replace('.', ',')}×</span>
                <strong>{formatBRL(x.win)}</strong>
              </li>
            ))}
          </ul>
        </div>
        <CrashRounds
          rounds={rounds.data?.items}
          loading={rounds.isPending}
          failed={rounds.isError}
          onRetry={() => void rounds.refetch()}
          selected={selected}
          onSelect={selectRound}
        />
      </div>
    </div>
  );
}
