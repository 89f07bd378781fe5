import type { HomeResponse } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/urun/api/home/ — banners, top categories and product rows of the home page. */
export async function getHome(): Promise<HomeResponse> {
  const { data } = await api.get<HomeResponse>('/urun/api/home/');
  return data;
}

export const homeQueryKey = ['catalog', 'home'] as const;

export function useHome() {
  return useQuery({ queryKey: homeQueryKey, queryFn: getHome, staleTime: 60_000 });
}
