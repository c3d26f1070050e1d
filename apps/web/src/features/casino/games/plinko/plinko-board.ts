/** Geometry and the ball's path of the Plinko board, in board units (width 1, height 1). */
export type Point = { x: number; y: number };

const TOP = 0.08;
const BOTTOM = 0.86;

/** Peg positions: row r (0-based) has r + 3 pegs, centred. */
export function pegs(rows: number): Point[][] {
  const gap = 1 / (rows + 2);
  return Array.from({ length: rows }, (_, r) => {
    const count = r + 3;
    const y = TOP + ((BOTTOM - TOP) * r) / (rows - 1);
    const start = 0.5 - ((count - 1) * gap) / 2;
    return Array.from({ length: count }, (_, i) => ({ x: start + i * gap, y }));
  });
}

/** Centre of landing slot i (0…rows). */
export function slotCentre(rows: number, slot: number): Point {
  const gap = 1 / (rows + 2);
  const start = 0.5 - (rows * gap) / 2;
  return { x: start + slot * gap, y: 0.93 };
}

/**
 * The ball's waypoints: it falls onto the top peg gap, then each row moves it half a gap left (0) or
 * right (1); the last point is the slot. Keyframes for the animation, one per row.
 */
export function ballWaypoints(rows: number, path: readonly number[]): Point[] {
  const gap = 1 / (rows + 2);
  const points: Point[] = [{ x: 0.5, y: 0 }];
  let x = 0.5;
  for (let r = 0; r < rows; r++) {
    const y = TOP + ((BOTTOM - TOP) * r) / (rows - 1) - 0.025;
    points.push({ x, y });
    x += (path[r] === 1 ? 0.5 : -0.5) * gap;
  }
  points.push(
    slotCentre(
      rows,
      path.reduce((a, b) => a + b, 0),
    ),
  );
  return points;
}

/** Position at progress t (0…1) along the waypoints, with a small hop between pegs. */
export function ballAt(points: readonly Point[], t: number): Point {
  const segs = points.length - 1;
  const f = Math.min(Math.max(t, 0), 1) * segs;
  const i = Math.min(Math.floor(f), segs - 1);
  const k = f - i;
  const a = points[i] as Point;
  const b = points[i + 1] as Point;
  const hop = i === 0 ? 0 : Math.sin(Math.PI * k) * 0.018;
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * (k * k) - hop };
}

/** Slot colour from its multiplier: gold for the edges, red for a loss. */
export function slotColour(multiplier: number): string {
  if (multiplier >= 10) return '#ff4d6d';
  if (multiplier >= 3) return '#ff8a3d';
  if (multiplier >= 1.5) return '#ffc93d';
  if (multiplier >= 1) return '#b6e35a';
  return '#4fbf8a';
}

/** A slot's multiplier as pt-BR text: 3.7 → "3,7×", 1000 → "1.000×". */
export function multiplierText(multiplier: number): string {
  return `${multiplier.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}×`;
}
