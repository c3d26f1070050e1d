import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegRow } from './betting.tables';
import { payoutLines } from './money';
import { ticketOutcome } from './ticket-payout';

/*
 * Random tickets — singles, multiples and parlays of plain legs, custom bets (one same-match group at its
 * own combined odds) and custom parlays (several groups) — with every leg state the feed sends (won, lost,
 * push, half won, half lost, dead heat, bet cancel, still open), real money or a free bet, against an
 * evaluator written here from the rules, in exact fractions:
 *   a leg returns, per unit staked: void share v + (1 - v) × odds × dead-heat factor when won, v when lost,
 *     1 when cancelled;
 *   a custom-bet group is one unit at its combined odds: lost when a selection lost outright, open while
 *     one is open, void (returns 1) when a selection was voided or cancelled, else combined odds scaled
 *     by what each selection returned against its own odds;
 *   a ticket pays floor(stake × product of its units) centavos once every unit is decided, and 0 as soon
 *     as one unit is lost; it is wholly void when every unit is void;
 *   a free bet pays only the winnings (payout − stake, not below 0), nothing when wholly void (the free
 *     bet comes back instead).
 */

type Frac = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n: bigint, d = 1n): Frac => {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const mul = (a: Frac, b: Frac) => frac(a.n * b.n, a.d * b.d);
const add = (a: Frac, b: Frac) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const div = (a: Frac, b: Frac) => frac(a.n * b.d, a.d * b.n);
const ONE = frac(1n);
const ZERO = frac(0n);
const isZero = (a: Frac) => a.n === 0n;
/** floor(x + 0.000001): whole centavos in the book's favour, as the domain rounds. */
const centavos = (x: Frac) => Number((x.n * 1_000_000n + x.d) / (x.d * 1_000_000n));

type LegState =
  | { kind: 'open' }
  | { kind: 'won' }
  | { kind: 'lost' }
  | { kind: 'push' }
  | { kind: 'halfWon' }
  | { kind: 'halfLost' }
  | { kind: 'deadHeat'; dh: [number, number] }
  | { kind: 'cancelled' };
type Leg = { oddsHundredths: number; state: LegState };
type Unit = { kind: 'plain'; leg: Leg } | { kind: 'group'; oddsHundredths: number; legs: Leg[] };
type Ticket = { units: Unit[]; stake: number; freeBet: boolean };

const oddsOf = (hundredths: number) => frac(BigInt(hundredths), 100n);

/** What one leg returns per unit staked, or 'open'. */
function legReturn(leg: Leg): Frac | 'open' {
  const odds = oddsOf(leg.oddsHundredths);
  const half = frac(1n, 2n);
  switch (leg.state.kind) {
    case 'open':
      return 'open';
    case 'won':
      return odds;
    case 'lost':
      return ZERO;
    case 'push':
    case 'cancelled':
      return ONE;
    case 'halfWon':
      return add(half, mul(half, odds));
    case 'halfLost':
      return half;
    case 'deadHeat':
      return mul(odds, frac(BigInt(leg.state.dh[0]), BigInt(leg.state.dh[1])));
  }
}

const isVoid = (leg: Leg) => leg.state.kind === 'push' || leg.state.kind === 'cancelled';

function unitReturn(unit: Unit): { r: Frac | 'open'; void: boolean } {
  if (unit.kind === 'plain') return { r: legReturn(unit.leg), void: isVoid(unit.leg) };
  const returns = unit.legs.map(legReturn);
  if (returns.some((r) => r !== 'open' && isZero(r))) return { r: ZERO, void: false };
  if (returns.includes('open')) return { r: 'open', void: false };
  if (unit.legs.some(isVoid)) return { r: ONE, void: true };
  const scaled = unit.legs.reduce(
    (acc, leg, i) => mul(acc, div(returns[i] as Frac, oddsOf(leg.oddsHundredths))),
    oddsOf(unit.oddsHundredths),
  );
  return { r: scaled, void: false };
}

/** The evaluator: undefined while undecided, else the payout, whether wholly void and what is paid. */
function evaluate(t: Ticket) {
  const units = t.units.map(unitReturn);
  if (units.some((u) => u.r !== 'open' && isZero(u.r))) return { payout: 0, fullyVoid: false, paid: 0 };
  if (units.some((u) => u.r === 'open')) return undefined;
  const payout = centavos(units.reduce((acc, u) => mul(acc, u.r as Frac), frac(BigInt(t.stake))));
  const fullyVoid = units.every((u) => u.void);
  const paid = !t.freeBet ? payout : fullyVoid ? 0 : Math.max(0, payout - t.stake);
  return { payout, fullyVoid, paid };
}

// ---- the ticket as the betting module stores it -------------------------------------------------------

function legRow(leg: Leg, idx: number, group: { idx: number; odds: number } | null): LegRow {
  const s = leg.state;
  const settled = s.kind !== 'open';
  const won = s.kind === 'won' || s.kind === 'halfWon' || s.kind === 'deadHeat';
  const voidFactor = s.kind === 'push' || s.kind === 'cancelled' ? 1 : s.kind.startsWith('half') ? 0.5 : 0;
  return {
    ticket_id: 1,
    idx,
    group_idx: group?.idx ?? null,
    group_odds: group ? group.odds / 100 : null,
    match_id: `sr:match:${group ? 1000 + group.idx : idx}`,
    market_id: 1,
    specifiers: '',
    outcome_id: '1',
    requested_odds: leg.oddsHundredths / 100,
    odds: leg.oddsHundredths / 100,
    provider_id: 1,
    producer_id: 3,
    sport_id: 'sr:sport:1',
    tournament_id: 'sr:tournament:1',
    match_name: 'A vs B',
    home_name: 'A',
    away_name: 'B',
    market_name: '1x2',
    outcome_name: 'A',
    scheduled_at: 0,
    booking_status: 'Booked',
    result: !settled ? null : s.kind === 'cancelled' ? 4 : won ? 1 : 0,
    void_factor: settled ? voidFactor : null,
    dead_heat_factor: s.kind === 'deadHeat' ? s.dh[0] / s.dh[1] : null,
    settled_at: settled ? new Date(0) : null,
  };
}

function rowsOf(t: Ticket): LegRow[] {
  const rows: LegRow[] = [];
  t.units.forEach((u, g) => {
    if (u.kind === 'plain') rows.push(legRow(u.leg, rows.length, null));
    else for (const leg of u.legs) rows.push(legRow(leg, rows.length, { idx: g, odds: u.oddsHundredths }));
  });
  return rows;
}

/** What the betting module pays: the ticket outcome, then the ledger lines of the payout. */
function production(t: Ticket, rows = rowsOf(t)) {
  const outcome = ticketOutcome(t.stake, rows);
  if (!outcome) return undefined;
  const ticket = { id: 1, user_id: 7, stake: t.stake, free_bet_id: t.freeBet ? 3 : null };
  const { paid, lines } = payoutLines(ticket, outcome.payout, outcome.fullyVoid);
  expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(0);
  const toUser = lines.find((l) => l.account.kind === 'user_real')?.amount ?? 0;
  expect(toUser).toBe(paid);
  return { ...outcome, paid };
}

// ---- generators ----------------------------------------------------------------------------------------

const settledState: fc.Arbitrary<LegState> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'won' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'lost' as const }) },
  fc.constant({ kind: 'push' as const }),
  fc.constant({ kind: 'halfWon' as const }),
  fc.constant({ kind: 'halfLost' as const }),
  fc
    .constantFrom<[number, number]>([1, 2], [1, 3], [1, 4], [2, 3])
    .map((dh) => ({ kind: 'deadHeat' as const, dh })),
  fc.constant({ kind: 'cancelled' as const }),
);
const anyState = fc.oneof({ weight: 6, arbitrary: settledState }, fc.constant({ kind: 'open' as const }));
const leg = (state: fc.Arbitrary<LegState>) =>
  fc.record({ oddsHundredths: fc.integer({ min: 101, max: 1500 }), state });
