import {
  CASINO_FREE_PLAY_BALANCE,
  centavosToReais,
  PLACAR_ORIGINALS_PROVIDER_ID,
  type TCasinoLaunch,
  type TCasinoLaunchRequest,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { gameById } from '../lobby/catalogue';
import { gamesInMaintenance } from '../lobby/lobby.service';
import { walletBalance } from '../wallet/money';
import { providerLaunchUrl } from '../wallet/providers';
import { openSession } from './casino-sessions';
import { insertLaunchOrigin, selectLaunchOrigins } from './launch.repository';
import { assertCasinoOpen, assertMayPlay } from './launch-rules';

/** Origins allowed to host games (besides this site, which hosts Placar Originals). */
export async function launchOrigins(platform: Platform): Promise<string[]> {
  const rows = await selectLaunchOrigins(platform.db);
  return rows.map((r) => r.origin);
}

export async function allowLaunchOrigin(platform: Platform, origin: string) {
  const parsed = new URL(origin);
  await insertLaunchOrigin(platform.db, parsed.origin);
}

/**
 * Launches a game: the casino must be open and the game out of maintenance (GAME_IN_MAINTENANCE); real
 * money needs a signed-in player passing the launch rules; free play needs nothing. Answers the launch
 * token the game presents to the seamless wallet, and where the game runs.
 */
export async function launchGame(
  platform: Platform,
  req: TCasinoLaunchRequest,
  userId: number | null,
): Promise<TCasinoLaunch> {
  await assertCasinoOpen(platform);
  const game = gameById(req.gameId);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  if ((await gamesInMaintenance(platform)).has(game.id)) throw new AppError('GAME_IN_MAINTENANCE');
  if (req.mode === 'real') {
    if (userId === null) throw new AppError('UNAUTHORIZED');
    await assertMayPlay(platform, userId);
  }
  let url = `/cassino/game/${game.id}`;
  if (game.providerId !== PLACAR_ORIGINALS_PROVIDER_ID) {
    const external = await providerLaunchUrl(platform, game.providerId);
    if (!external || !(await launchOrigins(platform)).includes(new URL(external).origin))
      throw new AppError('LAUNCH_ORIGIN_NOT_ALLOWED');
    url = external;
  }
  const { token, session, playBalance } = await openSession(platform, {
    mode: req.mode,
    userId: req.mode === 'real' ? userId : null,
    providerId: game.providerId,
    gameId: game.id,
  });
  const balance =
    req.mode === 'free'
      ? (playBalance ?? CASINO_FREE_PLAY_BALANCE * 100)
      : await walletBalance(platform, session);
  return {
    gameId: game.id,
    mode: req.mode,
    token,
    url,
    expiresAt: session.expiresAt.toISOString(),
    balance: centavosToReais(balance),
  };
}
