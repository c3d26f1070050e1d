import type { TFeedSwitchPayload } from '@placar/contract';
import { useEffect, useMemo } from 'react';
import { useStream } from '../../../lib/stream';
import { type SbMatch, useLiveStream, useMatchSlice } from '../../sportsbook';
import { isSoonStart, startCheckDelay } from '../model/availability';
import { useBetSlip } from '../stores/bet-slip';

const whole = (m: SbMatch) => m;
/** How often items far from their start are looked at again. */
const START_SCAN_MS = 60_000;

/**
 * Keeps the slip's items following the streams (seed 002 section 4): the slip's matches on the stream
 * gate (odds, bet stop, fixture into the shared match cache), the provider switch, and start times.
 */
export function useFollowItems() {
  const items = useBetSlip((s) => s.betItems);
  const ids = useMemo(() => [...new Set(items.map((i) => i.matchId))].sort(), [items]);
  const key = ids.join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the topic follows the ids' text
  const topic = useMemo(() => (ids.length > 0 ? { kind: 'matches' as const, ids } : null), [key]);
  useLiveStream(
    topic,
    ids.map((id) => ['sb', 'match', id]),
  );
  useStream(topic, {
    onMessage(m) {
      if (m.event !== 'switch-event') return;
      const p = m.payload as TFeedSwitchPayload;
      useBetSlip.getState().blockEvent(p.eventId, p.settings?.show === false);
    },
  });
  useStartTimes();
  return ids;
}

function useStartTimes() {
  const schedule = useBetSlip((s) => s.betItems.map((i) => i.scheduleTime).join('|'));
  useEffect(() => {
    const check = () => useBetSlip.getState().applyStartTimes(Date.now());
    check();
    const now = Date.now();
    const timers = [...new Set(schedule.split('|').filter(Boolean))]
      .filter((t) => isSoonStart(t, now) && Date.parse(t) > now - 1000)
      .map((t) => setTimeout(check, startCheckDelay(t, now)));
    const scan = setInterval(check, START_SCAN_MS);
    return () => {
      for (const t of timers) clearTimeout(t);
      clearInterval(scan);
    };
  }, [schedule]);
}

/** Feeds one cached match into the slip whenever the cache entry changes. */
export function FollowMatch({ id }: { id: string }) {
  const match = useMatchSlice(id, whole);
  useEffect(() => {
    if (match) useBetSlip.getState().followMatch(match);
  }, [match]);
  return null;
}
