import type { TFeedSettlementPayload } from '@placar/contract';
import type { Platform } from '../../platform/context';
import {
  listSettlementMessageRefsOf,
  listSettlementMessageRefsSince,
  listSettlementMessages,
  type SettlementMessageRef,
  subscribeSettlements,
} from '../feed';
import { applySettlement, enqueueSettlementWork } from './settlement';
import { appliedMessageIds, openTicketMatchIds } from './settlement.repository';
import { bettingDb } from './tickets.repository';

/** How often every node compares the feed's stored settlements with what betting applied. */
export const SETTLEMENT_SWEEP_INTERVAL_MS = 30_000;
/** How often every node also looks at every open ticket's matches, whatever the age of their messages. */
export const OPEN_TICKETS_SWEEP_INTERVAL_MS = 3_600_000;
/**
 * How far back a sweep looks (by time received). Sweeps run every 30 s while the database is up (the bus
 * need not be), so this only has to cover a database outage or every node being down at once.
 */
export const SETTLEMENT_SWEEP_LOOKBACK_MS = 6 * 3_600_000;

/** Which of `ids` betting has applied (bet_settlement_messages: one row per message, in its transaction). */
async function appliedOf(platform: Platform, ids: string[]): Promise<Set<string>> {
  const done = new Set<string>();
  for (let i = 0; i < ids.length; i += 1_000) {
    for (const id of await appliedMessageIds(bettingDb(platform), ids.slice(i, i + 1_000))) done.add(id);
  }
  return done;
}

/**
 * Applies, oldest first, the messages the feed stored for `matchId` that betting has not applied yet
 * (lost on the bus, or failed). Answers how many it applied. Each one is applied at most once by the
 * database, whichever node or path gets there first.
 */
export async function catchUpMatch(platform: Platform, matchId: string): Promise<number> {
  const stored = await listSettlementMessages(platform, matchId);
  if (stored.length === 0) return 0;
  const done = await appliedOf(
    platform,
    stored.map((p) => p.messageId),
  );
  let applied = 0;
  for (const p of stored) {
    if (done.has(p.messageId)) continue;
    await applySettlement(platform, p);
    applied += 1;
  }
  return applied;
}

/**
 * The settlement sweep: settlements never depend on a bus message alone. Every settlement-type message
 * the feed stored lately that betting has not applied is applied now, match by match in feed order.
 */
export async function sweepSettlements(
  platform: Platform,
  lookbackMs = SETTLEMENT_SWEEP_LOOKBACK_MS,
): Promise<{ matches: number; applied: number }> {
  const refs = await listSettlementMessageRefsSince(platform, new Date(Date.now() - lookbackMs));
  return applyMissing(platform, refs);
}

/**
 * The sweep of open tickets, for any age (at start and every hour): the matches of legs still open on
 * open tickets whose stored settlement messages betting has not all applied are caught up.
 */
export async function sweepOpenTickets(platform: Platform): Promise<{ matches: number; applied: number }> {
  const matchIds = await openTicketMatchIds(bettingDb(platform));
  if (matchIds.length === 0) return { matches: 0, applied: 0 };
  const refs = await listSettlementMessageRefsOf(platform, matchIds);
  return applyMissing(platform, refs);
}

async function applyMissing(platform: Platform, refs: SettlementMessageRef[]) {
  if (refs.length === 0) return { matches: 0, applied: 0 };
  const done = await appliedOf(
    platform,
    refs.map((r) => r.messageId),
  );
  const matches = [...new Set(refs.filter((r) => !done.has(r.messageId)).map((r) => r.matchId))];
  let applied = 0;
  for (const matchId of matches) applied += await catchUpMatch(platform, matchId);
  if (applied > 0) {
    platform.log.warn(
      { matches: matches.length, applied },
      'betting: sweep applied settlements the bus missed',
    );
  }
  return { matches: matches.length, applied };
}

/**
 * Follows settlements on this node: each bus message first catches its match up from the database
 * (an earlier message the bus lost is applied before it, never after), then is applied itself; a sweep
 * runs at start, every SETTLEMENT_SWEEP_INTERVAL_MS and as soon as the bus comes back from an outage,
 * and the sweep of open tickets at start and every OPEN_TICKETS_SWEEP_INTERVAL_MS.
 * All of it goes through the node's one settlement queue. Answers a stop function.
 */
export function followSettlements(
  platform: Platform,
  options: { intervalMs?: number; sweepAtStart?: boolean } = {},
): () => void {
  const onMessage = (payload: TFeedSettlementPayload) =>
    void enqueueSettlementWork(
      platform,
      async () => {
        await catchUpMatch(platform, payload.matchId);
        await applySettlement(platform, payload);
      },
      { messageId: payload.messageId },
    );
  const sweep = () => void enqueueSettlementWork(platform, () => sweepSettlements(platform), { sweep: true });
  const sweepOpen = () =>
    void enqueueSettlementWork(platform, () => sweepOpenTickets(platform), { sweep: 'open-tickets' });
  const unsubscribe = subscribeSettlements(platform, onMessage);
  const unwatch = platform.bus.onReconnect(sweep);
  const timer = setInterval(sweep, options.intervalMs ?? SETTLEMENT_SWEEP_INTERVAL_MS);
  timer.unref();
  const hourly = setInterval(sweepOpen, OPEN_TICKETS_SWEEP_INTERVAL_MS);
  hourly.unref();
  if (options.sweepAtStart !== false) {
    sweepOpen();
    sweep();
  }
  return () => {
    unsubscribe();
    unwatch();
    clearInterval(timer);
    clearInterval(hourly);
  };
}
