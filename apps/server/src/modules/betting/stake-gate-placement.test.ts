import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserBalances } from '../wallet';
import { auth, createBettor } from './betting.test-support';
import { codesHarness, PRE, sel } from './reject-codes.test-support';

/**
 * The responsible-gaming check of a real-money stake inside the ticket's own statement (migration
 * 0403): with nothing to judge the ticket is written in one statement; a restriction, a limit or a
 * restricted account found there sends placement through the full check first.
 */
let h: Awaited<ReturnType<typeof codesHarness>>;
beforeAll(async () => {
  h = await codesHarness();
}, 120_000);
afterAll(() => h.sut.close());

const ticketsOf = async (userId: number) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from bet_tickets where user_id = ${userId}`.execute(
        h.sut.platform.db,
      )
    ).rows[0]!.n,
  );

describe('placement with the stake gate in its statement', () => {
  it('refuses a bettor whose account was paused behind the bettor cache, and writes nothing', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    expect((await h.single(token, sel(PRE), 5)).body.data.status).toBe(2);
    // the status changes without the bus event that drops the bettor cache: only the statement sees it
    await sql`update users set status = 'Break' where id = ${user.id}`.execute(h.sut.platform.db);
    const refused = await h.single(token, sel(PRE), 5);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.error?.code).toBe('RESPONSABLE_GAME_BREAK_TIME');
    expect(await ticketsOf(user.id)).toBe(1);
    expect((await getUserBalances(h.sut.platform, user.id)).real).toBe(9_500);
  });

  it('refuses a self-exclusion found only by rg_stake_gate (no account status), and writes nothing', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    expect((await h.single(token, sel(PRE), 5)).body.data.status).toBe(2);
    await sql`insert into rg_restrictions (user_id, kind, starts_at, ends_at, months)
      values (${user.id}, 'selfExclusion', now() - interval '1 hour', now() + interval '90 days', 3)`.execute(
      h.sut.platform.db,
    );
    const refused = await h.single(token, sel(PRE), 5);
    expect(refused.body.error?.code).toBe('SELF_EXCLUDED');
    expect(await ticketsOf(user.id)).toBe(1);
  });

  it('places within a loss limit after judging it, and rejects the stake that would break it', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    const limit = await h.sut.app.inject({
      method: 'PUT',
      url: '/api/ResponsibleGame/Limits',
      headers: auth(token),
      payload: { kind: 'loss', period: 'daily', value: 30 },
    });
    expect(limit.statusCode).toBe(200);
    expect((await h.single(token, sel(PRE), 20)).body.data.status).toBe(2);
    const over = await h.single(token, sel(PRE), 15);
    expect(over.body.data.invalidTickets[0]).toMatchObject({
      error: 'LOSS_LIMIT_EXCEEDED',
      context: { limit: 10 },
    });
    expect(await ticketsOf(user.id)).toBe(1);
    expect((await getUserBalances(h.sut.platform, user.id)).real).toBe(8_000);
  });
});
