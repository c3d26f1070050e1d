import type { TCasinoGame } from '@placar/contract';
import { casinoApi } from '@placar/contract/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { casinoKeys } from './keys';
import { useCasinoUserId } from './lobby-api';

/** GET /api/Casino/Favorites: the signed-in player's favourite games (none for guests). */
export function useFavorites() {
  const userId = useCasinoUserId();
  return useQuery({
    queryKey: casinoKeys.favorites(userId),
    queryFn: ({ signal }) => api.call(casinoApi.favorites, {}, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/**
 * PUT / DELETE /api/Casino/Favorites/{gameId}. The favourites list updates at once (optimistic) and
 * every lobby listing is refetched afterwards, so each tile's heart follows.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  const userId = useCasinoUserId();
  return useMutation({
    mutationFn: ({ game, on }: { game: TCasinoGame; on: boolean }) =>
      api.call(on ? casinoApi.addFavorite : casinoApi.removeFavorite, { params: { gameId: game.id } }),
    onMutate: async ({ game, on }) => {
      const key = casinoKeys.favorites(userId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TCasinoGame[]>(key);
      const rest = (before ?? []).filter((g) => g.id !== game.id);
      client.setQueryData<TCasinoGame[]>(key, on ? [{ ...game, isFavorite: true }, ...rest] : rest);
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx) client.setQueryData(casinoKeys.favorites(userId), ctx.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: casinoKeys.all }),
  });
}

/** Whether a tile shows a filled heart: the favourites list wins over the tile's own flag. */
export function isFavorite(game: TCasinoGame, favorites: readonly TCasinoGame[] | undefined): boolean {
  if (favorites) return favorites.some((f) => f.id === game.id);
  return game.isFavorite === true;
}
