import { orderSchema, type DisputeRequest, type Order } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeOrder, useOrderUserId } from './get-order';
import { disputeItemPath } from './keys';

export interface DisputeVariables {
  itemId: number;
  body: DisputeRequest;
}

/** POST /siparis/api/order-items/{id}/dispute/ → the order (docs/decisions/040). */
export async function openDispute({ itemId, body }: DisputeVariables): Promise<Order> {
  const { data } = await api.post<unknown>(disputeItemPath(itemId), body);
  return orderSchema.parse(data);
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  const userId = useOrderUserId();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: (order) => storeOrder(queryClient, userId, order),
  });
}
