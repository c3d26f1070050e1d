import { useEffect, useRef, useState } from 'react';
import type { OriginalsClient } from '../../api/originals-api';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import { type MyCrashBet, type parseAutoCashout, settleMyBet } from './crash-feed';
import { useCrashFeed } from './use-crash-feed';

type Options = Pick<GameProps, 'onRound' | 'onBalance' | 'onError'> & {
  client: OriginalsClient;
  /** The stake typed, null while it is not a valid amount. */
  amount: number | null;
  auto: ReturnType<typeof parseAutoCashout>;
};

/**
 * The player's side of the shared crash rounds: their bet (placed, queued for the next round,
 * cashed out, settled from each tick, found again after a reload), the round picked in the strip,
 * and the feed the page draws from. CrashGame only renders what this answers.
 */
export function useCrashRound({ client, amount, auto, onRound, onBalance, onError }: Options) {
  const [bet, setBet] = useState<MyCrashBet | null>(null);
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  // a reload during a round: the bet placed before it, with its cash-out button
  const feed = useCrashFeed(client, (mine) => setBet((b) => b ?? mine));
  const { tick, rounds } = feed;
  const [selected, setSelected] = useState<number | null>(null);
  const selectRound = (roundId: number | null) => {
    setSelected(roundId);
    // a round seen crash live is not in the list fetched before it: fetch the list again
    if (roundId !== null && !rounds.data?.items.some((r) => r.roundId === roundId)) void rounds.refetch();
  };
  // read by the frame loop at 60 fps without re-rendering
  const betRef = useRef<MyCrashBet | null>(null);
  betRef.current = bet;

  // settle my bet from each tick; refresh the balance when it ends
  useEffect(() => {
    if (!tick) return;
    setBet((b) => {
      const next = settleMyBet(b, tick);
      if (next !== b && next && next.status !== 'active') {
        if (next.status === 'won') playCue('win');
        client
          .session()
          .then((s) => onRound({ balance: s.balance }))
          .catch(() => {});
      }
      return next;
    });
  }, [tick, client, onRound]);

  // a bet queued during a round goes in as soon as the next one opens
  const placeRef = useRef<() => Promise<void>>(async () => {});
  const phaseNow = tick?.phase;
  useEffect(() => {
    if (queued && phaseNow === 'betting' && !busy) {
      setQueued(false);
      void placeRef.current();
    }
  }, [queued, phaseNow, busy]);

  const placeBet = async () => {
    if (amount === null || !auto.ok) return;
    setBusy(true);
    try {
      const r = await client.crashBet({ amount, ...(auto.value ? { autoCashout: auto.value } : {}) });
      playCue('bet');
      setBet({
        betId: r.betId,
        roundId: r.roundId,
        amount,
        autoCashout: auto.value,
        status: 'active',
        win: 0,
        cashedAt: null,
      });
      onBalance(r.balance);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  placeRef.current = placeBet;
  const cashout = async () => {
    setBusy(true);
    try {
      const r = await client.crashCashout();
      playCue('win');
      setBet((b) => (b ? { ...b, status: 'won', win: r.win, cashedAt: r.multiplier } : b));
      const s = await client.session();
      onRound({ balance: s.balance });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const activeHere = bet?.status === 'active' && bet.roundId === tick?.roundId;
  return {
    ...feed,
    bet,
    betRef,
    busy,
    queued,
    toggleQueued: () => setQueued((q) => !q),
    placeBet,
    cashout,
    activeHere,
    selected,
    selectRound,
  };
}
