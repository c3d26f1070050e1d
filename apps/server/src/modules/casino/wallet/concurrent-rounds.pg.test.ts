import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestPlatform } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { betWin, credit, debit } from './seamless-wallet';
import { diceRound, fundedPlayer } from './test-support';
import { batcherOf } from './wallet-batcher';

/**
 * Many players' rounds at once on PostgreSQL, each round's bet and win in one transaction (as Placar
 * Originals play): a player's casino movements share one shard of the casino account (shardKey), so
 * two such transactions never take two shard rows in opposite orders. Before, bet and win picked
 * their shards by reference and these transactions deadlocked.
 */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('concurrent casino rounds on PostgreSQL', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform?.close());

  it('plays 24 players × 15 rounds, debit and credit in one transaction or one betWin call, with no deadlock and no drift', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => fundedPlayer(platform, 1_000_000)));
    const expected = new Map<number, number>();
    await Promise.all(
      players.map(async (p, i) => {
        let balance = 1_000_000;
        for (let r = 0; r < 15; r++) {
          const ref = `cr-${i}-${r}`;
          const bet = 100 + ((i * 31 + r * 17) % 900);
          const win = (i + r) % 2 === 0 ? bet * 2 : 0;
          if (r % 2 === 0) {
            await platform.db.transaction().execute(async (trx) => {
              await debit(
                platform,
                p.session,
                { reference: `${ref}:bet`, roundRef: ref, gameId: 'dice', amount: bet },
                { trx },
              );
              await credit(
                platform,
                p.session,
                { reference: `${ref}:win`, roundRef: ref, gameId: 'dice', amount: win },
                { trx, closeRound: true },
              );
            });
          } else {
            await betWin(platform, p.session, diceRound(ref, bet, win));
          }
          balance += win - bet;
        }
        expected.set(p.user.id, balance);
      }),
    );
    for (const p of players)
      expect((await getUserBalances(platform, p.user.id)).real).toBe(expected.get(p.user.id));
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it('two nodes batching at once (two statements in flight each), the same players on both: no deadlock, no drift', async () => {
    // a second node: its own platform and batcher on the same database
    const other = await createTestPlatform({ DATABASE_URL: platform.config.DATABASE_URL! });
    try {
      const players = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(platform, 1_000_000)));
      const expected = new Map(players.map((p) => [p.user.id, 1_000_000]));
      const nodes = [platform, other];
      await Promise.all(
        players.flatMap((p, i) =>
          nodes.map(async (node, n) => {
            for (let r = 0; r < 18; r++) {
              const ref = `nodes-${n}-${i}-${r}`;
              const bet = 100 + ((i * 31 + r * 17 + n) % 900);
              const win = (i + r + n) % 2 === 0 ? bet * 2 : 0;
              if (r % 3 === 0) {
                await debit(node, p.session, {
                  reference: `${ref}:bet`,
                  roundRef: ref,
                  gameId: 'dice',
                  amount: bet,
                });
                await credit(
                  node,
                  p.session,
                  { reference: `${ref}:win`, roundRef: ref, gameId: 'dice', amount: win },
                  { closeRound: true },
                );
              } else {
                await betWin(node, p.session, diceRound(ref, bet, win));
              }
              expected.set(p.user.id, expected.get(p.user.id)! + win - bet);
            }
          }),
        ),
      );
      for (const p of players)
        expect((await getUserBalances(platform, p.user.id)).real).toBe(expected.get(p.user.id));
      expect(batcherOf(platform).stats.batches).toBeGreaterThan(0);
      expect(batcherOf(other).stats.batches).toBeGreaterThan(0);
      expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
    } finally {
      await other.close();
    }
  });
});
