import type { BestSellersResponse } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const BEST_SELLERS_PATH = '/urun/api/best-sellers/';

/** GET /api/urun/api/best-sellers/?category= — units sold in the last 30 days, ranked. */
export async function getBestSellers(category: number | null): Promise<BestSellersResponse> {
  const { data } = await api.get<BestSellersResponse>(BEST_SELLERS_PATH, {
    params: { category: category ?? undefined },
  });
  return data;
}

export const bestSellersQueryKey = (category: number | null) =>
  ['discovery', 'best-sellers', category] as const;

export function useBestSellers(category: number | null) {
  return useQuery({
    queryKey: bestSellersQueryKey(category),
    queryFn: () => getBestSellers(category),
    staleTime: 5 * 60_000,
    // Switching tabs keeps the old grid (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
