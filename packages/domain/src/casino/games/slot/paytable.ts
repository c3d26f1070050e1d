/** Symbols of "Fortuna Tropical". `wild` substitutes every symbol but the scatter. */
export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'onca',
  'arara',
  'tucano',
  'abacaxi',
  'coco',
  'banana',
  'limao',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Line pays, in line bets, for 3, 4 and 5 of a kind from the leftmost reel. */
export const SLOT_LINE_PAYS: Record<Exclude<SlotSymbol, 'scatter'>, readonly [number, number, number]> = {
  wild: [50, 250, 1000],
  onca: [25, 100, 500],
  arara: [20, 75, 300],
  tucano: [15, 50, 200],
  abacaxi: [10, 30, 100],
  coco: [5, 20, 75],
  banana: [5, 15, 50],
  limao: [2, 10, 40],
};

/** Scatter pays, in total bets, for 3, 4 and 5 scatters anywhere; 3 or more trigger the free spins. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];
export const SLOT_FREE_SPINS = 10;
/** Every win of a free spin is multiplied by this. Free spins do not retrigger. */
export const SLOT_FREE_SPIN_MULTIPLIER = 3;

/** 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) on each reel. All 20 are always played. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
