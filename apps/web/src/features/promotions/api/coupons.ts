import {
  type Cart,
  cartSchema,
  type CouponInput,
  promoDeletedSchema,
  type VendorCoupon,
  type VendorCouponList,
  vendorCouponListSchema,
  vendorCouponSchema,
} from '@carsi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setServerCart } from '@/lib/cart/server-cart';
import { useSessionStore } from '@/lib/session-store';

// Coupons: the seller's `/vendor/api/coupons/` and the cart's `/urun/api/cart/coupons/`
// (issue 14; docs/decisions/033). One file, one feature (ADR 025).

export const COUPONS_PATH = '/vendor/api/coupons/';
export const couponPath = (id: number) => `${COUPONS_PATH}${id}/`;
export const CART_COUPONS_PATH = '/urun/api/cart/coupons/';

export const couponKeys = {
  all: ['promotions', 'coupons'] as const,
  list: (userId: number | null, page: number) =>
    ['promotions', 'coupons', userId, 'list', page] as const,
};

export async function getVendorCoupons(page: number): Promise<VendorCouponList> {
  const { data } = await api.get<unknown>(COUPONS_PATH, { params: page > 1 ? { page } : {} });
  return vendorCouponListSchema.parse(data);
}

/** The business's coupons with their uses, revenue and cost; keyed by the signed-in user. */
export function useVendorCoupons(page: number) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: couponKeys.list(userId, page),
    queryFn: () => getVendorCoupons(page),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CouponInput): Promise<VendorCoupon> => {
      const { data } = await api.post<unknown>(COUPONS_PATH, body);
      return vendorCouponSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** Deletes a coupon never used; the server ends one with uses instead. */
export function useDeleteCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await api.delete<unknown>(couponPath(id));
      return promoDeletedSchema.parse(data);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** Applies a code to the cart; the answer is the cart priced with it. */
export function useApplyCartCoupon() {
  const qc = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useMutation({
    mutationFn: async (code: string): Promise<Cart> => {
      const { data } = await api.post<unknown>(CART_COUPONS_PATH, { code });
      return cartSchema.parse(data);
    },
    onSuccess: (cart) => setServerCart(qc, userId, cart),
  });
}

export function useRemoveCartCoupon() {
  const qc = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useMutation({
    mutationFn: async (code: string): Promise<Cart> => {
      const { data } = await api.delete<unknown>(
        `${CART_COUPONS_PATH}${encodeURIComponent(code)}/`,
      );
      return cartSchema.parse(data);
    },
    onSuccess: (cart) => setServerCart(qc, userId, cart),
  });
}
