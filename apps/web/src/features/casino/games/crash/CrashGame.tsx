import { type ReactElement, useEffect, useRef, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Crash.module.css';
import { CrashRounds } from './CrashRounds';
import { drawCrashFrame } from './crash-canvas';
import { type MyCrashBet, parseAutoCashout, settleMyBet } from './crash-feed';
import { formatCrashPoint } from './crash-rounds';
import { useCrashFeed } from './use-crash-feed';

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
  const [bet, setBet] = useState<MyCrashBet | null>(null);
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  // a reload during a round: the bet placed before it, with its cash-out button
  const { tick, latest, offset, cashouts, points, rounds } = useCrashFeed(client, (mine) =>
    setBet((b) => b ?? mine),
  );
  const [selected, setSelected] = useState<number | null>(null);
  const selectRound = (roundId: number | null) => {
    setSelected(roundId);
    // a round seen crash live is not in the list fetched before it: fetch the list again
    if (roundId !== null && !rounds.data?.items.some((r) => r.roundId === roundId)) void rounds.refetch();
  };
  const canvas = useRef<HTMLCanvasElement>(null);
  const winLabel = useRef<HTMLSpanElement>(null);
  const betRef = useRef<MyCrashBet | null>(null);
  betRef.current = bet;

  // settle my bet from each tick; refresh the balance when it ends
  useEffect(() => {
    if (!tick) return;
    setBet((b) => {
      const next = settleMyBet(b, tick);
      if (next !== b && next && next.status !== 'active') {
        if (next.status === 'won') playCue('win');
        client
          .session()
          .then((s) => onRound({ balance: s.balance }))
          .catch(() => {});
      }
      return next;
    });
  }, [tick, client, onRound]);

  // a bet queued during a round goes in as soon as the next one opens
  const placeRef = useRef<() => Promise<void>>(async () => {});
  const phaseNow = tick?.phase;
  useEffect(() => {
    if (queued && phaseNow === 'betting' && !busy) {
      setQueued(false);
      void placeRef.current();
    }
  }, [queued, phaseNow, busy]);

  // the frame loop
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    let raf = 0;
    const frame = () => {
      const t = latest.current;
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const w = el.clientWidth;
      const h = el.clientHeight;
      if (el.width !== Math.round(w * dpr) || el.height !== Math.round(h * dpr)) {
        el.width = Math.round(w * dpr);
        el.height = Math.round(h * dpr);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (t) {
        const m = drawCrashFrame(ctx, w, h, t, Date.now() + offset.current);
        const b = betRef.current;
        if (winLabel.current && b?.status === 'active' && t.phase === 'running')
          winLabel.current.textContent = `Retirar ${formatBRL(Math.floor(b.amount * m * 100) / 100)}`;
      }
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [latest, offset]);

  const placeBet = async () => {
    if (stake.amount === null || !auto.ok) return;
    setBusy(true);
    try {
      const r = await client.crashBet({
        amount: stake.amount,
        ...(auto.value ? { autoCashout: auto.value } : {}),
      });
      playCue('bet');
      setBet({
        betId: r.betId,
        roundId: r.roundId,
        amount: stake.amount,
        autoCashout: auto.value,
        status: 'active',
        win: 0,
        cashedAt: null,
      });
      onBalance(r.balance);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  placeRef.current = placeBet;
  const cashout = async () => {
    setBusy(true);
    try {
      const r = await client.crashCashout();
      playCue('win');
      setBet((b) => (b ? { ...b, status: 'won', win: r.win, cashedAt: r.multiplier } : b));
      const s = await client.session();
      onRound({ balance: s.balance });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const phase = tick?.phase;
  const activeHere = bet?.status === 'active' && bet.roundId === tick?.roundId;
  let action: ReactElement;
  if (activeHere && phase === 'running')
    action = (
      <button
        type="button"
        className={c.cashout}
        onClick={cashout}
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
        onClick={placeBet}
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
        onClick={() => setQueued((q) => !q)}
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
