import type { ListingResponse } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import type { ListingApiParams } from '../url-state';
import { api } from '@/lib/api-client';

export const PRODUCTS_PATH = '/urun/api/products/';

/** The listing's parameters narrowed to the products that fit one compatibility system. */
export type SystemProductsParams = ListingApiParams & { system: number };

/** GET /api/urun/api/products/?system=&… — the products that fit a system, with facets. */
export async function getSystemProducts(
  params: SystemProductsParams,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  const { data } = await api.get<ListingResponse>(PRODUCTS_PATH, { params, signal });
  return data;
}

export const systemProductsQueryKey = (params: SystemProductsParams) =>
  ['discovery', 'system-products', params] as const;

export function useSystemProducts(params: SystemProductsParams) {
  return useQuery({
    queryKey: systemProductsQueryKey(params),
    queryFn: ({ signal }) => getSystemProducts(params, signal),
    // A new filter keeps the old grid (dimmed); another system's products must not stand in.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as SystemProductsParams | undefined)?.system === params.system
        ? previous
        : undefined,
    staleTime: 60_000,
  });
}
