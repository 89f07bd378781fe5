import { orderSchema, type Order, type ReturnRequest } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeOrder, useOrderUserId } from './get-order';
import { returnItemPath } from './keys';

export interface ReturnVariables {
  itemId: number;
  body: ReturnRequest;
}

/** POST /siparis/api/order-items/{id}/return/ → the order. */
export async function requestReturn({ itemId, body }: ReturnVariables): Promise<Order> {
  const { data } = await api.post<unknown>(returnItemPath(itemId), body);
  return orderSchema.parse(data);
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  const userId = useOrderUserId();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (order) => storeOrder(queryClient, userId, order),
  });
}
