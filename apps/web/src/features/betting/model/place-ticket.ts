import {
  RESULT_STATUS,
  TICKET_STATUS,
  TICKET_TYPE,
  type TMultipleRequest,
  type TPlaceBetAnswer,
  type TTicketBetSelection,
} from '@placar/contract';
import { ApiError } from '../../../lib/api/http';
import type { BettingApi, LimitKind } from '../api/betting-api';
import type { BetSlipState } from '../stores/bet-slip';
import { currentOddsChangeType } from '../stores/odds-change';
import { isItemAvailable } from './availability';
import { CUSTOM_PARLAY_PATH, parlayCustomBetsRequest } from './custom-bet';
import { mustConfirmOdds, type OddsChangeType } from './odds-change';
import { parlayContext, placeCustomSingles, recalculateRejected } from './place-custom';
import { applyReject, type RejectContext, type RejectEffect, rejectMessage } from './reject';
import { stakeValue } from './stake';
import { type PolledTicket, pollTicketStatuses } from './status-poll';
import { multiplePath } from './ticket-rules';
import { freeBetRef as freeRef, type PlaceSingleResult, type SlipItem, type TicketState } from './types';

export type PlaceDeps = {
  api: Pick<
    BettingApi,
    | 'limitByEvent'
    | 'placeSingles'
    | 'placeMultiple'
    | 'ticketStatus'
    | 'placeCustomBet'
    | 'placeParlayCustomBets'
    | 'calculateCustomOdds'
  >;
  sleep(ms: number): Promise<void>;
  /** Something was accepted: refresh the balance and the history; `stake` is the real money staked. */
  onAccepted(stake: number): void;
  /** A free-bet code came back: refresh the user's free bets. */
  onFreeBetsChanged(): void;
  /** TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD: show the max-balance modal (maximum payout in reais). */
  onMaxBalance?(limit: number | null, customBet: boolean): void;
};

export type SlipStore = {
  getState(): BetSlipState;
  setState(patch: Partial<TicketState>): void;
};

const selection = (i: SlipItem): TTicketBetSelection => ({
  eventId: i.matchId,
  marketId: i.marketId,
  marketName: i.marketName,
  specifiers: i.specifiers,
  outcomeId: i.outcomeId,
  outcomeName: i.latestOutcome.outcomeName,
  outcomeValueDecimal: i.placedOutcome.outcomeOdds,
  outcomeValueAmerican: i.placedOutcome.outcomeOddsUS,
  providerId: i.providerId,
  producerId: i.producerId,
  sportId: i.sportId,
});

/** What would be placed now, or why not (moved odds block only where the bettor's setting says so). */
export function checkReady(
  state: TicketState,
  oddsChangeType: OddsChangeType = currentOddsChangeType(),
): string | null {
  if (state.betItems.length === 0) return 'Adicione uma seleção ao boletim.';
  if (state.betItems.some((i) => !isItemAvailable(i)))
    return 'Remova as seleções indisponíveis para apostar.';
  if (state.oddsChanged && mustConfirmOdds(state.betItems, oddsChangeType))
    return 'As odds mudaram. Confirme as novas odds.';
  if (state.ticketType === TICKET_TYPE.multiple) {
    if (!multiplePath(state.betItems)) return 'Estas seleções não podem ser combinadas.';
    if (stakeValue(state.stakeMultiple) <= 0) return 'Informe o valor da aposta.';
    return null;
  }
  if (state.betItems.some((i) => stakeValue(i.stake) <= 0)) return 'Informe o valor de cada aposta.';
  return null;
}

/** Money staked (free-bet stakes excluded: seed 002 section 5). */
export function realStake(state: TicketState): number {
  if (state.ticketType === TICKET_TYPE.multiple)
    return freeRef(state.isFreeBetMultiple) ? 0 : stakeValue(state.stakeMultiple);
  return state.betItems.reduce((sum, i) => sum + (freeRef(i.isFreeBet) ? 0 : stakeValue(i.stake)), 0);
}

