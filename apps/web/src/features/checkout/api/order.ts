import { orderSchema, type Order } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys, useCheckoutUserId } from './keys';

export const checkoutOrderPath = (id: number) => `/siparis/api/orders/${id}/`;

/** GET /siparis/api/orders/{id}/: the order just placed, for the confirmation page. */
export async function getCheckoutOrder(id: number): Promise<Order> {
  const { data } = await apiClient.get<unknown>(checkoutOrderPath(id));
  return orderSchema.parse(data);
}

export function useCheckoutOrder(id: number | null) {
  const userId = useCheckoutUserId();
  return useQuery({
    queryKey: checkoutKeys.order(userId, id ?? 0),
    queryFn: () => getCheckoutOrder(id!),
    enabled: id != null && id > 0,
  });
}
