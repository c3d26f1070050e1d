import type { TOriginalsRound } from '@placar/contract';
import type { casino } from '@placar/domain';
import { useEffect, useRef, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Scratch.module.css';

const REVEAL_AT = 0.55;
const SYMBOL_STYLE: Record<number, string> = {
  1000: '👑',
  100: '💎',
  20: '🏆',
  10: '⭐',
  5: '🍀',
  3: '🔔',
  2: '🍒',
  1: '🪙',
};

/** Raspadinha: buy a card, scratch the foil with a finger or the mouse (canvas), three equal values win. */
export function ScratchGame({ client, limits, onRound, onError }: GameProps) {
  const stake = useStake(limits);
  const [round, setRound] = useState<TOriginalsRound | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const foil = useRef<HTMLCanvasElement>(null);
  const outcome = round?.outcome as casino.ScratchOutcome | undefined;

  const buy = async () => {
    if (stake.amount === null) return;
    setBusy(true);
    playCue('bet');
    try {
      const r = await client.play({ gameId: 'scratch', amount: stake.amount, params: {} });
      setRevealed(false);
      setRound(r);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const finish = () => {
    if (!round || revealed) return;
    setRevealed(true);
    playCue(round.win > 0 ? (round.win >= round.bet * 10 ? 'bigwin' : 'win') : 'lose');
    onRound(round);
  };

  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    const el = foil.current;
    if (!el || !round) return;
    const ctx = el.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const w = el.clientWidth;
    const h = el.clientHeight;
    el.width = Math.round(w * dpr);
    el.height = Math.round(h * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const g = ctx.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#b9c4bd');
    g.addColorStop(0.5, '#eef3ef');
    g.addColorStop(1, '#9aa8a0');
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = 'rgb(40 60 50 / 45%)';
    ctx.font = '800 13px system-ui, sans-serif';
    ctx.textAlign = 'center';
    for (let row = 0, y = 30; y < h; y += 48, row++)
      for (let x = 50 + (row % 2) * 60; x < w; x += 130) ctx.fillText('RASPE AQUI', x, y);
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(28, w / 9);
    let last: { x: number; y: number } | null = null;
    let strokes = 0;
    const at = (e: PointerEvent) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const scratchedShare = () => {
      const data = ctx.getImageData(0, 0, el.width, el.height).data;
      let clear = 0;
      let total = 0;
      for (let i = 3; i < data.length; i += 4 * 64) {
        total++;
        if ((data[i] ?? 255) === 0) clear++;
      }
      return total ? clear / total : 0;
    };
    const down = (e: PointerEvent) => {
      e.preventDefault();
      el.setPointerCapture(e.pointerId);
      last = at(e);
      ctx.beginPath();
      ctx.arc(last.x, last.y, ctx.lineWidth / 2, 0, Math.PI * 2);
      ctx.fill();
    };
    const move = (e: PointerEvent) => {
      if (!last) return;
      const p = at(e);
      ctx.beginPath();
      ctx.moveTo(last.x, last.y);
      ctx.lineTo(p.x, p.y);
      ctx.stroke();
      last = p;
      if (++strokes % 6 === 0) playCue('tick');
    };
    const up = () => {
      last = null;
      if (scratchedShare() >= REVEAL_AT) finishRef.current();
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
  }, [round]);

  const card = outcome?.card ?? Array.from({ length: 9 }, () => 0);
  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.stage}`}>
        <div className={styles.ticket}>
          <header className={styles.ticketHead}>
            <span>Raspadinha Placar</span>
            <small>3 iguais ganham</small>
          </header>
          <div className={styles.area}>
            <div className={styles.cells}>
              {card.map((v, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: the card's cells are positional
                  key={i}
                  className={
                    revealed && outcome?.prize !== null && v === outcome?.prize
                      ? `${styles.cell} ${styles.winCell}`
                      : styles.cell
                  }
                >
                  {v > 0 && (
                    <>
                      <span className={styles.symbol} aria-hidden="true">
                        {SYMBOL_STYLE[v]}
                      </span>
                      <strong>{v}×</strong>
                    </>
                  )}
                </div>
              ))}
            </div>
            {round && !revealed && (
              <canvas ref={foil} className={styles.foil} aria-label="Área de raspar: arraste para raspar" />
            )}
            {!round && <div className={styles.cover}>Compre um cartão para raspar</div>}
          </div>
        </div>
        {round && revealed && (
          <div className={round.win > 0 ? c.toast : `${c.toast} ${c.toastLose}`} role="status">
            <strong>{round.win > 0 ? formatBRL(round.win) : 'Sem prêmio'}</strong>
            <span>{round.win > 0 ? `Três ${outcome?.prize}× no cartão` : 'Tente outro cartão'}</span>
          </div>
        )}
      </div>
      <div className={c.panel}>
        <BetControls
          value={stake.text}
          onChange={stake.setText}
          limits={limits}
          disabled={busy || (round !== null && !revealed)}
          label="Preço do cartão"
        />
        {round && !revealed ? (
          <button type="button" className={c.cashout} onClick={finish}>
            Revelar tudo
          </button>
        ) : (
          <button type="button" className={c.play} onClick={buy} disabled={busy || stake.amount === null}>
            Comprar cartão
          </button>
        )}
      </div>
    </div>
  );
}