/**
 * Places the slip (seed 002 section 4 "Ticket step"): SettingBet → Waiting; the limits check; the
 * placement call; the status poll when pending; then Result, back to SettingBet (limits, odds
 * changed, free bet refused), Disconnected (everything stayed pending, no ticket id), or an endless
 * wait (blocked by limit).
 */
export async function placeTicket(store: SlipStore, deps: PlaceDeps): Promise<void> {
  const state = store.getState();
  if (state.ticketStep !== 'SettingBet' || state.isPlacingTicket) return;
  const problem = checkReady(state);
  if (problem) {
    state.warn(problem);
    return;
  }
  store.setState({ ticketStep: 'Waiting', isPlacingTicket: true, resultMessage: null });
  const multiple = state.ticketType === TICKET_TYPE.multiple;
  const limit = await checkLimits(store, deps, state, multiple);
  if (limit !== 'ok') return;
  if (multiple) await placeMultiple(store, deps, state);
  else await placeSingles(store, deps, state);
  await recalculateRejected(store, deps);
}

async function checkLimits(
  store: SlipStore,
  deps: PlaceDeps,
  state: TicketState,
  multiple: boolean,
): Promise<'ok' | 'stop'> {
  const path = multiple ? multiplePath(state.betItems) : null;
  const kind: LimitKind = !multiple
    ? 'single'
    : path === CUSTOM_PARLAY_PATH
      ? 'custombetparlay'
      : path?.endsWith('/Parlay')
        ? 'parlay'
        : 'multiple';
  const userEvents = state.betItems.map((i) => ({
    eventId: i.matchId,
    stake: multiple ? stakeValue(state.stakeMultiple) : stakeValue(i.stake),
    providerId: i.providerId,
    marketId: i.customBet?.selectedMarkets[0]?.marketId ?? i.marketId,
    odds: i.placedOutcome.outcomeOdds,
  }));
  try {
    const answer = await deps.api.limitByEvent(kind, { userEvents });
    const blocked = answer.userEvents.some((e) => e.code === 'BET_STAKE_OVER_LIMIT' && e.maxStake === -1);
    if (blocked) return 'stop'; // BlockedUserByLimit: the slip waits endlessly (seed 002 section 8)
    const over = answer.userEvents.filter(
      (e) => e.code === 'BET_STAKE_OVER_LIMIT' || e.code === 'ACCUMULATED_STAKE_LIMIT',
    );
    const under = answer.userEvents.find((e) => e.code === 'BET_STAKE_UNDER_LIMIT');
    if (over.length > 0 || under) {
      const limitsByMatch = { ...store.getState().limitsByMatch };
      for (const e of over) limitsByMatch[e.eventId] = e.maxStake;
      store.setState({ ticketStep: 'SettingBet', isPlacingTicket: false, limitsByMatch });
      store.getState().warn(rejectMessage(over[0]?.code ?? under?.code));
      return 'stop';
    }
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      store.setState({ ticketStep: 'SettingBet', isPlacingTicket: false });
      store.getState().warn(error.message);
    } else {
      toResult(
        store,
        RESULT_STATUS.Error,
        'Não foi possível verificar os limites de aposta. Tente novamente.',
      );
    }
    return 'stop';
  }
}

function toResult(store: SlipStore, status: TicketState['ticketResultStatus'], message: string | null) {
  store.setState({
    ticketStep: 'Result',
    isPlacingTicket: false,
    ticketResultStatus: status,
    resultMessage: message,
  });
}

function placingError(error: unknown): { message: string; selectionIndex: number | null } {
  if (error instanceof ApiError) {
    const index = error.context?.selectionIndex;
    return { message: error.message, selectionIndex: typeof index === 'number' ? index : null };
  }
  return { message: 'Não foi possível fazer a aposta. Tente novamente.', selectionIndex: null };
}

