import type { TCrashTick } from '@placar/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { formatBRL } from '../../../../lib/format';
import { drawCrashFrame } from './crash-canvas';
import type { MyCrashBet } from './crash-feed';

/**
 * The 60 fps frame loop: draws the curve from the latest tick on the server's clock, and writes the
 * cash-out button's amount straight into its label (no re-render per frame). Answers the refs for
 * the canvas and that label.
 */
export function useCrashCanvas(
  latest: RefObject<TCrashTick | null>,
  offset: RefObject<number>,
  betRef: RefObject<MyCrashBet | null>,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const winLabel = useRef<HTMLSpanElement>(null);
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
  }, [latest, offset, betRef]);
  return { canvas, winLabel };
}
