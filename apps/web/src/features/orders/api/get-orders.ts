import { orderListSchema, type OrderList } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import type { OrderListFilter } from '../lib/filters';
import { orderKeys, ORDERS_PATH } from './keys';

/** GET /siparis/api/orders/?page=&durum= */
export async function getOrders(durum: OrderListFilter, page: number): Promise<OrderList> {
  const params: Record<string, string | number> = {};
  if (page > 1) params.page = page;
  if (durum !== 'tumu') params.durum = durum;
  const { data } = await api.get<unknown>(ORDERS_PATH, { params });
  return orderListSchema.parse(data);
}

/** The shopper's orders, one page of one tab. The previous page stays while the next loads. */
export function useOrders(durum: OrderListFilter, page: number) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: orderKeys.list(userId, durum, page),
    queryFn: () => getOrders(durum, page),
    placeholderData: (previous, query) =>
      // Keep the old page only within the same tab: another tab shows skeletons.
      query && previous && query.queryKey[3] === durum ? keepPreviousData(previous) : undefined,
  });
}