function applyEffect(store: SlipStore, deps: PlaceDeps, effect: RejectEffect) {
  if (effect.freeBets) deps.onFreeBetsChanged();
  showMaxBalance(store, deps, effect);
  if (effect.next === 'Blocked') {
    store.setState(effect.patch);
    return;
  }
  if (effect.next === 'SettingBet') {
    store.setState({ ...effect.patch, ticketStep: 'SettingBet', isPlacingTicket: false });
    store.getState().warn(effect.message);
    return;
  }
  store.setState(effect.patch);
  toResult(store, RESULT_STATUS.Error, effect.message);
}

function showMaxBalance(store: SlipStore, deps: PlaceDeps, effect: RejectEffect) {
  if (!effect.maxBalance) return;
  const custom = store.getState().betItems.some((i) => i.customBet);
  deps.onMaxBalance?.(effect.maxBalance.limit, custom);
}

/** Custom bets keep the odds they were priced at: their final states are per leg, not per item. */
const withFinalOdds = (
  item: SlipItem,
  decimal: number | undefined,
  american: number | undefined,
): SlipItem =>
  decimal === undefined || item.customBet
    ? item
    : {
        ...item,
        placedOutcome: {
          ...item.placedOutcome,
          outcomeOdds: decimal,
          outcomeOddsUS: american ?? item.placedOutcome.outcomeOddsUS,
        },
      };

type FinalState = Pick<
  TPlaceBetAnswer,
  'status' | 'rejectCode' | 'acceptanceDate' | 'selectionsFinalState'
> & {
  context?: RejectContext;
};

async function placeMultiple(store: SlipStore, deps: PlaceDeps, state: TicketState) {
  const items = state.betItems;
  const ids = items.map((i) => i.id);
  const path = multiplePath(items) as string;
  const body: TMultipleRequest = {
    connectionId: state.betSlipId,
    ticketRequest: {
      stake: stakeValue(state.stakeMultiple),
      counterBets: items.map(selection),
      oddsChangeType: currentOddsChangeType(),
      providerId: items[0]?.providerId,
      replicationMetadata: replicationOf(items),
      freeBet: freeRef(state.isFreeBetMultiple),
    },
  };
  const customParlay = path === CUSTOM_PARLAY_PATH;
  let answer: TPlaceBetAnswer;
  try {
    answer = customParlay
      ? await deps.api.placeParlayCustomBets(
          parlayCustomBetsRequest(
            items,
            state.betSlipId,
            state.stakeMultiple,
            freeRef(state.isFreeBetMultiple),
          ),
        )
      : await deps.api.placeMultiple(path, body);
  } catch (error) {
    const { message, selectionIndex: index } = placingError(error);
    const selectionIndex = customParlay
      ? (parlayContext(items, { selectionIndex: index })?.selectionIndex ?? null)
      : index;
    const target = selectionIndex !== null ? items[selectionIndex] : undefined;
    if (target)
      store.setState({
        betItems: items.map((i) =>
          i.id === target.id
            ? { ...i, placeSingleResult: { status: 'Rejected', message, ticketId: null } }
            : i,
        ),
      });
    toResult(store, RESULT_STATUS.Error, message);
    return;
  }
  let final: FinalState = answer;
  if (answer.status === TICKET_STATUS.Pending) {
    if (!answer.ticketId) {
      store.setState({ ticketStep: 'Disconnected', isPlacingTicket: false });
      return;
    }
    const polled = await pollTicketStatuses([answer.ticketId], {
      fetchStatus: deps.api.ticketStatus,
      sleep: deps.sleep,
    });
    const got = polled[0];
    if (!got) {
      store.setState({
        ticketStep: 'Disconnected',
        isPlacingTicket: false,
        ticketIdMultiple: answer.ticketId,
      });
      return;
    }
    if (got.kind === 'failed') {
      toResult(store, RESULT_STATUS.Error, 'Aposta recusada.');
      return;
    }
    if (got.answer.ticketId !== answer.ticketId) {
      toResult(store, RESULT_STATUS.Error, 'Não foi possível confirmar o bilhete. Confira suas apostas.');
      return;
    }
    final = got.answer;
  }
  if (final.status === TICKET_STATUS.Accepted) {
    const byIndex = new Map(final.selectionsFinalState.map((s) => [s.selectionIndex, s]));
    store.setState({
      betItems: store
        .getState()
        .betItems.map((i, k) => withFinalOdds(i, byIndex.get(k)?.decimalOdds, byIndex.get(k)?.americanOdds)),
      ticketIdMultiple: answer.ticketId,
      acceptanceDateMultiple: final.acceptanceDate,
    });
    toResult(store, RESULT_STATUS.Success, null);
    deps.onAccepted(realStake(state));
    return;
  }
  if (final.status === TICKET_STATUS.Canceled) {
    toResult(store, RESULT_STATUS.Error, 'Aposta cancelada.');
    return;
  }
  const context = customParlay ? parlayContext(items, final.context ?? null) : (final.context ?? null);
  applyEffect(store, deps, applyReject(store.getState(), final.rejectCode, context, ids));
}

