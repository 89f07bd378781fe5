import {
  type CampaignInput,
  promoDeletedSchema,
  type VendorCampaign,
  vendorCampaignListSchema,
  vendorCampaignSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

// Campaigns: the seller's `/vendor/api/campaigns/` (issue 14; docs/decisions/033).

export const CAMPAIGNS_PATH = '/vendor/api/campaigns/';
export const campaignPath = (id: number) => `${CAMPAIGNS_PATH}${id}/`;

export const campaignKeys = {
  all: ['promotions', 'campaigns'] as const,
  list: (userId: number | null, page: number) =>
    ['promotions', 'campaigns', userId, 'list', page] as const,
};

export function useVendorCampaigns(page: number) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: campaignKeys.list(userId, page),
    queryFn: async () => {
      const { data } = await api.get<unknown>(CAMPAIGNS_PATH, {
        params: page > 1 ? { page } : {},
      });
      return vendorCampaignListSchema.parse(data);
    },
    placeholderData: keepPreviousData,
  });
}

/** One campaign of the business (`campaigns/success` shows the one just created). */
export function useVendorCampaign(id: number | null) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...campaignKeys.all, userId, 'one', id] as const,
    queryFn: async () => {
      const { data } = await api.get<unknown>(campaignPath(id!));
      return vendorCampaignSchema.parse(data);
    },
    enabled: id !== null,
  });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CampaignInput): Promise<VendorCampaign> => {
      const { data } = await api.post<unknown>(CAMPAIGNS_PATH, body);
      return vendorCampaignSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** Deletes a campaign not started; the server ends one that has run. */
export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await api.delete<unknown>(campaignPath(id));
      return promoDeletedSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
