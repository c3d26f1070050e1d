import type { TCrashTick } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { casinoKeys } from '../../api/keys';
import type { OriginalsClient } from '../../api/originals-api';
import { playCue } from '../../sound/sound';
import { followCrash, type MyCrashBet } from './crash-feed';
import { useCrashLive } from './crash-live';
import { type CrashPoint, mergePoints, restoreMyBet, STRIP_SIZE } from './crash-rounds';

type Cashout = TCrashTick['cashouts'][number];

/**
 * The shared rounds as the page follows them: the State call (server clock, and the player's bet after a
 * reload, handed to `onMyBet`), then the stream's ticks; the round's cash-outs; the recent crash points
 * (seen live, then the crashed rounds listed by the server). The round and its chain are shared with
 * the fairness panel beside the game (crash-live.ts).
 */
export function useCrashFeed(client: OriginalsClient, onMyBet: (bet: MyCrashBet) => void) {
  const [tick, setTick] = useState<TCrashTick | null>(null);
  const [cashouts, setCashouts] = useState<Cashout[]>([]);
  const [livePoints, setLivePoints] = useState<CrashPoint[]>([]);
  const offset = useRef(0);
  const latest = useRef<TCrashTick | null>(null);
  const myBet = useRef(onMyBet);
  myBet.current = onMyBet;
  const rounds = useQuery({
    queryKey: casinoKeys.crashRounds,
    queryFn: () => client.crashRounds(1, STRIP_SIZE),
    staleTime: 10_000,
  });

  useEffect(() => {
    let live = true;
    const shared = useCrashLive.getState();
    const apply = (t: TCrashTick) => {
      const prev = latest.current;
      latest.current = t;
      setTick(t);
      shared.follow(t);
      if (!prev || prev.roundId !== t.roundId) setCashouts(t.cashouts);
      else if (t.cashouts.length) setCashouts((cs) => [...t.cashouts, ...cs].slice(0, 30));
      if (t.phase === 'crashed' && prev?.phase !== 'crashed') {
        setLivePoints((ps) =>
          [{ id: t.roundId, m: t.multiplier }, ...ps.filter((p) => p.id !== t.roundId)].slice(0, STRIP_SIZE),
        );
        if (prev) playCue('boom');
      }
    };
    // The state gives the server clock; the stream alone keeps the game going if it fails.
    const loadState = (attempt: number) =>
      client
        .crashState()
        .then((s) => {
          if (!live) return;
          offset.current = s.serverNow - Date.now();
          shared.setChain(s);
          if (!latest.current) apply(s);
          const mine = restoreMyBet(s.myBet, s.roundId);
          if (mine) myBet.current(mine);
        })
        .catch(() => {
          if (live && attempt < 5) window.setTimeout(() => loadState(attempt + 1), 2_000);
        });
    void loadState(0);
    const stop = followCrash((t) => live && apply(t));
    return () => {
      live = false;
      stop();
      shared.reset();
    };
  }, [client]);

  return { tick, latest, offset, cashouts, points: mergePoints(livePoints, rounds.data?.items), rounds };
}