function replicationOf(items: SlipItem[]) {
  const r = items.find((i) => i.replicate)?.replicate;
  if (!r) return null;
  return {
    isSharedBet: r.type === 'shared',
    isReplicatedBet: r.type === 'replicated',
    originalBetNumber: r.ticketId,
  };
}

async function placeSingles(store: SlipStore, deps: PlaceDeps, state: TicketState) {
  const groups = new Map<number, SlipItem[]>();
  for (const i of state.betItems)
    if (!i.customBet) groups.set(i.providerId, [...(groups.get(i.providerId) ?? []), i]);
  const results = new Map<string, PlaceSingleResult>();
  const finals = new Map<string, { decimal: number; american: number }>();
  const pending = new Map<string, string>(); // ticketId → item id
  const effects: { item: SlipItem; effect: RejectEffect }[] = [];
  await placeCustomSingles(store, deps, state, { results, pending, effects });
  for (const [providerId, items] of groups) {
    let answer: TPlaceBetAnswer;
    try {
      answer = await deps.api.placeSingles(providerId, {
        connectionId: providerId === 1 ? state.betSlipId : `${state.betSlipId}-p${providerId}`,
        ticketRequest: {
          oddsChangeType: currentOddsChangeType(),
          ticketBetSelection: items.map((i) => ({
            ...selection(i),
            stake: stakeValue(i.stake),
            freeBet: freeRef(i.isFreeBet),
          })),
        },
      });
    } catch (error) {
      const { message, selectionIndex } = placingError(error);
      items.forEach((i, k) => {
        if (selectionIndex === null || selectionIndex === k)
          results.set(i.id, { status: 'Rejected', message, ticketId: null });
      });
      continue;
    }
    for (const v of answer.validTicket) {
      const item = items[v.indexTicket];
      if (!item) continue;
      const status = answer.status === TICKET_STATUS.Accepted ? 'Accepted' : 'Pending';
      results.set(item.id, { status, message: null, ticketId: v.ticketId });
      if (status === 'Pending') pending.set(v.ticketId, item.id);
    }
    for (const s of answer.selectionsFinalState) {
      const item = items[s.selectionIndex];
      if (item) finals.set(item.id, { decimal: s.decimalOdds, american: s.americanOdds });
    }
    for (const bad of answer.invalidTickets) {
      const item = items[bad.indexTicket];
      if (!item) continue;
      results.set(item.id, { status: 'Rejected', message: rejectMessage(bad.error), ticketId: null });
      effects.push({
        item,
        effect: applyReject(store.getState(), bad.error, { ...bad.context, selectionIndex: null }, [item.id]),
      });
    }
  }
  for (const { effect } of effects) showMaxBalance(store, deps, effect);
  if (pending.size > 0) {
    const polled = await pollTicketStatuses([...pending.keys()], {
      fetchStatus: deps.api.ticketStatus,
      sleep: deps.sleep,
    });
    for (const p of polled) singleFromPoll(p, pending, results, finals);
  }
  const all = [...results.values()];
  const accepted = state.betItems.filter((i) => results.get(i.id)?.status === 'Accepted');
  const stillPending = all.filter((r) => r.status === 'Pending').length;
  if (all.length > 0 && stillPending === all.length) {
    store.setState({
      ticketStep: 'Disconnected',
      isPlacingTicket: false,
      betItems: applyResults(store, results, finals),
    });
    return;
  }
  // nothing placed and the reason sends the slip back to SettingBet (odds changed, limits, free bet)
  const backToSetting = effects.filter((e) => e.effect.next === 'SettingBet');
  if (
    accepted.length === 0 &&
    stillPending === 0 &&
    backToSetting.length > 0 &&
    backToSetting.length === effects.length
  ) {
    let patch: Partial<TicketState> = {};
    for (const { effect } of backToSetting)
      patch = { ...patch, ...effect.patch, betItems: merge(store, patch.betItems, effect.patch.betItems) };
    applyEffect(store, deps, { ...backToSetting[0]!.effect, patch });
    return;
  }
  for (const { effect } of effects)
    if (effect.next !== 'SettingBet')
      store.setState({ betItems: merge(store, undefined, effect.patch.betItems) });
  store.setState({ betItems: applyResults(store, results, finals) });
  const status =
    accepted.length === state.betItems.length
      ? RESULT_STATUS.Success
      : accepted.length > 0 || stillPending > 0
        ? RESULT_STATUS.Mixed
        : RESULT_STATUS.Error;
  toResult(
    store,
    status,
    status === RESULT_STATUS.Error ? (all.find((r) => r.message)?.message ?? 'Aposta recusada.') : null,
  );
  if (accepted.length > 0) deps.onAccepted(realStake({ ...state, betItems: accepted }));
}

