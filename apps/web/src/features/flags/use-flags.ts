import { defaultFlags, type TFlags } from '@placar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/api/client';

export const flagsQuery = queryOptions({
  queryKey: ['flags'],
  queryFn: async (): Promise<TFlags> => {
    const body = await http.get<{ value: Partial<TFlags> }>('/flags/index.json');
    return { ...defaultFlags(), ...body.value };
  },
  staleTime: 30_000,
});

/** The merged flags; `isLoaded` is false until the first answer (guards wait for it). */
export function useFlags() {
  const q = useQuery(flagsQuery);
  return { flags: q.data ?? defaultFlags(), isLoaded: q.isSuccess || q.isError };
}
