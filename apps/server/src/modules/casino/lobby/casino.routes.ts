import { casinoApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { casinoHistory, casinoRoundDetail } from '../history/history.service';
import { launchGame } from '../launch/launch.service';
import { assertCasinoOpen } from '../launch/launch-rules';
import { favoriteGames, gameDetail, markFavorite } from './favorites-and-detail';
import { categoryInfos, listGames, lobby, lobbyContext, providerInfos, searchGames } from './lobby.service';

/** Lobby, favourites, launch and history (contract casino/). The lobby closes (503) in maintenance. */
export async function casinoRoutes(app: App, platform: Platform) {
  const ctxOf = (userId: number | null) => lobbyContext(platform, userId);
  const open = { preHandler: async () => assertCasinoOpen(platform) };
  const signedIn = { preHandler: requireAuth };

  route(app, casinoApi.lobby, open, async (request) => ({
    data: lobby(await ctxOf(request.user?.id ?? null)),
  }));

  route(app, casinoApi.categories, open, async (request) => ({
    data: categoryInfos(await ctxOf(request.user?.id ?? null)),
  }));

  route(app, casinoApi.providers, open, async () => ({ data: providerInfos() }));

  route(app, casinoApi.games, open, async (request) => {
    const q = request.query;
    if (q.category === 'favorite' && !request.user) throw new AppError('UNAUTHORIZED');
    return { data: listGames(await ctxOf(request.user?.id ?? null), q) };
  });

  route(app, casinoApi.search, open, async (request) => {
    const { term, pageNumber, pageSize } = request.query;
    return { data: searchGames(await ctxOf(request.user?.id ?? null), term, pageNumber, pageSize) };
  });

  route(app, casinoApi.game, open, async (request) => ({
    data: await gameDetail(platform, request.user?.id ?? null, request.params.gameId),
  }));

  route(app, casinoApi.favorites, signedIn, async (request) => ({
    data: await favoriteGames(platform, currentUser(request).id),
  }));

  for (const [def, on] of [
    [casinoApi.addFavorite, true],
    [casinoApi.removeFavorite, false],
  ] as const) {
    route(app, def, signedIn, async (request) => ({
      data: await markFavorite(platform, currentUser(request).id, request.params.gameId, on),
    }));
  }

  route(app, casinoApi.history, signedIn, async (request) => ({
    data: await casinoHistory(platform, currentUser(request).id, request.query),
  }));

  route(app, casinoApi.round, signedIn, async (request) => ({
    data: await casinoRoundDetail(platform, currentUser(request).id, request.params.roundId),
  }));

  route(app, casinoApi.launch, {}, async (request) => {
    if (request.body.mode === 'real') await requireAuth(request);
    return { data: await launchGame(platform, request.body, request.user?.id ?? null) };
  });
}
