import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { type CasinoSession, openSession } from '../launch/casino-sessions';
import { fundedPlayer } from '../wallet/test-support';
import { startMines } from './mines';
import { findOpenRound, openRoundQuery } from './round-helpers';

/** A player with a long history starts mines: the open round is found on the open-rounds index alone. */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

/** Closed rounds of a player's past (or a free session's), straight in the table. */
async function history(session: CasinoSession, count: number) {
  await sql`
    insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id, status, bet, win, closed_at)
    select 100, 'past-' || ${session.id} || '-' || g, ${session.userId}, ${session.id},
      case when g % 2 = 0 then 'mines' else 'dice' end, 'closed', 100, 0, now()
    from generate_series(1, ${count}) g`.execute(sut.platform.db);
}
const planOf = async (session: CasinoSession, gameId: string) =>
  (
    await sql<Record<string, string>>`explain ${openRoundQuery(session, gameId)}`.execute(sut.platform.db)
  ).rows
    .map((r) => Object.values(r)[0])
    .join('\n');

describe('open rounds by player', () => {
  it('finds a real-money player’s open mines round on casino_rounds_open_user, not their history', async () => {
    const p = await fundedPlayer(sut.platform, 100_000, 100, 'mines');
    await history(p.session, 3_000);
    const other = await fundedPlayer(sut.platform, 100_000, 100, 'mines');
    await history(other.session, 3_000);
    const started = await startMines(sut.platform, p.session, 1, 3);
    await sql`analyze casino_rounds`.execute(sut.platform.db);

    const plan = await planOf(p.session, 'mines');
    expect(plan).toContain('casino_rounds_open_user');
    expect(plan).not.toContain('casino_rounds_user');
    expect(Number((await findOpenRound(sut.platform.db, p.session, 'mines'))?.id)).toBe(started.roundId);
    expect(await findOpenRound(sut.platform.db, p.session, 'blackjack')).toBeUndefined();
    expect(await findOpenRound(sut.platform.db, other.session, 'mines')).toBeUndefined();
  });

  it('finds a free session’s open round on casino_rounds_open', async () => {
    const { session } = await openSession(sut.platform, {
      mode: 'free',
      userId: null,
      providerId: 100,
      gameId: 'mines',
    });
    await history(session, 3_000);
    const started = await startMines(sut.platform, session, 1, 3);
    await sql`analyze casino_rounds`.execute(sut.platform.db);
    expect(await planOf(session, 'mines')).toMatch(/casino_rounds_open(?!_user)/);
    expect(Number((await findOpenRound(sut.platform.db, session, 'mines'))?.id)).toBe(started.roundId);
  });
});
