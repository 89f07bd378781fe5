import {
  type DiscountInput,
  discountsCreatedSchema,
  type VendorDiscount,
  vendorOfferListSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

// Discounts: the seller's `/vendor/api/discounts/` (issue 14; docs/decisions/033, 037), and the
// seller's offers (`/vendor/api/offers/`) to pick the products and variants from.

export const DISCOUNTS_PATH = '/vendor/api/discounts/';
export const SELLER_OFFERS_PATH = '/vendor/api/offers/';

export const discountKeys = {
  all: ['promotions', 'discounts'] as const,
  offers: (userId: number | null, q: string, page: number) =>
    ['promotions', 'discount-offers', userId, q, page] as const,
};

/** The seller's offers matching `q` (title, barcode or SKU), a page at a time. */
export function useDiscountableOffers(q: string, page: number, enabled = true) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: discountKeys.offers(userId, q, page),
    queryFn: async () => {
      const params: Record<string, string | number> = {};
      if (q) params.q = q;
      if (page > 1) params.page = page;
      const { data } = await api.get<unknown>(SELLER_OFFERS_PATH, { params });
      return vendorOfferListSchema.parse(data);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreateDiscounts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: DiscountInput): Promise<VendorDiscount[]> => {
      const { data } = await api.post<unknown>(DISCOUNTS_PATH, body);
      return discountsCreatedSchema.parse(data).results;
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