function singleFromPoll(
  p: PolledTicket,
  pending: Map<string, string>,
  results: Map<string, PlaceSingleResult>,
  finals: Map<string, { decimal: number; american: number }>,
) {
  const itemId = pending.get(p.ticketId);
  if (!itemId) return;
  if (p.kind === 'failed') {
    results.set(itemId, { status: 'Rejected', message: 'Aposta recusada.', ticketId: p.ticketId });
    return;
  }
  const a = p.answer;
  const status =
    a.status === TICKET_STATUS.Accepted
      ? 'Accepted'
      : a.status === TICKET_STATUS.Canceled
        ? 'Canceled'
        : 'Rejected';
  results.set(itemId, {
    status,
    message: status === 'Accepted' ? null : rejectMessage(a.rejectCode),
    ticketId: a.ticketId,
  });
  const s = a.selectionsFinalState[0];
  if (s) finals.set(itemId, { decimal: s.decimalOdds, american: s.americanOdds });
}

/** Per-item patches of several reject effects, merged over the current items. */
function merge(store: SlipStore, a: SlipItem[] | undefined, b: SlipItem[] | undefined): SlipItem[] {
  const current = store.getState().betItems;
  if (!a && !b) return current;
  return current.map((item, k) => {
    const fromB = b?.[k];
    const fromA = a?.[k];
    if (fromB && fromB !== current[k]) return fromB;
    return fromA ?? item;
  });
}

function applyResults(
  store: SlipStore,
  results: Map<string, PlaceSingleResult>,
  finals: Map<string, { decimal: number; american: number }>,
): SlipItem[] {
  return store.getState().betItems.map((i) => {
    const r = results.get(i.id);
    const f = finals.get(i.id);
    const withResult = r ? { ...i, placeSingleResult: r } : i;
    return r?.status === 'Accepted' ? withFinalOdds(withResult, f?.decimal, f?.american) : withResult;
  });
}
