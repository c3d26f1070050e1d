import type { TFreeBetRejectionCode, TUserFreeBet } from '@placar/contract';
import { centavosToReais } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { FreeBetRow } from './betting.tables';
import { findFreeBet, findFreeBetByGrantKey, insertFreeBet, userFreeBetRows } from './free-bets.repository';
import { type BettingDb, bettingDb } from './tickets.repository';

/**
 * Gives a user a free bet. With `key` (the granter's retry key), a grant sent again gives the free bet
 * that key already gave; the key with another grant for the user is 409 IDEMPOTENCY_CONFLICT.
 */
export async function grantFreeBet(
  platform: Platform,
  grant: {
    userId: number;
    amountCentavos: number;
    betTypes: number[];
    maxGainCentavos: number | null;
    prematchOnly: boolean;
    validDays: number;
    grantedBy: number | null;
    key?: string;
  },
): Promise<TUserFreeBet> {
  const earlier = async () => {
    const row = await findFreeBetByGrantKey(bettingDb(platform), grant.userId, grant.key!);
    if (
      row &&
      (Number(row.amount) !== grant.amountCentavos ||
        [...row.bet_types].sort().join() !== [...grant.betTypes].sort().join() ||
        (row.max_gain === null ? null : Number(row.max_gain)) !== grant.maxGainCentavos ||
        row.prematch_only !== grant.prematchOnly)
    )
      throw new AppError('IDEMPOTENCY_CONFLICT', { context: { field: 'Idempotency-Key' } });
    return row;
  };
  if (grant.key !== undefined) {
    const given = await earlier();
    if (given) return freeBetView(given, Date.now());
  }
  const row = await insertFreeBet(bettingDb(platform), {
    user_id: grant.userId,
    amount: grant.amountCentavos,
    status: 'Available',
    bet_types: grant.betTypes,
    max_gain: grant.maxGainCentavos,
    prematch_only: grant.prematchOnly,
    expires_at: new Date(Date.now() + grant.validDays * 86_400_000),
    granted_by: grant.grantedBy,
    ticket_id: null,
    grant_key: grant.key ?? null,
  });
  if (!row) return freeBetView((await earlier())!, Date.now());
  return freeBetView(row, Date.now());
}

export function freeBetView(row: FreeBetRow, now: number): TUserFreeBet {
  const expired = row.status === 'Available' && new Date(row.expires_at).getTime() <= now;
  return {
    freeBetId: String(row.id),
    amount: centavosToReais(row.amount),
    status: (expired ? 'Expired' : row.status) as TUserFreeBet['status'],
    betTypes: row.bet_types.map(Number),
    maxGain: row.max_gain === null ? null : centavosToReais(row.max_gain),
    prematchOnly: row.prematch_only,
    expiresAt: new Date(row.expires_at).toISOString(),
    grantedAt: new Date(row.created_at).toISOString(),
  };
}

export async function listUserFreeBets(platform: Platform, userId: number): Promise<TUserFreeBet[]> {
  const rows = await userFreeBetRows(bettingDb(platform), userId);
  const now = Date.now();
  return rows
    .map((r) => freeBetView(r, now))
    .filter((f) => f.status === 'Available' || f.status === 'Locked');
}

export type FreeBetUse = {
  freeBetId: string;
  betType: number;
  stakeCentavos: number;
  /** potential payout in centavos (the free bet pays winnings only: payout − stake) */
  possibleWinCentavos: number;
  hasLiveLeg: boolean;
};

/** The rejection code of using a free bet this way, or undefined when valid (seed 002 section 8). */
export async function validateFreeBet(
  db: BettingDb,
  userId: number,
  use: FreeBetUse,
  now = Date.now(),
): Promise<TFreeBetRejectionCode | undefined> {
  if (!/^\d{1,18}$/.test(use.freeBetId)) return 'FREEBET_NOT_AVAILABLE';
  const row = await findFreeBet(db, Number(use.freeBetId));
  if (!row || row.user_id !== userId) return 'FREEBET_NOT_AVAILABLE';
  if (row.status === 'Cancelled') return 'CANCELLED_FREEBET';
  if (row.status === 'Expired' || new Date(row.expires_at).getTime() <= now) return 'EXPIRED_FREEBET';
  if (row.status === 'Locked') return 'LOCKED_FREEBET';
  if (row.status !== 'Available') return 'FREEBET_NOT_AVAILABLE';
  if (!row.bet_types.map(Number).includes(use.betType)) return 'TYPE_NOT_ALLOWED';
  if (row.prematch_only && use.hasLiveLeg) return 'INVALID_EVENT_TYPE';
  if (use.stakeCentavos !== row.amount) return 'STAKE_NOT_VALID';
  if (row.max_gain !== null && use.possibleWinCentavos - use.stakeCentavos > row.max_gain)
    return 'GAIN_LIMIT';
  return undefined;
}
