import { casino } from '@placar/domain';
import { useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Dice.module.css';

type Roll = { roll: number; win: boolean; id: number };

const pct = (hundredths: number) => (hundredths / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });

/** Dados: a slider over 0–100, roll under or over the target; chance and payout update as you slide. */
export function DiceGame({ client, limits, onRound, onError }: GameProps) {
  const stake = useStake(limits);
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Roll | null>(null);
  const [rolls, setRolls] = useState<Roll[]>([]);
  const params = { target, direction };
  const wins = casino.diceWinningOutcomes(params);
  const valid = casino.isValidDiceBet(params);
  const multiplier = valid ? casino.diceMultiplier(params) : 0;
  const payout = stake.amount !== null ? Math.floor(stake.amount * multiplier * 100) / 100 : 0;

  const roll = async () => {
    if (stake.amount === null || !valid) return;
    setBusy(true);
    playCue('bet');
    try {
      const round = await client.play({ gameId: 'dice', amount: stake.amount, params });
      const outcome = round.outcome as casino.DiceOutcome;
      const r = { roll: outcome.roll, win: outcome.win, id: round.roundId };
      setLast(r);
      setRolls((rs) => [r, ...rs].slice(0, 12));
      playCue(outcome.win ? 'win' : 'lose');
      onRound(round);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const winFrom = direction === 'under' ? 0 : target / 100;
  const winTo = direction === 'under' ? target / 100 : 100;
  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.stage}`}>
        <ol className={c.history} aria-label="Últimos resultados">
          {rolls.map((r) => (
            <li key={r.id} className={r.win ? `${c.pill} ${c.pillWin}` : c.pill}>
              {pct(r.roll)}
            </li>
          ))}
        </ol>
        <div className={styles.rollBox} aria-live="polite">
          <span className={styles.rollLabel}>Resultado</span>
          <strong
            key={last?.id}
            className={last ? (last.win ? styles.rollWin : styles.rollLose) : styles.rollIdle}
            data-testid="dice-roll"
          >
            {last ? pct(last.roll) : '--,--'}
          </strong>
          {last && (
            <span className={last.win ? styles.verdictWin : styles.verdictLose}>
              {last.win ? `Você ganhou ${formatBRL(payout)}` : 'Não foi dessa vez'}
            </span>
          )}
        </div>
        <div className={styles.track}>
          <div className={styles.bar}>
            <span className={styles.winZone} style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
            {last && (
              <span
                key={last.id}
                className={styles.markerRail}
                style={{ transform: `translateX(${last.roll / 100}%)` }}
              >
                <span className={last.win ? `${styles.marker} ${styles.markerWin}` : styles.marker}>
                  {pct(last.roll)}
                </span>
              </span>
            )}
          </div>
          <input
            type="range"
            min={200}
            max={9800}
            step={1}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            className={styles.slider}
            aria-label="Alvo"
            aria-valuetext={`${pct(target)}`}
            disabled={busy}
          />
          <div className={styles.scale} aria-hidden="true">
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
        </div>
        <div className={c.stats}>
          <div className={c.stat}>
            <span>Multiplicador</span>
            <strong data-testid="dice-multiplier">
              {multiplier.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}×
            </strong>
          </div>
          <div className={c.stat}>
            <span>{direction === 'under' ? 'Abaixo de' : 'Acima de'}</span>
            <strong>{pct(target)}</strong>
          </div>
          <div className={c.stat}>
            <span>Chance de ganhar</span>
            <strong>{pct(wins)}%</strong>
          </div>
        </div>
      </div>
      <div className={c.panel}>
        <BetControls value={stake.text} onChange={stake.setText} limits={limits} disabled={busy} />
        <fieldset className={c.segmented}>
          <legend className="visually-hidden">Direção</legend>
          <button type="button" aria-pressed={direction === 'under'} onClick={() => setDirection('under')}>
            Abaixo ▼
          </button>
          <button type="button" aria-pressed={direction === 'over'} onClick={() => setDirection('over')}>
            Acima ▲
          </button>
        </fieldset>
        <div className={styles.payout}>
          <span>Prêmio se ganhar</span>
          <strong>{formatBRL(payout)}</strong>
        </div>
        <button
          type="button"
          className={c.play}
          onClick={roll}
          disabled={busy || stake.amount === null || !valid}
        >
          {busy ? 'Rolando…' : 'Rolar dados'}
        </button>
      </div>
    </div>
  );
}
