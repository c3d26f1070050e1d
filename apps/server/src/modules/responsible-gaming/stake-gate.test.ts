import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors';
import { createTestApp, type TestApp } from '../../testing/platform';
import { debit, openSession } from '../casino';
import { fundedPlayer } from '../casino/wallet/test-support';
import { getUserBalances } from '../wallet';
import { assertCasinoStakeAllowed } from './enforcement';
import { activeRestrictions, refusalOf } from './restrictions';
import { readStakeGate } from './stake-gate';

/**
 * rg_stake_gate() (migration 0701) in one statement against the rules it replaces on the hot path:
 * activeRestrictions() + refusalOf() for the restrictions, limitsInForce() for whether limits apply.
 */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const H = 3_600_000;
const db = () => sut.platform.db;
type Restriction = {
  kind: 'break' | 'selfExclusion' | 'internalBlock';
  from: number;
  to: number | null;
  months?: number;
};
async function restrict(userId: number, r: Restriction, ended = false) {
  const now = Date.now();
  await sql`
    insert into rg_restrictions (user_id, kind, starts_at, ends_at, months, hours, ended_at)
    values (${userId}, ${r.kind}, ${new Date(now + r.from)}, ${r.to === null ? null : new Date(now + r.to)},
      ${r.months ?? null}, ${r.kind === 'break' ? 24 : null}, ${ended ? new Date(now) : null})`.execute(db());
}
const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, status: e.status, message: e.publicMessage, context: e.context };
  }
  return null;
};
/** The refusal the former path (two reads) gives now. */
const formerRefusal = async (userId: number) => {
  const [strongest] = await activeRestrictions(db(), userId, new Date());
  if (!strongest) return null;
  const e = refusalOf(strongest);
  return { code: e.code, status: e.status, message: e.publicMessage, context: e.context };
};
const transfersOf = async (userId: number) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from ledger_transfers where user_id = ${userId}`.execute(db())
    ).rows[0]!.n,
  );

const CASES: Record<string, { restrictions: Restriction[]; code: string }> = {
  pause: { restrictions: [{ kind: 'break', from: -H, to: 23 * H }], code: 'RESPONSABLE_GAME_BREAK_TIME' },
  'self-exclusion (3 months)': {
    restrictions: [{ kind: 'selfExclusion', from: -H, to: 90 * 24 * H, months: 3 }],
    code: 'SELF_EXCLUDED',
  },
  'self-exclusion (permanent)': {
    restrictions: [{ kind: 'selfExclusion', from: -H, to: null, months: 1216 }],
    code: 'SELF_EXCLUDED',
  },
  'internal block': {
    restrictions: [{ kind: 'internalBlock', from: -H, to: null }],
    code: 'INTERNAL_BLOCKED',
  },
  'a block over a pause over nothing': {
    restrictions: [
      { kind: 'break', from: -H, to: 5 * H },
      { kind: 'internalBlock', from: -2 * H, to: null },
    ],
    code: 'INTERNAL_BLOCKED',
  },
  'the longer of two pauses': {
    restrictions: [
      { kind: 'break', from: -H, to: 5 * H },
      { kind: 'break', from: -2 * H, to: 50 * H },
    ],
    code: 'RESPONSABLE_GAME_BREAK_TIME',
  },
};

describe('the stake gate in one statement', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: the seed's refusal, as before, and a casino debit that writes nothing`, async () => {
      const p = await fundedPlayer(sut.platform, 10_000);
      for (const r of c.restrictions) await restrict(p.user.id, r);
      const expected = await formerRefusal(p.user.id);
      expect(expected?.code).toBe(c.code);
      expect(await errorOf(assertCasinoStakeAllowed(sut.platform, p.user.id, 100, db()))).toEqual(expected);
      const before = await transfersOf(p.user.id);
      // the launch token is still alive here (its revocation is another line of defence)
      expect(
        await errorOf(
          debit(sut.platform, p.session, {
            reference: 'g1',
            roundRef: `g-${p.user.id}`,
            gameId: 'dice',
            amount: 100,
          }),
        ),
      ).toEqual(expected);
      expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(10_000);
      expect(await transfersOf(p.user.id)).toBe(before);
      const rounds = await sql`select 1 from casino_rounds where user_id = ${p.user.id}`.execute(db());
      expect(rounds.rows).toHaveLength(0);
    });
  }

  it('lets a stake through when restrictions are over, ended or still to come', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    await restrict(p.user.id, { kind: 'break', from: -48 * H, to: -H });
    await restrict(p.user.id, { kind: 'internalBlock', from: -H, to: null }, true);
    await restrict(p.user.id, { kind: 'selfExclusion', from: H, to: 90 * 24 * H, months: 3 });
    expect(await formerRefusal(p.user.id)).toBeNull();
    expect(await readStakeGate(db(), p.user.id, new Date())).toBeNull();
    await debit(sut.platform, p.session, {
      reference: 'ok1',
      roundRef: `ok-${p.user.id}`,
      gameId: 'dice',
      amount: 300,
    });
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(9_700);
  });

  it('asks for the limits to be judged only when a stake limit exists (in force or pending)', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const gate = () => readStakeGate(db(), p.user.id, new Date());
    expect(await gate()).toBeNull();
    const limit = (kind: string, period: string, value: number | null, pending: number | null = null) =>
      sql`insert into rg_limits (user_id, kind, period, value, pending_value, pending_effective_at)
        values (${p.user.id}, ${kind}, ${period}, ${value}, ${pending}, ${pending ? new Date(Date.now() + 24 * H) : null})`.execute(
        db(),
      );
    await limit('deposit', 'daily', 5_000);
    await limit('loss', 'weekly', null); // a removed limit
    expect(await gate()).toBeNull();
    await limit('betAmount', 'daily', 200, 900);
    expect(await gate()).toEqual({ limits: true });
    // judged: 200 of bets a day, so 300 is refused with the seed's code and 200 goes through
    const bet = (ref: string, amount: number) =>
      debit(sut.platform, p.session, {
        reference: ref,
        roundRef: `${ref}-${p.user.id}`,
        gameId: 'dice',
        amount,
      });
    expect((await errorOf(bet('l1', 300)))?.code).toBe('BET_AMOUNT_LIMIT_EXCEEDED');
    await bet('l2', 200);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(9_800);
  });

  it('never gates play money', async () => {
    const p = await fundedPlayer(sut.platform, 0);
    await restrict(p.user.id, { kind: 'internalBlock', from: -H, to: null });
    const free = await openSession(sut.platform, {
      mode: 'free',
      userId: null,
      providerId: 100,
      gameId: 'dice',
    });
    const a = await debit(sut.platform, free.session, {
      reference: 'f1',
      roundRef: `f-${free.session.id}`,
      gameId: 'dice',
      amount: 100,
    });
    expect(a.balance).toBeGreaterThan(0);
  });
});