const plain = (state: fc.Arbitrary<LegState>) => leg(state).map((l): Unit => ({ kind: 'plain', leg: l }));
const group = (state: fc.Arbitrary<LegState>) =>
  fc
    .record({
      oddsHundredths: fc.integer({ min: 150, max: 6000 }),
      legs: fc.array(leg(state), { minLength: 2, maxLength: 5 }),
    })
    .map((g): Unit => ({ kind: 'group', ...g }));

const ticket = (state: fc.Arbitrary<LegState>) =>
  fc
    .record({
      units: fc.oneof(
        fc.tuple(plain(state)).map((u) => [...u]), // a single
        fc.array(plain(state), { minLength: 2, maxLength: 8 }), // multiple / parlay
        fc.tuple(group(state)).map((u) => [...u]), // custom bet
        fc.array(group(state), { minLength: 2, maxLength: 3 }), // custom parlay
      ),
      stake: fc.integer({ min: 100, max: 500_000 }),
      freeBet: fc.boolean(),
    })
    .filter((t) => {
      // placement refuses a possible win above the payout ceiling (R$ 500,000)
      const odds = t.units.reduce(
        (a, u) => (a * (u.kind === 'plain' ? u.leg.oddsHundredths : u.oddsHundredths)) / 100,
        1,
      );
      return t.stake * odds <= 50_000_000;
    });

describe('ticket settlement (property)', () => {
  it('pays what the independent evaluator pays, for any ticket and any leg results', () => {
    fc.assert(
      fc.property(ticket(anyState), (t) => {
        expect(production(t)).toEqual(evaluate(t));
      }),
      { numRuns: 3_000 },
    );
  });

  it('decides a ticket as soon as it can, and the early decision is the final one', () => {
    fc.assert(
      fc.property(ticket(settledState), fc.nat(), (t, seed) => {
        const rows = rowsOf(t);
        const final = evaluate(t);
        expect(production(t, rows)).toEqual(final);
        // the legs settle one by one in some order; the first decided answer must already be the final one
        const order = rows
          .map((_, i) => i)
          .sort((a, b) => ((a * 7919 + seed) % 97) - ((b * 7919 + seed) % 97));
        const open: LegRow[] = rows.map((r) => ({
          ...r,
          result: null,
          void_factor: null,
          dead_heat_factor: null,
        }));
        for (const i of order) {
          open[i] = rows[i]!;
          const early = production(t, open.slice());
          if (early) {
            expect(early).toEqual(final);
            break;
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
