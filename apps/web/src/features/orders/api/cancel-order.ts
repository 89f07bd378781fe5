import { orderSchema, type CancelOrderRequest, type Order } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeOrder, useOrderUserId } from './get-order';
import { cancelOrderPath } from './keys';

/** The wallet's cached pages: a refund to the wallet changes the balance. */
const WALLET_KEY = ['wallet'] as const;

/** POST /siparis/api/orders/{id}/cancel/ `{item_ids, refund_target, reason?}` → the order. */
export async function cancelOrder(orderId: number, body: CancelOrderRequest): Promise<Order> {
  const { data } = await api.post<unknown>(cancelOrderPath(orderId), body);
  return orderSchema.parse(data);
}

export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  const userId = useOrderUserId();
  return useMutation({
    mutationFn: (body: CancelOrderRequest) => cancelOrder(orderId, body),
    onSuccess: (order) => {
      storeOrder(queryClient, userId, order);
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
