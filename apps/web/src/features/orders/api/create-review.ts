import type { ReviewCreated, ReviewRequest } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The product page's queries (`productDetailKeys.all` of features/product-detail), named here
 * rather than imported: the product page imports this feature's question form.
 */
const PRODUCT_PAGE_KEY = ['product-detail'] as const;

export const reviewPath = (orderItemId: number) => `/urun/api/order-items/${orderItemId}/review/`;

/** POST /api/urun/api/order-items/{id}/review/: the buyer's review of a delivered item, once. */
export async function createReview(
  orderItemId: number,
  body: ReviewRequest,
): Promise<ReviewCreated> {
  const { data } = await apiClient.post<ReviewCreated>(reviewPath(orderItemId), body);
  return data;
}

/** Writes a review; cached product pages are refetched so the new rating shows. */
export function useCreateReview(orderItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) => createReview(orderItemId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCT_PAGE_KEY }),
  });
}
