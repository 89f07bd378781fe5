import {
  starredDealDeletedSchema,
  type StarredDealInput,
  type VendorStarredDeal,
  vendorStarredDealListSchema,
  vendorStarredDealSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

// Starred deals: the seller's `/vendor/api/starred-deals/` (issue 14; docs/decisions/038).

export const STARRED_DEALS_PATH = '/vendor/api/starred-deals/';
export const starredDealPath = (id: number) => `${STARRED_DEALS_PATH}${id}/`;

export const starredDealKeys = {
  all: ['promotions', 'starred-deals'] as const,
  list: (userId: number | null, page: number) =>
    ['promotions', 'starred-deals', userId, 'list', page] as const,
};

/** The business's nominations with their state, sales and remaining deal stock. */
export function useVendorStarredDeals(page: number) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: starredDealKeys.list(userId, page),
    queryFn: async () => {
      const { data } = await api.get<unknown>(STARRED_DEALS_PATH, {
        params: page > 1 ? { page } : {},
      });
      return vendorStarredDealListSchema.parse(data);
    },
    placeholderData: keepPreviousData,
    // Sales and the operators' decisions change it while the page is open.
    refetchInterval: 60_000,
  });
}

export function useCreateStarredDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: StarredDealInput): Promise<VendorStarredDeal> => {
      const { data } = await api.post<unknown>(STARRED_DEALS_PATH, body);
      return vendorStarredDealSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: starredDealKeys.all }),
  });
}

/** Deletes a deal without sales; the server ends one with sales instead. */
export function useDeleteStarredDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await api.delete<unknown>(starredDealPath(id));
      return starredDealDeletedSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: starredDealKeys.all }),
  });
}
