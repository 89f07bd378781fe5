import type { SystemNode } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SYSTEMS_PATH = '/urun/api/systems/';

/** GET /api/urun/api/systems/ — the compatibility tree (tür → marka → model → yıl). */
export async function getSystems(): Promise<SystemNode[]> {
  const { data } = await api.get<SystemNode[]>(SYSTEMS_PATH);
  return data;
}

export const systemsQueryKey = ['discovery', 'systems'] as const;

export function useSystems() {
  return useQuery({
    queryKey: systemsQueryKey,
    queryFn: getSystems,
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
  });
}
