import type { TCategory, TSport } from '@placar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { sbKeys } from './keys';

export type SportCatalog = TSport & { categories: TCategory[] };

/** GET /api/SportBook/v1/catalog/sports/{sportId}: a sport with its categories and tournaments. */
export const sportCatalogQuery = (sportId: string) =>
  queryOptions({
    queryKey: sbKeys.catalog(sportId),
    queryFn: ({ signal }) =>
      api.get<SportCatalog>(`/api/SportBook/v1/catalog/sports/${encodeURIComponent(sportId)}`, { signal }),
    staleTime: 120_000,
  });
