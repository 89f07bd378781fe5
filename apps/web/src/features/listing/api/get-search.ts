import type { SearchResponse } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import type { ListingApiParams } from '../url-state';
import { keepWithin } from './get-products';
import { api } from '@/lib/api-client';

/** GET /api/urun/api/search/?q= — ranked results with the listing's filters and facets. */
export async function getSearch(
  params: ListingApiParams,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const { data } = await api.get<SearchResponse>('/urun/api/search/', { params, signal });
  return data;
}

export const searchQueryKey = (params: ListingApiParams) => ['search', 'results', params] as const;

// Previous results stand in while a filter change loads, never those of other words.
const sameWords = keepWithin<SearchResponse>((a, b) => a.q === b.q);

export function useSearch(params: ListingApiParams) {
  return useQuery({
    queryKey: searchQueryKey(params),
    queryFn: ({ signal }) => getSearch(params, signal),
    placeholderData: (prev, prevQuery) => sameWords(prev, prevQuery, params),
    staleTime: 60_000,
  });
}
