import type { Rng } from '../../rng';
import type { SlotSymbol } from './paytable';
import * as table from './paytable';

// Local copies: the hot loops below read them millions of times in simulations.
const SLOT_LINE_PAYS = table.SLOT_LINE_PAYS;
const SLOT_PAYLINES = table.SLOT_PAYLINES;
const SLOT_REELS = table.SLOT_REELS;
const SLOT_ROWS = table.SLOT_ROWS;
const SLOT_SCATTER_PAYS = table.SLOT_SCATTER_PAYS;

/**
 * Pay of one line, in line bets: the leading run of the first non-wild symbol (wilds substitute),
 * or the leading run of wilds paid as wilds, whichever pays more; 3 of a kind at least. A scatter
 * never pays on a line and stops a run.
 */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pay: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds++;
  const wildPay = wilds >= 3 ? (SLOT_LINE_PAYS.wild[wilds - 3] ?? 0) : 0;
  const target = symbols[wilds];
  if (target === undefined || target === 'scatter') return { symbol: 'wild', count: wilds, pay: wildPay };
  let count = wilds;
  while (count < symbols.length && (symbols[count] === target || symbols[count] === 'wild')) count++;
  const pay = count >= 3 ? (SLOT_LINE_PAYS[target][count - 3] ?? 0) : 0;
  return pay >= wildPay ? { symbol: target, count, pay } : { symbol: 'wild', count: wilds, pay: wildPay };
}

export interface SlotLineWin {
  /** Payline index 0…19. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Pay in line bets (before any free-spin multiplier). */
  pay: number;
}

export interface SlotSpin {
  /** Stop position of each reel: the top visible row shows strip[stop]. */
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatters: number;
  /** Multiplier of the total bet this spin returns (lines + scatter, × free-spin multiplier). */
  multiplier: number;
}

export function scatterPay(scatters: number): number {
  return scatters >= 3 ? (SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) : 0;
}

/** One spin: one float per reel picks its stop (5 floats). */
export function spinReels(strips: readonly (readonly SlotSymbol[])[], rng: Rng, winMultiplier = 1): SlotSpin {
  const stops: number[] = [];
  const grid: SlotSymbol[][] = [];
  let scatters = 0;
  for (let r = 0; r < SLOT_REELS; r++) {
    const strip = strips[r] as readonly SlotSymbol[];
    const stop = Math.floor(rng.next() * strip.length);
    stops.push(stop);
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) {
      const symbol = strip[(stop + row) % strip.length] as SlotSymbol;
      if (symbol === 'scatter') scatters++;
      column.push(symbol);
    }
    grid.push(column);
  }
  const lineWins: SlotLineWin[] = [];
  let lineTotal = 0;
  const symbols: SlotSymbol[] = ['wild', 'wild', 'wild', 'wild', 'wild'];
  for (let line = 0; line < SLOT_PAYLINES.length; line++) {
    const rows = SLOT_PAYLINES[line] as readonly number[];
    for (let reel = 0; reel < SLOT_REELS; reel++)
      symbols[reel] = grid[reel]?.[rows[reel] as number] as SlotSymbol;
    const win = linePay(symbols);
    if (win.pay > 0) {
      lineWins.push({ line, ...win });
      lineTotal += win.pay;
    }
  }
  // Line bet = total bet / 20; integer arithmetic in twentieths keeps 4-decimal exactness.
  const twentieths = (lineTotal + scatterPay(scatters) * SLOT_PAYLINES.length) * winMultiplier;
  return { stops, grid, lineWins, scatters, multiplier: twentieths / SLOT_PAYLINES.length };
}
