import { catalogueApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { sbKeys } from './keys';

/** GET /api/SportBook/v1/catalog/sports/{sportId}: a sport with its categories and tournaments. */
export const sportCatalogQuery = (sportId: string) =>
  queryOptions({
    queryKey: sbKeys.catalog(sportId),
    queryFn: ({ signal }) => api.call(catalogueApi.sport, { params: { sportId } }, { signal }),
    staleTime: 120_000,
  });
