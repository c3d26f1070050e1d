import { linePay, scatterPay } from './evaluate';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from './paytable';

/** Share of each symbol on a strip (the chance it shows on any given row). */
function symbolShares(strip: readonly SlotSymbol[]): Map<SlotSymbol, number> {
  const shares = new Map<SlotSymbol, number>();
  for (const s of strip) shares.set(s, (shares.get(s) ?? 0) + 1 / strip.length);
  return shares;
}

/**
 * Expected pay of one payline, in line bets, by full enumeration of the 9^5 symbol combinations
 * weighted by the strips' shares. Stops are independent, so every payline has this same value,
 * and with a line bet of total/20 on 20 lines it is also the line part of the RTP.
 */
export function expectedLinePay(strips: readonly (readonly SlotSymbol[])[]): number {
  const shares = strips.map(symbolShares);
  const line: SlotSymbol[] = [];
  const walk = (reel: number, p: number): number => {
    if (reel === SLOT_REELS) return p * linePay(line).pay;
    let sum = 0;
    for (const symbol of SLOT_SYMBOLS) {
      const share = shares[reel]?.get(symbol) ?? 0;
      if (share === 0) continue;
      line[reel] = symbol;
      sum += walk(reel + 1, p * share);
    }
    return sum;
  };
  return walk(0, 1);
}

/** Chance that a reel's 3-row window shows a scatter (strips never hold two scatters within 3 stops). */
export function scatterWindowChance(strip: readonly SlotSymbol[]): number {
  let windows = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let seen = 0;
    for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % strip.length] === 'scatter') seen++;
    if (seen > 1) throw new RangeError('a strip holds two scatters within one window');
    windows += seen;
  }
  return windows / strip.length;
}

/** Distribution of the number of scatters in view (0…5): reels are independent. */
export function scatterCountDistribution(strips: readonly (readonly SlotSymbol[])[]): number[] {
  let dist = [1];
  for (const strip of strips) {
    const q = scatterWindowChance(strip);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((p, k) => {
      next[k] = (next[k] ?? 0) + p * (1 - q);
      next[k + 1] = (next[k + 1] ?? 0) + p * q;
    });
    dist = next;
  }
  return dist;
}

export interface SlotRtpBreakdown {
  /** Lines, in a base spin. */
  lines: number;
  /** Scatter pays, in a base spin. */
  scatter: number;
  /** Chance a spin triggers the free spins (3+ scatters). */
  triggerChance: number;
  /** The free spins' contribution: P(trigger) × 10 × 3 × (lines + scatter). */
  freeSpins: number;
  total: number;
}

/** Exact RTP of the slot (free spins use the base strips and do not retrigger). */
export function slotRtp(strips: readonly (readonly SlotSymbol[])[]): SlotRtpBreakdown {
  const lines = expectedLinePay(strips);
  const dist = scatterCountDistribution(strips);
  const scatter = dist.reduce((s, p, k) => s + p * scatterPay(k), 0);
  const triggerChance = dist.slice(3).reduce((a, b) => a + b, 0);
  const freeSpins = triggerChance * SLOT_FREE_SPINS * SLOT_FREE_SPIN_MULTIPLIER * (lines + scatter);
  return { lines, scatter, triggerChance, freeSpins, total: lines + scatter + freeSpins };
}
