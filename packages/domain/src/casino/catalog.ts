import { createFairRng, type RoundSeeds } from './fair/fairRng';
import { isClientSeed, isServerSeed } from './fair/seeds';
import { blackjack } from './games/blackjack/blackjack';
import { crash } from './games/crash';
import { dice } from './games/dice';
import { mines } from './games/mines';
import { plinko } from './games/plinko';
import { roulette } from './games/roulette';
import { scratch } from './games/scratch';
import { slot } from './games/slot/slot';
import { type GameOutcome, type OriginalGame, parseParams } from './games/types';
import type { Rng } from './rng';

/** The studio, as a provider of the lobby: the first provider behind the seamless wallet. */
export const PLACAR_ORIGINALS_PROVIDER = { slug: 'placar-originals', name: 'Placar Originals' } as const;

/** Every Placar Original by id. */
export const PLACAR_ORIGINALS = { crash, dice, mines, plinko, scratch, slot, roulette, blackjack } as const;
type Originals = typeof PLACAR_ORIGINALS;
export type OriginalGameId = keyof Originals;
export const ORIGINAL_GAME_IDS = Object.keys(PLACAR_ORIGINALS) as OriginalGameId[];
export type OriginalParams<G extends OriginalGameId> = Parameters<Originals[G]['play']>[0];
export type OriginalOutcome<G extends OriginalGameId> = ReturnType<Originals[G]['play']>;

export function isOriginalGameId(id: string): id is OriginalGameId {
  return Object.hasOwn(PLACAR_ORIGINALS, id);
}

/** What the lobby and the rules page show of a game (no functions: safe to serialise). */
export interface OriginalGameInfo {
  id: OriginalGameId;
  name: string;
  category: string;
  rtp: number;
  rtpMethod: 'analytic' | 'simulated';
  maxMultiplier: number;
  rules: readonly string[];
}

export function originalGameInfo(id: OriginalGameId): OriginalGameInfo {
  const { name, category, rtp, rtpMethod, maxMultiplier, rules } = PLACAR_ORIGINALS[id];
  return { id, name, category, rtp, rtpMethod, maxMultiplier, rules };
}

function gameOf(id: OriginalGameId): OriginalGame<unknown, GameOutcome> {
  return PLACAR_ORIGINALS[id] as unknown as OriginalGame<unknown, GameOutcome>;
}

/** Validates the parameters (RangeError naming the field) and plays one round on `rng`. */
export function playRound<G extends OriginalGameId>(id: G, params: unknown, rng: Rng): OriginalOutcome<G> {
  const game = gameOf(id);
  return game.play(parseParams(game.params, params), rng) as OriginalOutcome<G>;
}

/**
 * Recomputes any round from its revealed server seed, client seed, nonce and parameters: the
 * same code the server ran, so the outcome is identical (server, browser and Node alike).
 * Shared crash rounds: seeds = { serverSeed: chain seed of the round, clientSeed: the salt }, nonce 0.
 */
export function verifyRound<G extends OriginalGameId>(
  id: G,
  seeds: RoundSeeds,
  nonce: number,
  params: unknown,
): OriginalOutcome<G> {
  if (!isServerSeed(seeds.serverSeed)) throw new RangeError('serverSeed must be 64 lowercase hex characters');
  if (!isClientSeed(seeds.clientSeed))
    throw new RangeError('clientSeed must be 1 to 64 printable characters');
  return playRound(id, params, createFairRng(seeds, nonce));
}
