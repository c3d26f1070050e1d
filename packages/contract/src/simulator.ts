import { z } from 'zod';
import { ZEventId } from './sportsbook';

/**
 * Admin control of the embedded odds simulator (role 1), for demos and browser tests:
 * POST /api/admin/simulator/matches starts a match now.
 */

/** The sport slugs of seed 001 that the simulator plays. */
export const SIMULATOR_SPORTS = [
  'futebol',
  'basquete',
  'beisebol',
  'tenis',
  'futebol-americano',
  'hoquei-gelo',
  'volei',
  'formula-1',
  'mma',
  'xadrez',
  'esports',
] as const;
export type TSimulatorSport = (typeof SIMULATOR_SPORTS)[number];

/** Shortest and longest wall-clock length of a started match. */
export const SIMULATOR_MATCH_MIN_SECONDS = 10;
export const SIMULATOR_MATCH_MAX_SECONDS = 86_400;

export const ZSimulatorMatchRequest = z.object({
  sport: z.enum(SIMULATOR_SPORTS, { error: `esporte: um de ${SIMULATOR_SPORTS.join(', ')}` }),
  /**
   * Wall-clock seconds until the match ends and settles (its play is compressed or stretched to fit);
   * without it the match plays at the simulator's own pace.
   */
  durationSeconds: z
    .number()
    .int('durationSeconds: número inteiro de segundos')
    .min(SIMULATOR_MATCH_MIN_SECONDS, `durationSeconds: no mínimo ${SIMULATOR_MATCH_MIN_SECONDS}`)
    .max(SIMULATOR_MATCH_MAX_SECONDS, `durationSeconds: no máximo ${SIMULATOR_MATCH_MAX_SECONDS}`)
    .optional(),
});
export type TSimulatorMatchRequest = z.infer<typeof ZSimulatorMatchRequest>;

/** A match the simulator started: live (status 1) with its markets when the answer arrives. */
export const ZSimulatorMatch = z.object({
  id: ZEventId,
  name: z.string(),
  sportId: z.string(),
  tournamentId: z.string(),
  /** ISO time of the kick-off on the feed's clock (the simulator's, compressed by its speed) */
  scheduleTime: z.string(),
  /** ISO wall-clock time by which the match ends; its settlement follows in the same feed step */
  endsAt: z.string(),
  /** wall-clock seconds from the answer to the end */
  durationSeconds: z.number(),
});
export type TSimulatorMatch = z.infer<typeof ZSimulatorMatch>;
