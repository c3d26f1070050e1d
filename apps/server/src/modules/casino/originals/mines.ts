import { reaisToCentavos, type TOriginalsRound } from '@placar/contract';
import { casino } from '@placar/domain';
import type { Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import { type CasinoSession, seedOwnerOf } from '../launch/casino-sessions';
import { walletBalance } from '../wallet/money';
import { credit, debit, publishCasinoBalance, refund } from '../wallet/seamless-wallet';
import { oncePerKey } from './idempotency';
import {
  assertNoOpenRound,
  lockOpenRound,
  newRoundRef,
  type OpenRound,
  roundView,
  saveState,
} from './round-helpers';
import { takeNonce } from './seed-pairs';

/** Server-side state of a mines round: the layout is fixed at bet time and never leaves the server while open. */
type MinesState = { mines: number; layout: number[]; picks: number[] };

const publicOutcome = (s: MinesState) => ({
  mines: s.mines,
  picks: s.picks,
  safePicks: s.picks.length,
  nextMultiplier: s.picks.length < 25 - s.mines ? casino.minesMultiplier(s.mines, s.picks.length + 1) : null,
});

const pairOf = (r: OpenRound) => ({
  nonce: Number(r.nonce),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
});

export async function startMines(
  platform: Platform,
  session: CasinoSession,
  amount: number,
  mines: number,
  idempotencyKey?: string,
) {
  const stake = reaisToCentavos(amount);
  const roundRef = newRoundRef('mines');
  const once = {
    owner: seedOwnerOf(session),
    key: idempotencyKey,
    call: 'mines.start',
    request: { amount, mines },
  };
  return platform.db
    .transaction()
    .execute(
      async (trx) =>
        (
          await oncePerKey(trx, once, async () => {
            await assertNoOpenRound(trx, session, 'mines');
            const pair = await takeNonce(trx, seedOwnerOf(session));
            const state: MinesState = {
              mines,
              layout: casino.minesLayout(mines, casino.createFairRng(pair, pair.nonce)),
              picks: [],
            };
            const bet = await debit(
              platform,
              session,
              { reference: `${roundRef}:bet`, roundRef, gameId: 'mines', amount: stake },
              { trx, round: { seedPairId: pair.id, nonce: pair.nonce, params: { mines, picks: [] }, state } },
            );
            return roundView({
              roundId: bet.roundId,
              gameId: 'mines',
              status: 'open',
              bet: stake,
              win: 0,
              multiplier: 1,
              outcome: publicOutcome(state),
              balance: bet.balance,
              pair,
            });
          })
        ).answer,
    )
    .finally(() => publishCasinoBalance(platform, session));
}

async function settle(
  platform: Platform,
  session: CasinoSession,
  trx: Transaction<object>,
  round: OpenRound,
  state: MinesState,
) {
  const outcome = casino.revealMines(state.layout, state.picks);
  const payout = casino.payoutCentavos(Number(round.bet), outcome.multiplier);
  const win = await credit(
    platform,
    session,
    { reference: `${round.round_ref}:win`, roundRef: round.round_ref, gameId: 'mines', amount: payout },
    {
      trx,
      closeRound: true,
      round: {
        outcome,
        state,
        params: { mines: state.mines, picks: state.picks },
        multiplier: outcome.multiplier,
      },
    },
  );
  return roundView({
    roundId: round.id,
    gameId: 'mines',
    status: 'closed',
    bet: Number(round.bet),
    win: payout,
    multiplier: outcome.multiplier,
    outcome,
    balance: win.balance,
    pair: pairOf(round),
  });
}

/** Reveals one tile: a mine closes the round lost; the last safe tile cashes out at once. */
export async function revealMine(
  platform: Platform,
  session: CasinoSession,
  roundId: number,
  tile: number,
  idempotencyKey?: string,
): Promise<TOriginalsRound> {
  const once = {
    owner: seedOwnerOf(session),
    key: idempotencyKey,
    call: 'mines.reveal',
    request: { roundId, tile },
  };
  return platform.db
    .transaction()
    .execute(
      async (trx) =>
        (
          await oncePerKey(trx, once, async () => {
            const round = await lockOpenRound(trx, session, 'mines', roundId);
            const state = round.state as MinesState;
            if (state.picks.includes(tile)) throw invalidField('tile', 'casa já revelada');
            const next: MinesState = { ...state, picks: [...state.picks, tile] };
            if (state.layout.includes(tile) || next.picks.length === 25 - state.mines)
              return settle(platform, session, trx, round, next);
            await saveState(trx, round.id, next, { mines: state.mines, picks: next.picks });
            return minesOpenView({ ...round, state: next }, await walletBalance(platform, session, trx));
          })
        ).answer,
    )
    .finally(() => publishCasinoBalance(platform, session));
}

export async function cashoutMines(
  platform: Platform,
  session: CasinoSession,
  roundId: number,
  idempotencyKey?: string,
) {
  const once = {
    owner: seedOwnerOf(session),
    key: idempotencyKey,
    call: 'mines.cashout',
    request: { roundId },
  };
  return platform.db
    .transaction()
    .execute(
      async (trx) =>
        (
          await oncePerKey(trx, once, async () => {
            const round = await lockOpenRound(trx, session, 'mines', roundId);
            const state = round.state as MinesState;
            if (state.picks.length === 0)
              throw invalidField('roundId', 'revele ao menos uma casa antes de retirar');
            return settle(platform, session, trx, round, state);
          })
        ).answer,
    )
    .finally(() => publishCasinoBalance(platform, session));
}

/**
 * Ends an open round of a player who may no longer play (pause, self-exclusion, block: exclusion.ts):
 * with safe tiles revealed it is cashed out at their multiplier, as the player could have done; with
 * none, nothing was at stake yet beyond the bet, and the stake is refunded. ROUND_CLOSED when the
 * player's own last step closed it first.
 */
export async function closeMinesRound(platform: Platform, session: CasinoSession, roundId: number) {
  await platform.db.transaction().execute(async (trx) => {
    const round = await lockOpenRound(trx, session, 'mines', roundId);
    const state = round.state as MinesState;
    if (state.picks.length > 0) return settle(platform, session, trx, round, state);
    return refund(
      platform,
      session,
      {
        reference: `${round.round_ref}:refund`,
        refundedReference: `${round.round_ref}:bet`,
        roundRef: round.round_ref,
        gameId: 'mines',
      },
      { trx },
    );
  });
  publishCasinoBalance(platform, session);
}

/** The open round as the player may see it (no layout). */
export function minesOpenView(round: OpenRound, balance: number) {
  const state = round.state as MinesState;
  return roundView({
    roundId: round.id,
    gameId: 'mines',
    status: 'open',
    bet: Number(round.bet),
    win: 0,
    multiplier: casino.minesMultiplier(state.mines, state.picks.length),
    outcome: publicOutcome(state),
    balance,
    pair: pairOf(round),
  });
}
