import {
  BET_SLIP_MAX_SELECTIONS,
  CUSTOM_BET_MAX_SELECTIONS,
  CUSTOM_BET_MIN_SELECTIONS,
  centavosToReais,
  reaisToCentavos,
  type TLimitByEventAnswer,
  type TLimitByEventRequest,
  type TSportbookLimits,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { bettingSettings } from './betting.config';
import { eventStakeRows, findUserLimit, upsertUserLimit } from './limits.repository';
import { bettingDb } from './tickets.repository';

export async function userLimit(platform: Platform, userId: number) {
  const row = await findUserLimit(bettingDb(platform), userId);
  return { blocked: row?.blocked ?? false, maxStakePerEvent: row?.max_stake_per_event ?? null };
}

export async function setUserLimit(
  platform: Platform,
  userId: number,
  limit: { blocked: boolean; maxStakePerEvent: number | null },
) {
  await upsertUserLimit(bettingDb(platform), userId, limit);
}

/** Centavos a user has staked on each event in tickets still pending or open. */
export async function accumulatedStakes(platform: Platform, userId: number, eventIds: string[]) {
  const out = new Map<string, number>();
  if (eventIds.length === 0) return out;
  const rows = await eventStakeRows(bettingDb(platform), userId, eventIds);
  for (const r of rows) out.set(r.match_id, Number(r.staked));
  return out;
}

export async function sportbookLimits(platform: Platform, userId: number): Promise<TSportbookLimits> {
  const s = bettingSettings(platform);
  const u = await userLimit(platform, userId);
  return {
    minStake: centavosToReais(s.minStake),
    maxStake: centavosToReais(s.maxStake),
    maxPayout: centavosToReais(s.maxPayout),
    maxStakePerEvent: centavosToReais(u.maxStakePerEvent ?? s.maxStakePerEvent),
    maxSelections: BET_SLIP_MAX_SELECTIONS,
    customBetMinSelections: CUSTOM_BET_MIN_SELECTIONS,
    customBetMaxSelections: CUSTOM_BET_MAX_SELECTIONS,
    liveDelayMs: s.liveDelayBySport,
    defaultLiveDelayMs: s.defaultLiveDelayMs,
    isBlocked: u.blocked,
  };
}

/**
 * Per event: the most that may still be staked (stake limit, less what is already staked on the event).
 * A blocked user gets -1 with BET_STAKE_OVER_LIMIT (the slip waits).
 */
export async function limitByEvent(
  platform: Platform,
  userId: number,
  request: TLimitByEventRequest,
): Promise<TLimitByEventAnswer> {
  const s = bettingSettings(platform);
  const u = await userLimit(platform, userId);
  const perEvent = u.maxStakePerEvent ?? s.maxStakePerEvent;
  const staked = await accumulatedStakes(platform, userId, [
    ...new Set(request.userEvents.map((e) => e.eventId)),
  ]);
  const userEvents = request.userEvents.map((e) => {
    const stake = reaisToCentavos(e.stake);
    const room = Math.max(0, perEvent - (staked.get(e.eventId) ?? 0));
    const max = Math.min(s.maxStake, room);
    const byPayout = e.odds ? Math.floor(s.maxPayout / e.odds) : s.maxStake;
    let code: TLimitByEventAnswer['userEvents'][number]['code'] = null;
    let maxStake = Math.min(max, byPayout);
    if (u.blocked) {
      code = 'BET_STAKE_OVER_LIMIT';
      maxStake = -100;
    } else if (stake > 0 && stake < s.minStake) code = 'BET_STAKE_UNDER_LIMIT';
    else if (stake > Math.min(s.maxStake, byPayout)) code = 'BET_STAKE_OVER_LIMIT';
    else if (stake > room) code = 'ACCUMULATED_STAKE_LIMIT';
    return { eventId: e.eventId, marketId: e.marketId, stake: e.stake, maxStake: maxStake / 100, code };
  });
  return { isValid: userEvents.every((e) => e.code === null), userEvents };
}
