import type { TCasinoFavoriteAnswer, TCasinoGame, TCasinoGameDetail } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { gameById } from './catalogue';
import { lobbyContext, setFavorite, toTile } from './lobby.service';

const gameNotFound = () => new AppError('GAME_NOT_FOUND');

/** One game's tile with its rules and bet limits, as the player (or a guest) sees it. */
export async function gameDetail(
  platform: Platform,
  userId: number | null,
  gameId: string,
): Promise<TCasinoGameDetail> {
  const game = gameById(gameId);
  if (!game) throw gameNotFound();
  const tile = toTile(game, await lobbyContext(platform, userId));
  return { ...tile, rules: game.rules, minBet: game.minBet, maxBet: game.maxBet };
}

/** The player's favourites, newest first; games gone from the catalogue are left out. */
export async function favoriteGames(platform: Platform, userId: number): Promise<TCasinoGame[]> {
  const ctx = await lobbyContext(platform, userId);
  return [...(ctx.favorites ?? [])]
    .map((id) => gameById(id))
    .filter((g) => g !== undefined)
    .map((g) => toTile(g, ctx));
}

/** Adds or removes a favourite (idempotent both ways). */
export async function markFavorite(
  platform: Platform,
  userId: number,
  gameId: string,
  on: boolean,
): Promise<TCasinoFavoriteAnswer> {
  if (!gameById(gameId)) throw gameNotFound();
  await setFavorite(platform, userId, gameId, on);
  return { gameId, isFavorite: on };
}
