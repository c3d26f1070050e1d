import { casino } from '@placar/domain';

/** The European wheel order, clockwise from 0. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type TableBet = { type: casino.RouletteBetType; numbers?: number[]; label: string };

/** A spot of the table: its bet and the key it is stored under. */
export const betKey = (b: TableBet) => `${b.type}:${(b.numbers ?? []).join('-')}`;

export const straight = (n: number): TableBet => ({ type: 'straight', numbers: [n], label: String(n) });
export const column = (c: 1 | 2 | 3): TableBet => ({
  type: 'column',
  numbers: Array.from({ length: 12 }, (_, r) => r * 3 + c),
  label: '2:1',
});
export const dozen = (d: 0 | 1 | 2): TableBet => ({
  type: 'dozen',
  numbers: Array.from({ length: 12 }, (_, i) => d * 12 + i + 1),
  label: `${d * 12 + 1}-${d * 12 + 12}`,
});
export const OUTSIDE: TableBet[] = [
  { type: 'low', label: '1-18' },
  { type: 'even', label: 'Par' },
  { type: 'red', label: 'Vermelho' },
  { type: 'black', label: 'Preto' },
  { type: 'odd', label: 'Ímpar' },
  { type: 'high', label: '19-36' },
];

export type PlacedBets = Map<string, { bet: TableBet; amount: number }>;

/** Adds a chip to a spot (amounts in reais, kept to the centavo). */
export function addChip(bets: PlacedBets, bet: TableBet, chip: number): PlacedBets {
  const next = new Map(bets);
  const key = betKey(bet);
  const prev = next.get(key)?.amount ?? 0;
  next.set(key, { bet, amount: Math.round((prev + chip) * 100) / 100 });
  return next;
}

export function totalStake(bets: PlacedBets): number {
  let t = 0;
  for (const b of bets.values()) t += b.amount;
  return Math.round(t * 100) / 100;
}

/** The request's bets: each spot with its own stake in reais. */
export function toRequestBets(bets: PlacedBets) {
  return [...bets.values()].map(({ bet, amount }) => ({
    type: bet.type,
    ...(bet.numbers ? { numbers: bet.numbers } : {}),
    amount,
  }));
}

/** Whether a spot wins on a pocket (to light it after the spin). */
export function spotWins(bet: TableBet, pocket: number): boolean {
  const numbers = casino.outsideBetNumbers(bet.type) ?? bet.numbers ?? [];
  return numbers.includes(pocket);
}

/** Rotation (degrees) that brings a pocket to the top of the wheel, after `turns` full turns from `from`. */
export function wheelRotationFor(pocket: number, from: number, turns = 5): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  const slice = 360 / WHEEL_ORDER.length;
  const target = (360 - index * slice) % 360;
  const base = from - (from % 360);
  return base + turns * 360 + target;
}
