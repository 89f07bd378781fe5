import type { BestSellersResponse } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/urun/api/best-sellers/ — the zero-result page suggests these. */
export async function getBestSellers(): Promise<BestSellersResponse> {
  const { data } = await api.get<BestSellersResponse>('/urun/api/best-sellers/');
  return data;
}

export function useBestSellers(enabled = true) {
  return useQuery({
    queryKey: ['discovery', 'best-sellers', null],
    queryFn: getBestSellers,
    enabled,
    staleTime: 5 * 60_000,
  });
}
