import {
  CASINO_MAX_BET,
  CASINO_MIN_BET,
  reaisToCentavos,
  type TOriginalsPlayRequest,
  type TOriginalsRound,
} from '@placar/contract';
import { casino } from '@placar/domain';
import type { Platform } from '../../../platform/context';
import { invalidField } from '../../../platform/errors';
import { type CasinoSession, seedOwnerOf } from '../launch/casino-sessions';
import { betWin, publishCasinoBalance } from '../wallet/seamless-wallet';
import { oncePerKey } from './idempotency';
import { asFieldError, newRoundRef, roundView } from './round-helpers';
import { takeNonce } from './seed-pairs';

/** The domain parameters and the round's stake (centavos) of a one-step game request. */
function domainBet(req: TOriginalsPlayRequest): { params: unknown; stake: number } {
  if (req.gameId === 'roulette') {
    const bets = req.params.bets.map((b) => ({
      type: b.type,
      numbers: b.numbers,
      units: reaisToCentavos(b.amount),
    }));
    const stake = bets.reduce((s, b) => s + b.units, 0);
    if (stake < CASINO_MIN_BET * 100 || stake > CASINO_MAX_BET * 100)
      throw invalidField('params.bets', `soma das apostas entre R$ 0,10 e R$ 5.000,00`);
    return { params: { bets }, stake };
  }
  return { params: req.params, stake: reaisToCentavos(req.amount) };
}

/**
 * One round of dice, plinko, scratch, slot or roulette: the nonce taken, the outcome computed from the
 * seeds, the stake debited and the payout credited through the seamless wallet in one call (betWin),
 * all in one transaction (the multiplier is fixed by the parameters at bet time). With the client's
 * Idempotency-Key, a retry answers the first round and plays nothing (oncePerKey).
 */
export async function playSingleStep(
  platform: Platform,
  session: CasinoSession,
  req: TOriginalsPlayRequest,
  idempotencyKey?: string,
): Promise<TOriginalsRound> {
  const { params, stake } = domainBet(req);
  const gameId = req.gameId;
  const roundRef = newRoundRef(gameId);
  const owner = seedOwnerOf(session);
  const once = { owner, key: idempotencyKey, call: 'originals.play', request: req };
  const view = await platform.db.transaction().execute(
    async (trx) =>
      (
        await oncePerKey(trx, once, async () => {
          const pair = await takeNonce(trx, owner);
          let outcome: casino.GameOutcome & { returns?: number[] };
          try {
            outcome = casino.playRound(gameId, params, casino.createFairRng(pair, pair.nonce));
          } catch (error) {
            asFieldError(error);
          }
          const payout =
            gameId === 'roulette'
              ? (outcome.returns ?? []).reduce((s, r) => s + r, 0)
              : casino.payoutCentavos(stake, outcome.multiplier);
          const played = await betWin(
            platform,
            session,
            {
              betReference: `${roundRef}:bet`,
              winReference: `${roundRef}:win`,
              roundRef,
              gameId,
              bet: stake,
              win: payout,
            },
            {
              trx,
              round: {
                seedPairId: pair.id,
                nonce: pair.nonce,
                params,
                outcome,
                multiplier: outcome.multiplier,
              },
            },
          );
          return roundView({
            roundId: played.roundId,
            gameId,
            status: 'closed',
            bet: stake,
            win: payout,
            multiplier: outcome.multiplier,
            outcome,
            balance: played.balance,
            pair,
          });
        })
      ).answer,
  );
  publishCasinoBalance(platform, session);
  return view;
}
