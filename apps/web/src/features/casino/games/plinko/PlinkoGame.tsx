import { casino } from '@placar/domain';
import { useEffect, useRef, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Plinko.module.css';
import {
  ballAt,
  ballWaypoints,
  multiplierText,
  type Point,
  pegs,
  slotCentre,
  slotColour,
} from './plinko-board';

type Ball = { points: Point[]; start: number; slot: number; done: () => void; lastRow: number };
const FALL_MS_PER_ROW = 140;
const RISKS = [
  { id: 'low', label: 'Baixo' },
  { id: 'medium', label: 'Médio' },
  { id: 'high', label: 'Alto' },
] as const;

/** Plinko: balls fall through 8–16 rows of pegs (drawn on a canvas at 60 fps) into multiplier slots. */
export function PlinkoGame({ client, limits, onRound, onError }: GameProps) {
  const stake = useStake(limits);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<'low' | 'medium' | 'high'>('medium');
  const [inFlight, setInFlight] = useState(0);
  const [results, setResults] = useState<{ id: number; m: number }[]>([]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const balls = useRef<Ball[]>([]);
  const flash = useRef<{ slot: number; at: number } | null>(null);
  const table = casino.plinkoPaytable(rows, risk);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ctx = el.getContext('2d');
    if (!ctx) return;
    let raf = 0;
    const board = pegs(rows);
    const draw = (now: number) => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const w = el.clientWidth;
      const h = el.clientHeight;
      if (el.width !== Math.round(w * dpr)) {
        el.width = Math.round(w * dpr);
        el.height = Math.round(h * dpr);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, w, h);
      const pegR = Math.max(2, Math.min(w, h) / (rows * 7));
      ctx.fillStyle = '#e8f3ec';
      for (const row of board)
        for (const p of row) {
          ctx.beginPath();
          ctx.arc(p.x * w, p.y * h, pegR, 0, Math.PI * 2);
          ctx.fill();
        }
      const gap = w / (rows + 2);
      table.forEach((m, i) => {
        const s = slotCentre(rows, i);
        const lit = flash.current && flash.current.slot === i && now - flash.current.at < 350;
        const bw = gap - 4;
        const bh = Math.max(18, h * 0.06);
        const x = s.x * w - bw / 2;
        const y = s.y * h - bh / 2 + (lit ? 4 : 0);
        ctx.fillStyle = slotColour(m);
        ctx.globalAlpha = lit ? 1 : 0.88;
        ctx.beginPath();
        ctx.roundRect(x, y, bw, bh, 5);
        ctx.fill();
        ctx.globalAlpha = 1;
        ctx.fillStyle = '#1b1100';
        ctx.font = `800 ${Math.max(8, Math.min(13, gap / 3.4))}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(multiplierText(m), s.x * w, y + bh / 2);
      });
      const alive: Ball[] = [];
      for (const b of balls.current) {
        const t = (now - b.start) / (FALL_MS_PER_ROW * (b.points.length - 1));
        const p = ballAt(b.points, t);
        const row = Math.floor(Math.min(t, 1) * (b.points.length - 1));
        if (row > b.lastRow && row > 1 && row < b.points.length - 1) {
          b.lastRow = row;
          playCue('tick');
        }
        ctx.fillStyle = '#ffd23f';
        ctx.shadowColor = 'rgb(255 210 63 / 70%)';
        ctx.shadowBlur = 12;
        ctx.beginPath();
        ctx.arc(p.x * w, p.y * h, pegR * 1.9, 0, Math.PI * 2);
        ctx.fill();
        ctx.shadowBlur = 0;
        if (t >= 1) {
          flash.current = { slot: b.slot, at: now };
          b.done();
        } else alive.push(b);
      }
      balls.current = alive;
      raf = requestAnimationFrame(draw);
    };
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [rows, table]);

  const drop = async () => {
    if (stake.amount === null) return;
    playCue('bet');
    setInFlight((n) => n + 1);
    try {
      const round = await client.play({ gameId: 'plinko', amount: stake.amount, params: { rows, risk } });
      const outcome = round.outcome as casino.PlinkoOutcome;
      balls.current.push({
        points: ballWaypoints(rows, outcome.path),
        start: performance.now(),
        slot: outcome.slot,
        lastRow: 0,
        done: () => {
          setInFlight((n) => n - 1);
          setResults((rs) => [{ id: round.roundId, m: outcome.multiplier }, ...rs].slice(0, 10));
          playCue(outcome.multiplier >= 1 ? 'win' : 'lose');
          onRound(round);
        },
      });
    } catch (error) {
      setInFlight((n) => n - 1);
      onError(error);
    }
  };

  return (
    <div className={c.game}>
      <div className={c.stage}>
        <ol className={c.history} aria-label="Últimos resultados">
          {results.map((r) => (
            <li key={r.id} className={r.m >= 1 ? `${c.pill} ${c.pillWin}` : c.pill}>
              {multiplierText(r.m)}
            </li>
          ))}
        </ol>
        <canvas
          ref={canvas}
          role="img"
          className={styles.board}
          aria-label={`Tabuleiro de Plinko com ${rows} fileiras`}
        />
      </div>
      <div className={c.panel}>
        <BetControls value={stake.text} onChange={stake.setText} limits={limits} />
        <div className={c.field}>
          Risco
          <fieldset className={c.segmented}>
            <legend className="visually-hidden">Risco</legend>
            {RISKS.map((r) => (
              <button
                key={r.id}
                type="button"
                aria-pressed={risk === r.id}
                onClick={() => setRisk(r.id)}
                disabled={inFlight > 0}
              >
                {r.label}
              </button>
            ))}
          </fieldset>
        </div>
        <label className={c.field}>
          Fileiras: {rows}
          <input
            type="range"
            min={8}
            max={16}
            value={rows}
            onChange={(e) => setRows(Number(e.target.value))}
            disabled={inFlight > 0}
            className={styles.rows}
          />
        </label>
        <p className={styles.rtp}>
          RTP desta tabela:{' '}
          {(casino.plinkoRtp(rows, risk) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 3 })}% ·
          prêmio máximo {formatBRL((stake.amount ?? 0) * Math.max(...table))}
        </p>
        <button
          type="button"
          className={c.play}
          onClick={drop}
          disabled={stake.amount === null || inFlight >= 10}
        >
          Soltar bola
        </button>
      </div>
    </div>
  );
}
