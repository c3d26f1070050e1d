import { type TCrashTick, type TStreamEnvelope, ZCrashTick } from '@placar/contract';
import { routeUrl } from '@placar/contract/route';
import { streamApi } from '@placar/contract/routes.gen';

/** The shared rounds' stream (server-sent events of the stream gate). */
export const CRASH_STREAM_PATH = routeUrl(streamApi.casinoCrash);

/** The tick carried by a 'casino-crash' event's data (a stream envelope), or null. */
export function parseCrashEvent(data: string): TCrashTick | null {
  try {
    const envelope = JSON.parse(data) as TStreamEnvelope;
    const parsed = ZCrashTick.safeParse(envelope.payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Follows the crash stream; EventSource reconnects by itself. Answers the function that stops it. */
export function followCrash(onTick: (tick: TCrashTick) => void, onOpen?: () => void): () => void {
  const source = new EventSource(CRASH_STREAM_PATH);
  const listener = (e: MessageEvent<string>) => {
    const tick = parseCrashEvent(e.data);
    if (tick) onTick(tick);
  };
  source.addEventListener('casino-crash', listener);
  if (onOpen) source.addEventListener('open', onOpen);
  return () => {
    source.removeEventListener('casino-crash', listener);
    source.close();
  };
}

export type MyCrashBet = {
  betId: number;
  roundId: number;
  amount: number;
  autoCashout: number | null;
  status: 'active' | 'won' | 'lost';
  win: number;
  cashedAt: number | null;
};

/** Applies a tick to the player's bet: an automatic (or any) cash-out of it wins; a crash loses it. */
export function settleMyBet(bet: MyCrashBet | null, tick: TCrashTick): MyCrashBet | null {
  if (bet?.status !== 'active' || bet.roundId !== tick.roundId) return bet;
  const mine = tick.cashouts.find((x) => x.betId === bet.betId);
  if (mine) return { ...bet, status: 'won', win: mine.win, cashedAt: mine.multiplier };
  if (tick.phase === 'crashed') return { ...bet, status: 'lost', win: 0 };
  return bet;
}

/** The auto cash-out field: empty (none) or a multiplier ≥ 1,01 with a comma decimal. */
export function parseAutoCashout(
  text: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return { ok: true, value: null };
  const v = Number(t);
  if (!Number.isFinite(v) || !/^\d+(\.\d{1,2})?$/.test(t))
    return { ok: false, error: 'Use um número como 2,00' };
  if (v < 1.01) return { ok: false, error: 'O alvo mínimo é 1,01×' };
  if (v > 1_000_000) return { ok: false, error: 'O alvo máximo é 1.000.000×' };
  return { ok: true, value: v };
}
