import { checkoutPreviewSchema, type CheckoutPreview } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { cartCountQueryKey, getCartCount } from '@/lib/cart/cart-count';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys, useCheckoutUserId } from './keys';

export const CHECKOUT_PREVIEW_PATH = '/siparis/api/checkout/preview/';

/**
 * POST /siparis/api/checkout/preview/ `{address_id}`: the selected lines in seller packages with
 * fees, delivery dates, problems, totals and the agreement texts. 400 `sepet_bos` when nothing
 * is selected, 404 for an address that is not the shopper's.
 */
export async function getCheckoutPreview(addressId: number): Promise<CheckoutPreview> {
  const { data } = await apiClient.post<unknown>(CHECKOUT_PREVIEW_PATH, { address_id: addressId });
  return checkoutPreviewSchema.parse(data);
}

/**
 * The preview of the chosen address, read afresh whenever a checkout page opens (stock and
 * prices may have moved). The header's cart count (usually cached) comes first: with nothing
 * selected there is nothing to preview, and the page says so without a 400.
 */
export function useCheckoutPreview(addressId: number | null) {
  const userId = useCheckoutUserId();
  const count = useQuery({
    queryKey: [...cartCountQueryKey, userId],
    queryFn: getCartCount,
    enabled: addressId != null,
  });
  const nothingSelected = count.data?.SelectedItemInCart === 0;
  const preview = useQuery({
    queryKey: checkoutKeys.preview(userId, addressId ?? 0),
    queryFn: () => getCheckoutPreview(addressId!),
    enabled:
      addressId != null &&
      addressId > 0 &&
      (count.isError || (count.data != null && !nothingSelected)),
    staleTime: 0,
  });
  return { preview, nothingSelected };
}
