import type { TCrashTick } from '@placar/contract';
import { casino } from '@placar/domain';

const CURVE = '#1fd17a';
const CRASHED = '#ff5d5d';

/** Draws one frame of the crash stage: axes, the curve up to now, and the big multiplier. */
export function drawCrashFrame(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  tick: TCrashTick,
  serverNow: number,
) {
  ctx.clearRect(0, 0, w, h);
  const pad = { l: 44, r: 18, t: 18, b: 30 };
  const pw = w - pad.l - pad.r;
  const ph = h - pad.t - pad.b;

  let elapsed = 0;
  let multiplier = 1;
  if (tick.phase === 'running' && tick.startedAt) {
    elapsed = Math.max(0, serverNow - tick.startedAt);
    multiplier = Math.max(tick.multiplier, casino.crashMultiplierAt(elapsed));
  } else if (tick.phase === 'crashed') {
    multiplier = tick.multiplier;
    elapsed = casino.crashElapsedMsFor(multiplier);
  }
  const tMax = Math.max(10_000, elapsed * 1.15);
  const mMax = Math.max(2, 1 + (multiplier - 1) * 1.25);
  const xOf = (t: number) => pad.l + (t / tMax) * pw;
  const yOf = (m: number) => pad.t + ph - ((m - 1) / (mMax - 1)) * ph;

  // grid
  ctx.strokeStyle = 'rgb(255 255 255 / 7%)';
  ctx.fillStyle = 'rgb(238 245 240 / 55%)';
  ctx.lineWidth = 1;
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const step = niceStep(mMax - 1);
  for (let m = 1; m <= mMax + 1e-9; m += step) {
    const y = yOf(m);
    ctx.beginPath();
    ctx.moveTo(pad.l, y);
    ctx.lineTo(w - pad.r, y);
    ctx.stroke();
    ctx.fillText(`${m.toFixed(m < 10 ? 1 : 0).replace('.', ',')}×`, pad.l - 6, y);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const ts = niceStep(tMax / 1000) * 1000;
  for (let t = 0; t <= tMax; t += ts) ctx.fillText(`${Math.round(t / 1000)}s`, xOf(t), h - pad.b + 8);

  if (tick.phase !== 'betting') {
    const colour = tick.phase === 'crashed' ? CRASHED : CURVE;
    const n = 80;
    ctx.beginPath();
    ctx.moveTo(xOf(0), yOf(1));
    for (let i = 1; i <= n; i++) {
      const t = (elapsed * i) / n;
      ctx.lineTo(xOf(t), yOf(Math.min(multiplier, Math.exp(casino.CRASH_GROWTH_PER_MS * t))));
    }
    const headX = xOf(elapsed);
    const headY = yOf(multiplier);
    const fill = ctx.createLinearGradient(0, pad.t, 0, pad.t + ph);
    fill.addColorStop(0, tick.phase === 'crashed' ? 'rgb(255 93 93 / 35%)' : 'rgb(31 209 122 / 35%)');
    fill.addColorStop(1, 'rgb(31 209 122 / 0%)');
    ctx.lineWidth = 4;
    ctx.strokeStyle = colour;
    ctx.lineCap = 'round';
    ctx.stroke();
    ctx.lineTo(headX, yOf(1));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.font = '28px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(tick.phase === 'crashed' ? '💥' : '🚀', headX, headY);
  }

  // the big number
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const size = Math.min(72, w / 6);
  if (tick.phase === 'betting') {
    const left = Math.max(0, tick.bettingEndsAt - serverNow) / 1000;
    ctx.fillStyle = '#eef5f0';
    ctx.font = `800 ${Math.min(size * 0.42, w / 14)}px system-ui, sans-serif`;
    ctx.fillText('Próxima rodada em', w / 2, h / 2 - size * 0.45);
    ctx.font = `900 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = '#ffd23f';
    ctx.fillText(`${left.toFixed(1).replace('.', ',')} s`, w / 2, h / 2 + size * 0.35);
  } else {
    ctx.fillStyle = tick.phase === 'crashed' ? CRASHED : '#eef5f0';
    ctx.font = `900 ${size}px system-ui, sans-serif`;
    ctx.fillText(`${multiplier.toFixed(2).replace('.', ',')}×`, w / 2, h / 2 - size * 0.2);
    if (tick.phase === 'crashed') {
      ctx.font = `800 ${size * 0.32}px system-ui, sans-serif`;
      ctx.fillText('Quebrou!', w / 2, h / 2 + size * 0.55);
    }
  }
  return multiplier;
}

function niceStep(range: number): number {
  const raw = range / 4;
  const p = 10 ** Math.floor(Math.log10(raw || 1));
  const n = raw / p;
  return (n < 1.5 ? 1 : n < 3.5 ? 2 : n < 7.5 ? 5 : 10) * p;
}
