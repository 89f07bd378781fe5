import {
  bulkProductStatusResultSchema,
  moderationDecisionSchema,
  moderationListSchema,
  vendorProductListSchema,
  type ModerationList,
  type ModerationRejectInput,
  type ModerationStatus,
  type ModerationType,
  type VendorProductList,
  type VendorProductStatus,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The seller's products list and the operators' review queue (docs/decisions/030).

export const PRODUCTS_PATH = '/vendor/dashboard/products/';
export const BULK_STATUS_PATH = '/vendor/dashboard/products/bulk-status/';
export const MODERATION_PATH = '/yonetim/api/moderation/';
export const moderationDecisionPath = (type: ModerationType, id: number, action: string) =>
  `${MODERATION_PATH}${type}/${id}/${action}/`;

export interface VendorProductFilters {
  status?: VendorProductStatus | undefined;
  q?: string | undefined;
  stok?: 'az' | 'yok' | undefined;
  page: number;
}

export const vendorCatalogKeys = {
  all: ['vendor-catalog'] as const,
  list: (f: VendorProductFilters) => ['vendor-catalog', 'list', f] as const,
  moderation: (type: ModerationType, status: ModerationStatus, page: number) =>
    ['moderation', type, status, page] as const,
};

const params = (f: object) =>
  Object.fromEntries(
    Object.entries(f).filter(([k, v]) => v !== undefined && v !== '' && !(k === 'page' && v === 1)),
  );

export async function getVendorProducts(f: VendorProductFilters): Promise<VendorProductList> {
  const { data } = await api.get<unknown>(PRODUCTS_PATH, { params: params(f) });
  return vendorProductListSchema.parse(data);
}

export function useVendorProducts(f: VendorProductFilters) {
  return useQuery({
    queryKey: vendorCatalogKeys.list(f),
    queryFn: () => getVendorProducts(f),
    placeholderData: keepPreviousData,
  });
}

/** Puts the selected products on sale or takes them off (this business's offers). */
export function useBulkProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { ids: number[]; active: boolean }) => {
      const { data } = await api.post<unknown>(BULK_STATUS_PATH, body);
      return bulkProductStatusResultSchema.parse(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorCatalogKeys.all }),
  });
}

export async function getModeration(
  type: ModerationType,
  status: ModerationStatus,
  page: number,
): Promise<ModerationList> {
  const { data } = await api.get<unknown>(MODERATION_PATH, {
    params: params({ type, status, page }),
  });
  return moderationListSchema.parse(data);
}

export function useModeration(type: ModerationType, status: ModerationStatus, page: number) {
  return useQuery({
    queryKey: vendorCatalogKeys.moderation(type, status, page),
    queryFn: () => getModeration(type, status, page),
    placeholderData: keepPreviousData,
  });
}

export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      d:
        | { type: ModerationType; id: number; action: 'approve' }
        | { type: ModerationType; id: number; action: 'reject'; body: ModerationRejectInput },
    ) => {
      const { data } = await api.post<unknown>(
        moderationDecisionPath(d.type, d.id, d.action),
        d.action === 'reject' ? d.body : {},
      );
      return moderationDecisionSchema.parse(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation'] }),
  });
}
