import type { TFeedSettlementPayload } from '@placar/contract';
import type { BetCancel, BetSettlement, RollbackBetCancel, RollbackBetSettlement } from '../feed.messages';

export type SettlementMessage = BetSettlement | RollbackBetSettlement | BetCancel | RollbackBetCancel;

const KIND: Record<SettlementMessage['kind'], TFeedSettlementPayload['kind']> = {
  bet_settlement: 'settle',
  rollback_bet_settlement: 'rollback-settle',
  bet_cancel: 'cancel',
  rollback_bet_cancel: 'rollback-cancel',
};

/** The contract payload of a settlement-type message (what betting consumes). */
export function settlementPayload(message: SettlementMessage, providerId: 1 | 2): TFeedSettlementPayload {
  const kind = KIND[message.kind];
  return {
    messageId: `${kind}:${message.eventId}:${message.producerId}:${message.ts}`,
    kind,
    matchId: message.eventId,
    producerId: message.producerId,
    providerId,
    certainty: message.kind === 'bet_settlement' ? message.certainty : 2,
    startTime: message.kind === 'bet_cancel' ? message.startTime : null,
    endTime: message.kind === 'bet_cancel' ? message.endTime : null,
    markets: message.markets.map((m) => ({
      marketId: m.marketId,
      specifiers: m.specifiers,
      outcomes:
        'outcomes' in m
          ? m.outcomes.map((o) => ({
              outcomeId: o.outcomeId,
              result: o.result,
              voidFactor: o.voidFactor,
              deadHeatFactor: o.deadHeatFactor,
            }))
          : [],
    })),
    homeScore: message.kind === 'bet_settlement' ? message.homeScore : null,
    awayScore: message.kind === 'bet_settlement' ? message.awayScore : null,
  };
}
