import { z } from 'zod';
import { ZCasinoGameId } from './lobby';

// ─── Launch ──────────────────────────────────────────────────────────────────────────────────────

export const ZCasinoLaunchRequest = z.object({
  gameId: ZCasinoGameId,
  /** real: the player's wallet (signed in); free: play money, no account needed. */
  mode: z.enum(['real', 'free']).default('real'),
});
export type TCasinoLaunchRequest = z.infer<typeof ZCasinoLaunchRequest>;

export const ZCasinoLaunch = z.object({
  gameId: ZCasinoGameId,
  mode: z.enum(['real', 'free']),
  /** Send as `x-casino-token` to the game's calls (Placar Originals) or pass to the provider. */
  token: z.string(),
  /** Where the game runs: a path of this site for Placar Originals, a whitelisted origin otherwise. */
  url: z.string(),
  /** ISO 8601; the token lives CASINO_TIMING_MS.launchTokenTtl after its last use. */
  expiresAt: z.string(),
  /** Balance the game starts with, in reais (play money in free mode). */
  balance: z.number(),
});
export type TCasinoLaunch = z.infer<typeof ZCasinoLaunch>;
