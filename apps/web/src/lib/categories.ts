import type { CategoryNode } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/urun/api/categories/ — the whole category tree. */
export async function getCategories(): Promise<CategoryNode[]> {
  const { data } = await api.get<CategoryNode[]>('/urun/api/categories/');
  return data;
}

export const categoriesQueryKey = ['catalog', 'categories'] as const;

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: getCategories,
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
  });
}
