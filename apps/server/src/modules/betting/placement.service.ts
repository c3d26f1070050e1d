import {
  BET_TYPE,
  reaisToCentavos,
  type TBetType,
  type TCustomBetRequest,
  type TMultipleRequest,
  type TMultiSingleRequest,
  type TParlayCustomBetsRequest,
  type TPlaceBetAnswer,
  type TTicketBetSelection,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { invalidField } from '../../platform/errors';
import { singlesAnswer, ticketAnswer } from './answers';
import { type Placed, placeTicket } from './place-ticket';

/** The placement commands: each ticket request of seed 002 section 7 turned into `placeTicket` calls. */

const providerOf = (s: Pick<TTicketBetSelection, 'eventId' | 'providerId'>) =>
  s.eventId.startsWith('bg:') ? 2 : 1;
const ref = (s: TTicketBetSelection) => ({
  eventId: s.eventId,
  marketId: s.marketId,
  specifiers: s.specifiers,
  outcomeId: s.outcomeId,
  outcomeValueDecimal: s.outcomeValueDecimal,
});
const freeBetIdOf = (f: { freeBetId: string; isFreeBet: boolean } | null | undefined) =>
  f?.isFreeBet ? f.freeBetId : null;

/** MultiSingle: one ticket per selection, in the slip's order. */
export async function placeSingles(
  platform: Platform,
  userId: number,
  { connectionId, ticketRequest }: TMultiSingleRequest,
): Promise<TPlaceBetAnswer> {
  const results: Placed[] = [];
  for (const [i, s] of ticketRequest.ticketBetSelection.entries()) {
    results.push(
      await placeTicket(platform, {
        userId,
        connectionId,
        slipIndex: i,
        betType: BET_TYPE.Single,
        stakeCentavos: reaisToCentavos(s.stake),
        oddsChangeType: ticketRequest.oddsChangeType,
        selections: [ref(s)],
        freeBetId: freeBetIdOf(s.freeBet),
      }),
    );
  }
  return singlesAnswer(results);
}

/** Which multiple a route places: its own kind, or the providers of the legs decide. */
export type MultipleKind = 'multiple' | 'many' | 'parlay';

export async function placeMultiple(
  platform: Platform,
  userId: number,
  kind: MultipleKind,
  { connectionId, ticketRequest: r }: TMultipleRequest,
): Promise<TPlaceBetAnswer> {
  const providers = new Set(r.counterBets.map(providerOf));
  const betType: TBetType =
    kind === 'parlay'
      ? BET_TYPE.Parlay
      : kind === 'many' || providers.size > 1
        ? BET_TYPE.MultipleManyProviders
        : BET_TYPE.Multiple;
  const placed = await placeTicket(platform, {
    userId,
    connectionId,
    slipIndex: 0,
    betType,
    stakeCentavos: reaisToCentavos(r.stake),
    oddsChangeType: r.oddsChangeType,
    selections: r.counterBets.map(ref),
    freeBetId: freeBetIdOf(r.freeBet),
    replication: r.replicationMetadata ?? undefined,
  });
  return ticketAnswer(placed);
}

/** One custom bet; `id` of the path is the API version (v1) or the event id. */
export async function placeCustomBet(
  platform: Platform,
  userId: number,
  id: string,
  { connectionId, ticketRequest: r }: TCustomBetRequest,
): Promise<TPlaceBetAnswer> {
  if (!/^v\d+$/.test(id) && id !== r.eventId) throw invalidField('id', 'deve ser a versão (v1) ou o eventId');
  const placed = await placeTicket(platform, {
    userId,
    connectionId,
    slipIndex: 0,
    betType: BET_TYPE.Custom,
    stakeCentavos: reaisToCentavos(r.stake),
    oddsChangeType: r.oddsChangeType,
    selections: r.ticketBetSelection.map((s) => ({ ...s, eventId: r.eventId, group: 0 })),
    groupOdds: [r.calculationOdds],
    freeBetId: freeBetIdOf(r.freeBet),
    replication: r.replicationMetadata ?? undefined,
  });
  return ticketAnswer(placed);
}

/** Custom bets of different prematch matches as one ticket (each group priced by its calculationOdds). */
export async function placeParlayCustomBets(
  platform: Platform,
  userId: number,
  { connectionId, ticketRequest: r }: TParlayCustomBetsRequest,
): Promise<TPlaceBetAnswer> {
  const placed = await placeTicket(platform, {
    userId,
    connectionId,
    slipIndex: 0,
    betType: BET_TYPE.CustomBetParlay,
    stakeCentavos: reaisToCentavos(r.stake),
    oddsChangeType: r.oddsChangeType,
    selections: r.customBets.flatMap((c, g) =>
      c.ticketBetSelection.map((s) => ({ ...s, eventId: c.eventId, group: g })),
    ),
    groupOdds: r.customBets.map((c) => c.calculationOdds),
    freeBetId: freeBetIdOf(r.freeBet),
    replication: r.replicationMetadata ?? undefined,
  });
  return ticketAnswer(placed);
}
