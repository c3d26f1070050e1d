import {
  CASINO_PAGE_SIZE,
  ZCasinoCategoryInfo,
  ZCasinoGameDetail,
  ZCasinoGameIdParams,
  ZCasinoGamesPage,
  ZCasinoGamesQuery,
  ZCasinoHistoryPage,
  ZCasinoHistoryQuery,
  ZCasinoLaunch,
  ZCasinoLaunchRequest,
  ZCasinoLobby,
  ZCasinoProvider,
  ZCasinoRoundDetail,
  ZCasinoSearchQuery,
  ZData,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { casinoHistory, casinoRoundDetail } from '../history/history.service';
import { launchGame } from '../launch/launch.service';
import { assertCasinoOpen } from '../launch/launch-rules';
import { gameById } from './catalogue';
import {
  categoryInfos,
  listGames,
  lobby,
  lobbyContext,
  providerInfos,
  searchGames,
  setFavorite,
  toTile,
} from './lobby.service';

const tags = ['casino'];
const auth = [{ bearer: [] }];

/** Lobby, favourites, launch and history (contract casino.ts). The lobby closes (503) in maintenance. */
export async function casinoRoutes(app: App, platform: Platform) {
  const ctxOf = (userId: number | null) => lobbyContext(platform, userId);
  const open = async () => assertCasinoOpen(platform);

  app.get(
    '/api/Casino/Lobby',
    {
      preHandler: open,
      schema: {
        tags,
        summary: 'Casino lobby: filters, categories, providers, rails, top',
        response: { 200: ZData(ZCasinoLobby) },
      },
    },
    async (request) => ({
      data: lobby(await ctxOf(request.user?.id ?? null)),
    }),
  );

  app.get(
    '/api/Casino/Categories',
    {
      preHandler: open,
      schema: {
        tags,
        summary: 'Categories with their type (1-12) and game counts',
        response: { 200: ZData(z.array(ZCasinoCategoryInfo)) },
      },
    },
    async (request) => ({
      data: categoryInfos(await ctxOf(request.user?.id ?? null)),
    }),
  );

  app.get(
    '/api/Casino/Providers',
    {
      preHandler: open,
      schema: {
        tags,
        summary: 'Game providers (ids and slugs)',
        response: { 200: ZData(z.array(ZCasinoProvider)) },
      },
    },
    async () => ({
      data: providerInfos(),
    }),
  );

  app.get(
    '/api/Casino/Games',
    {
      preHandler: open,
      schema: {
        tags,
        summary: `Games by category, filter or provider (page ${CASINO_PAGE_SIZE.category})`,
        querystring: ZCasinoGamesQuery,
        response: { 200: ZData(ZCasinoGamesPage) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.category === 'favorite' && !request.user) throw new AppError('UNAUTHORIZED');
      return { data: listGames(await ctxOf(request.user?.id ?? null), q) };
    },
  );

  app.get(
    '/api/Casino/Games/Search',
    {
      preHandler: open,
      schema: {
        tags,
        summary: `Search games (page ${CASINO_PAGE_SIZE.search})`,
        querystring: ZCasinoSearchQuery,
        response: { 200: ZData(ZCasinoGamesPage) },
      },
    },
    async (request) => {
      const { term, pageNumber, pageSize } = request.query;
      return { data: searchGames(await ctxOf(request.user?.id ?? null), term, pageNumber, pageSize) };
    },
  );

  app.get(
    '/api/Casino/Games/:gameId',
    {
      preHandler: open,
      schema: {
        tags,
        summary: 'One game with its rules',
        params: ZCasinoGameIdParams,
        response: { 200: ZData(ZCasinoGameDetail) },
      },
    },
    async (request) => {
      const game = gameById(request.params.gameId);
      if (!game) throw new AppError('GAME_NOT_FOUND', { status: 404 });
      const tile = toTile(game, await ctxOf(request.user?.id ?? null));
      return { data: { ...tile, rules: game.rules, minBet: game.minBet, maxBet: game.maxBet } };
    },
  );

  app.get(
    '/api/Casino/Favorites',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security: auth,
        summary: 'The player’s favourite games',
        response: {
          200: ZData(z.array(ZCasinoGameDetail.omit({ rules: true, minBet: true, maxBet: true }))),
        },
      },
    },
    async (request) => {
      const ctx = await ctxOf(currentUser(request).id);
      const ids = [...(ctx.favorites ?? [])];
      return {
        data: ids
          .map((id) => gameById(id))
          .filter((g) => g !== undefined)
          .map((g) => toTile(g, ctx)),
      };
    },
  );

  const favorite =
    (on: boolean) => async (request: { params: { gameId: string } } & Parameters<typeof currentUser>[0]) => {
      if (!gameById(request.params.gameId)) throw new AppError('GAME_NOT_FOUND', { status: 404 });
      await setFavorite(platform, currentUser(request).id, request.params.gameId, on);
      return { data: { gameId: request.params.gameId, isFavorite: on } };
    };
  const ZFav = ZData(z.object({ gameId: z.string(), isFavorite: z.boolean() }));
  app.put(
    '/api/Casino/Favorites/:gameId',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security: auth,
        summary: 'Add a favourite (idempotent)',
        params: ZCasinoGameIdParams,
        response: { 200: ZFav },
      },
    },
    favorite(true),
  );
  app.delete(
    '/api/Casino/Favorites/:gameId',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security: auth,
        summary: 'Remove a favourite (idempotent)',
        params: ZCasinoGameIdParams,
        response: { 200: ZFav },
      },
    },
    favorite(false),
  );

  app.get(
    '/api/Casino/History',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security: auth,
        summary: `Casino rounds (page ${CASINO_PAGE_SIZE.history})`,
        querystring: ZCasinoHistoryQuery,
        response: { 200: ZData(ZCasinoHistoryPage) },
      },
    },
    async (request) => ({
      data: await casinoHistory(platform, currentUser(request).id, request.query),
    }),
  );

  app.get(
    '/api/Casino/History/:roundId',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security: auth,
        summary: 'Recall of one round: outcome and fairness data',
        params: z.object({ roundId: z.coerce.number().int().positive() }),
        response: { 200: ZData(ZCasinoRoundDetail) },
      },
    },
    async (request) => ({
      data: await casinoRoundDetail(platform, currentUser(request).id, request.params.roundId),
    }),
  );

  app.post(
    '/api/Casino/Launch',
    {
      schema: {
        tags,
        summary: 'Launch a game: real money (signed in, launch rules) or free play',
        body: ZCasinoLaunchRequest,
        response: { 200: ZData(ZCasinoLaunch) },
      },
    },
    async (request) => {
      if (request.body.mode === 'real') await requireAuth(request);
      return { data: await launchGame(platform, request.body, request.user?.id ?? null) };
    },
  );
}
