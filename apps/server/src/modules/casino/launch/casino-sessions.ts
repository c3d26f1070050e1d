import { createHash, randomBytes } from 'node:crypto';
import { CASINO_FREE_PLAY_BALANCE, CASINO_TIMING_MS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import {
  insertSession,
  revokeSessionsOfUser,
  selectSessionById,
  selectSessionByTokenHash,
  touchLiveSession,
} from './launch.repository';

/** A launch session as the seamless wallet sees it: whose money (real user or play money) and where. */
export type CasinoSession = {
  id: number;
  mode: 'real' | 'free';
  userId: number | null;
  providerId: number;
  gameId: string;
  expiresAt: Date;
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Seed pair owner of a session: the user for real money, the session itself for free play. */
export const seedOwnerOf = (s: Pick<CasinoSession, 'mode' | 'userId' | 'id'>) =>
  s.mode === 'real' ? `u:${s.userId}` : `f:${s.id}`;

export type CachedSession = { session: CasinoSession; touchedAt: number };
const cacheOf = (platform: Platform) => platform.modules.casino.sessions;
/** Sliding expiry is written at most once a minute per session (every wallet call reads the session). */
const TOUCH_EVERY_MS = 60_000;
const CACHE_MAX = 10_000;

export async function openSession(
  platform: Platform,
  input: { mode: 'real' | 'free'; userId: number | null; providerId: number; gameId: string },
): Promise<{ token: string; session: CasinoSession; playBalance: number | null }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CASINO_TIMING_MS.launchTokenTtl);
  const playBalance = input.mode === 'free' ? CASINO_FREE_PLAY_BALANCE * 100 : null;
  const row = await insertSession(platform.db, {
    token_hash: hashToken(token),
    mode: input.mode,
    user_id: input.userId,
    provider_id: input.providerId,
    game_id: input.gameId,
    play_balance: playBalance,
    expires_at: expiresAt,
  });
  return { token, session: { id: row.id, ...input, expiresAt }, playBalance };
}

/**
 * The live session of a token, or 401 CASINO_TOKEN_INVALID (unknown, revoked, expired). The expiry
 * slides: a token lives CASINO_TIMING_MS.launchTokenTtl after its last use.
 * `allowEnded`: the session of any token ever issued, expired or revoked (a pause or self-exclusion
 * revokes them), read without sliding its expiry (it never becomes live again). Only for the calls
 * that end a round opened while the token was live (a provider's credit, refund, end of round,
 * authenticated by the provider's signature): the player's money must not stay held.
 */
export async function resolveSession(
  platform: Platform,
  token: string | undefined,
  options: { allowEnded?: boolean } = {},
): Promise<CasinoSession> {
  if (!token || token.length < 10 || token.length > 200) throw new AppError('CASINO_TOKEN_INVALID');
  const key = hashToken(token);
  if (options.allowEnded) {
    const row = await selectSessionByTokenHash(platform.db, key);
    if (!row) throw new AppError('CASINO_TOKEN_INVALID');
    return sessionOfRow(row);
  }
  const cache = cacheOf(platform);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.session.expiresAt.getTime() > now && now - hit.touchedAt < TOUCH_EVERY_MS)
    return hit.session;
  const expiresAt = new Date(now + CASINO_TIMING_MS.launchTokenTtl);
  const row = await touchLiveSession(platform.db, key, new Date(now), expiresAt);
  if (!row) {
    cache.delete(key);
    throw new AppError('CASINO_TOKEN_INVALID');
  }
  const session: CasinoSession = {
    id: row.id,
    mode: row.mode,
    userId: row.user_id,
    providerId: row.provider_id,
    gameId: row.game_id,
    expiresAt,
  };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, { session, touchedAt: now });
  return session;
}

/**
 * A session by id, whatever its state (revoked, expired): the wallet's own repairs (a crash bet left
 * open by a stopped node is refunded to the session that placed it) need it after the player left.
 */
export async function sessionById(
  platform: Pick<Platform, 'db'>,
  id: number,
): Promise<CasinoSession | undefined> {
  const row = await selectSessionById(platform.db, id);
  return row ? sessionOfRow(row) : undefined;
}

function sessionOfRow(row: {
  id: number | string;
  mode: CasinoSession['mode'];
  user_id: number | string | null;
  provider_id: CasinoSession['providerId'];
  game_id: CasinoSession['gameId'];
  expires_at: Date | string;
}): CasinoSession {
  return {
    id: Number(row.id),
    mode: row.mode,
    userId: row.user_id === null ? null : Number(row.user_id),
    providerId: row.provider_id,
    gameId: row.game_id,
    expiresAt: new Date(row.expires_at),
  };
}

/** Ends every live session of a user (self-exclusion, block, break): their games stop taking bets. */
export async function revokeUserSessions(platform: Platform, userId: number) {
  await revokeSessionsOfUser(platform.db, userId);
  const cache = cacheOf(platform);
  for (const [k, v] of cache) if (v.session.userId === userId) cache.delete(k);
}
