import { reaisToCentavos, type TOriginalsRound } from '@placar/contract';
import { casino } from '@placar/domain';
import type { Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import { type CasinoSession, seedOwnerOf } from '../launch/casino-sessions';
import { walletBalance } from '../wallet/money';
import { credit, debit, publishCasinoBalance } from '../wallet/seamless-wallet';
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

type Action = 'hit' | 'stand' | 'double' | 'split';
/** Server-side state: the engine state (shoe prefix included), the actions so far and the base stake. */
type BlackjackRoundState = { state: casino.BlackjackState; actions: Action[]; base: number };

/** What the player sees: the dealer's hole card stays hidden while the player acts. */
function publicState(s: casino.BlackjackState) {
  const hidden = s.phase === 'player';
  return {
    dealer: hidden ? [s.dealer[0]] : s.dealer,
    dealerHoleHidden: hidden,
    hands: s.hands,
    active: s.active,
    phase: s.phase,
    results: s.results,
    legalActions: casino.legalActions(s),
  };
}

const pairOf = (r: OpenRound) => ({
  nonce: Number(r.nonce),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
});

async function finish(
  platform: Platform,
  session: CasinoSession,
  trx: Transaction<object>,
  round: { id: number; roundRef: string; bet: number },
  s: BlackjackRoundState,
  pair: { nonce: number; serverSeedHash: string; clientSeed: string },
): Promise<TOriginalsRound> {
  const multiplier = casino.blackjackReturn(s.state);
  const payout = casino.payoutCentavos(s.base, multiplier);
  const outcome = { state: s.state, stakeUnits: casino.blackjackStakeUnits(s.state), multiplier };
  const win = await credit(
    platform,
    session,
    { reference: `${round.roundRef}:win`, roundRef: round.roundRef, gameId: 'blackjack', amount: payout },
    { trx, closeRound: true, round: { outcome, state: s, params: { actions: s.actions }, multiplier } },
  );
  return roundView({
    roundId: round.id,
    gameId: 'blackjack',
    status: 'closed',
    bet: round.bet,
    win: payout,
    multiplier,
    outcome: publicState(s.state),
    balance: win.balance,
    pair,
  });
}

export async function startBlackjack(
  platform: Platform,
  session: CasinoSession,
  amount: number,
  idempotencyKey?: string,
) {
  const base = reaisToCentavos(amount);
  const roundRef = newRoundRef('blackjack');
  const once = {
    owner: seedOwnerOf(session),
    key: idempotencyKey,
    call: 'blackjack.start',
    request: { amount },
  };
  return platform.db
    .transaction()
    .execute(
      async (trx) =>
        (
          await oncePerKey(trx, once, async (): Promise<TOriginalsRound> => {
            await assertNoOpenRound(trx, session, 'blackjack');
            const pair = await takeNonce(trx, seedOwnerOf(session));
            const s: BlackjackRoundState = {
              state: casino.dealBlackjack(casino.createFairRng(pair, pair.nonce)),
              actions: [],
              base,
            };
            const bet = await debit(
              platform,
              session,
              { reference: `${roundRef}:bet`, roundRef, gameId: 'blackjack', amount: base },
              { trx, round: { seedPairId: pair.id, nonce: pair.nonce, params: { actions: [] }, state: s } },
            );
            if (s.state.phase === 'done')
              return finish(platform, session, trx, { id: bet.roundId, roundRef, bet: base }, s, pair);
            return roundView({
              roundId: bet.roundId,
              gameId: 'blackjack',
              status: 'open',
              bet: base,
              win: 0,
              multiplier: null,
              outcome: publicState(s.state),
              balance: bet.balance,
              pair,
            });
          })
        ).answer,
    )
    .finally(() => publishCasinoBalance(platform, session));
}

/** One player action; a double or a split debits its extra stake first (INSUFFICIENT_FUNDS changes nothing). */
export async function actBlackjack(
  platform: Platform,
  session: CasinoSession,
  roundId: number,
  action: Action,
  idempotencyKey?: string,
) {
  const once = {
    owner: seedOwnerOf(session),
    key: idempotencyKey,
    call: 'blackjack.action',
    request: { roundId, action },
  };
  return platform.db
    .transaction()
    .execute(
      async (trx) =>
        (
          await oncePerKey(trx, once, async (): Promise<TOriginalsRound> => {
            const round = await lockOpenRound(trx, session, 'blackjack', roundId);
            const s = round.state as BlackjackRoundState;
            if (!casino.legalActions(s.state).includes(action))
              throw invalidField(
                'action',
                `ação não permitida agora (permitidas: ${casino.legalActions(s.state).join(', ')})`,
              );
            const rng = casino.createFairRng(
              { serverSeed: round.server_seed, clientSeed: round.client_seed },
              Number(round.nonce),
              s.state.drawn.length,
            );
            const nextState = casino.actBlackjack(s.state, action, rng);
            const next: BlackjackRoundState = {
              state: nextState,
              actions: [...s.actions, action],
              base: s.base,
            };
            const extraUnits = casino.blackjackStakeUnits(nextState) - casino.blackjackStakeUnits(s.state);
            let bet = Number(round.bet);
            let balance: number | undefined;
            if (extraUnits > 0) {
              const extra = await debit(
                platform,
                session,
                {
                  reference: `${round.round_ref}:bet:${next.actions.length}`,
                  roundRef: round.round_ref,
                  gameId: 'blackjack',
                  amount: extraUnits * s.base,
                },
                { trx },
              );
              bet += extraUnits * s.base;
              balance = extra.balance;
            }
            if (nextState.phase === 'done')
              return finish(
                platform,
                session,
                trx,
                { id: round.id, roundRef: round.round_ref, bet },
                next,
                pairOf(round),
              );
            await saveState(trx, round.id, next, { actions: next.actions });
            return roundView({
              roundId: round.id,
              gameId: 'blackjack',
              status: 'open',
              bet,
              win: 0,
              multiplier: null,
              outcome: publicState(nextState),
              balance: balance ?? (await walletBalance(platform, session, trx)),
              pair: pairOf(round),
            });
          })
        ).answer,
    )
    .finally(() => publishCasinoBalance(platform, session));
}

export function blackjackOpenView(round: OpenRound, balance: number) {
  const s = round.state as BlackjackRoundState;
  return roundView({
    roundId: round.id,
    gameId: 'blackjack',
    status: 'open',
    bet: Number(round.bet),
    win: 0,
    multiplier: null,
    outcome: publicState(s.state),
    balance,
    pair: pairOf(round),
  });
}
