import { z } from 'zod';
import { floorMultiplier } from '../money';
import { type Rng, randomInt } from '../rng';
import type { GameOutcome, OriginalGame } from './types';

export const MINES_RTP = 0.99;
export const MINES_TILES = 25;

/** P(k picks are all safe) with m mines: C(25−m, k) / C(25, k). */
export function minesSafeProbability(mines: number, picks: number): number {
  let p = 1;
  for (let i = 0; i < picks; i++) p *= (MINES_TILES - mines - i) / (MINES_TILES - i);
  return p;
}

/** Multiplier after k safe picks: 0.99 / P(k safe), floored to 4 decimals (1 for k = 0). */
export function minesMultiplier(mines: number, safePicks: number): number {
  if (safePicks === 0) return 1;
  return floorMultiplier(MINES_RTP / minesSafeProbability(mines, safePicks));
}

/**
 * Mine positions (tile indexes 0…24, row by row) drawn at bet time: the first m tiles of a
 * Fisher–Yates shuffle, one float per mine (float i picks among the 25 − i tiles left).
 */
export function minesLayout(mines: number, rng: Rng): number[] {
  const tiles = new Uint8Array(MINES_TILES);
  for (let i = 0; i < MINES_TILES; i++) tiles[i] = i;
  for (let i = 0; i < mines; i++) {
    const j = i + randomInt(rng, MINES_TILES - i);
    const t = tiles[i] as number;
    tiles[i] = tiles[j] as number;
    tiles[j] = t;
  }
  return Array.from(tiles.subarray(0, mines).sort());
}

export const minesParams = z
  .object({
    mines: z.number().int().min(1).max(24),
    /** Tiles the player revealed, in order (play stops at the first mine). */
    picks: z.array(z.number().int().min(0).max(24)).min(1).max(24),
  })
  .refine((p) => new Set(p.picks).size === p.picks.length, { message: 'casas repetidas', path: ['picks'] })
  .refine((p) => p.picks.length <= MINES_TILES - p.mines, { message: 'casas demais', path: ['picks'] });
export type MinesParams = z.infer<typeof minesParams>;

export interface MinesOutcome extends GameOutcome {
  mines: number[];
  /** Safe tiles revealed before a mine or the cash-out. */
  safePicks: number;
  /** The tile that hit a mine, if any. */
  hitMine: number | null;
}

/** Reveals picks against a layout: the round ends at the first mine (0) or cashes out. */
export function revealMines(mineTiles: readonly number[], picks: readonly number[]): MinesOutcome {
  const mineSet = new Set(mineTiles);
  let safe = 0;
  for (const tile of picks) {
    if (mineSet.has(tile)) return { mines: [...mineTiles], safePicks: safe, hitMine: tile, multiplier: 0 };
    safe += 1;
  }
  return {
    mines: [...mineTiles],
    safePicks: safe,
    hitMine: null,
    multiplier: minesMultiplier(mineTiles.length, safe),
  };
}

export const mines: OriginalGame<MinesParams, MinesOutcome> = {
  id: 'mines',
  name: 'Minas',
  category: 'interactivos',
  rtp: MINES_RTP,
  rtpMethod: 'analytic',
  maxMultiplier: Math.max(
    ...Array.from({ length: 24 }, (_, i) => minesMultiplier(i + 1, MINES_TILES - i - 1)),
  ),
  rules: [
    'Um campo de 5×5 casas esconde de 1 a 24 minas, sorteadas no momento da aposta.',
    'Abra casas uma a uma: cada casa segura aumenta o multiplicador; uma mina encerra a rodada sem prêmio.',
    'Retire quando quiser: o multiplicador após k casas seguras é 99% / P(k casas seguras), para baixo em 4 casas.',
    'RTP de 99% em qualquer estratégia.',
  ],
  params: minesParams,
  play(params, rng) {
    return revealMines(minesLayout(params.mines, rng), params.picks);
  },
};
