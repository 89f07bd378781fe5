import type { SuperDealsResponse } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SUPER_DEALS_PATH = '/urun/api/super-deals/';
export const SUPER_DEALS_PAGE_SIZE = 24;
/** Ended deals drop out of the strip on the next refetch; this is how often that happens. */
export const SUPER_DEALS_REFETCH_MS = 60_000;

export interface SuperDealsParams {
  category?: number | null;
  page?: number;
}

/** GET /api/urun/api/super-deals/?category=&page=&page_size= — starred deals and discounted products. */
export async function getSuperDeals({
  category,
  page = 1,
}: SuperDealsParams): Promise<SuperDealsResponse> {
  const { data } = await api.get<SuperDealsResponse>(SUPER_DEALS_PATH, {
    params: {
      category: category ?? undefined,
      page: page > 1 ? page : undefined,
      page_size: SUPER_DEALS_PAGE_SIZE,
    },
  });
  return data;
}

export const superDealsQueryKey = ({ category = null, page = 1 }: SuperDealsParams) =>
  ['discovery', 'super-deals', category ?? null, page] as const;

export function useSuperDeals(params: SuperDealsParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: superDealsQueryKey(params),
    queryFn: () => getSuperDeals(params),
    staleTime: 30_000,
    refetchInterval: SUPER_DEALS_REFETCH_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
