import type { TCrashBet, TCrashRoundSummary } from '@placar/contract';
import { verifyLink } from '../../game/verify-link';
import type { MyCrashBet } from './crash-feed';

/** One pill of the recent-rounds strip: a round and its crash point. */
export type CrashPoint = { id: number; m: number };

/** Pills in the strip, and rounds asked of GET .../crash/Rounds for it. */
export const STRIP_SIZE = 14;

/**
 * The strip, newest first: the crashes seen live on the stream, then the rounds listed by the server
 * (what happened before the page opened), one pill per round; a cancelled round has no crash to show.
 */
export function mergePoints(
  live: CrashPoint[],
  listed: TCrashRoundSummary[] | undefined,
  size = STRIP_SIZE,
): CrashPoint[] {
  const seen = new Set<number>();
  const all: CrashPoint[] = [];
  const ended = (listed ?? []).filter((r) => r.status === 'crashed');
  for (const p of [...live, ...ended.map((r) => ({ id: r.roundId, m: r.crashPoint }))]) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    all.push(p);
  }
  return all.sort((a, b) => b.id - a.id).slice(0, size);
}

/**
 * The player's bet as the State call reports it (a reload during a round): kept when it belongs to the
 * round now shown, whatever launch token placed it; a refunded bet is not shown.
 */
export function restoreMyBet(myBet: TCrashBet | null, roundId: number): MyCrashBet | null {
  if (!myBet || myBet.roundId !== roundId || myBet.status === 'refunded') return null;
  return {
    betId: myBet.betId,
    roundId: myBet.roundId,
    amount: myBet.amount,
    autoCashout: myBet.autoCashout,
    status: myBet.status,
    win: myBet.win,
    cashedAt: myBet.cashedOutAt,
  };
}

/** The verification page for a crashed round: its chain seed, the chain's salt as client seed, nonce 0. */
export const crashVerifyLink = (r: TCrashRoundSummary) =>
  verifyLink({
    gameId: 'crash',
    serverSeed: r.seed,
    serverSeedHash: r.seedHash,
    clientSeed: r.salt,
    nonce: 0,
    params: { target: 2 },
  });

/** 2,35× */
export const formatCrashPoint = (m: number) => `${m.toFixed(2).replace('.', ',')}×`;

let clockFormat: Intl.DateTimeFormat | undefined;
/** 23:36:05 (Brasília): rounds last seconds. */
export function formatClock(iso: string) {
  clockFormat ??= new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });
  return clockFormat.format(new Date(iso));
}
