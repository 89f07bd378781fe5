import type { ListingResponse } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListingApiParams } from '../url-state';

/** GET /api/urun/api/products/ — a page of cards with the facets, for the given filters. */
export async function getProducts(
  params: ListingApiParams,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  const { data } = await api.get<ListingResponse>('/urun/api/products/', { params, signal });
  return data;
}

export const productsQueryKey = (params: ListingApiParams) =>
  ['listing', 'products', params] as const;

/**
 * Keeps the previous page on screen while the next filter combination loads, but only within
 * the same category: another category's products must not stand in for this one's.
 */
export function keepWithin<T>(sameBase: (a: ListingApiParams, b: ListingApiParams) => boolean) {
  return (
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
    current: ListingApiParams,
  ): T | undefined => {
    const before = previousQuery?.queryKey[2] as ListingApiParams | undefined;
    return before && sameBase(before, current) ? previous : undefined;
  };
}

const sameCategory = keepWithin<ListingResponse>((a, b) => a.category === b.category);

export function useProducts(params: ListingApiParams, enabled = true) {
  return useQuery({
    enabled,
    queryKey: productsQueryKey(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: (prev, prevQuery) => sameCategory(prev, prevQuery, params),
    staleTime: 60_000,
  });
}
