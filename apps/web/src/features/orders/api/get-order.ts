import { orderSchema, type Order } from '@carsi/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { orderKeys, orderPath } from './keys';

export const useOrderUserId = () => useSessionStore((s) => s.user?.id ?? null);

/** GET /siparis/api/orders/{id}/ (404 for an unknown order or another shopper's). */
export async function getOrder(id: number): Promise<Order> {
  const { data } = await api.get<unknown>(orderPath(id));
  return orderSchema.parse(data);
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(useOrderUserId(), id),
    queryFn: () => getOrder(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Stores an order answer (cancel and return answer the whole order) and refreshes the lists. */
export function storeOrder(queryClient: QueryClient, userId: number | null, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(userId, order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
}

/** Reads the order again (after a review, which the order answer does not carry). */
export function useRefreshOrder(id: number) {
  const queryClient = useQueryClient();
  const userId = useOrderUserId();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(userId, id) });
}
