import { paymentStatusSchema, type PaymentStatusView } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys, useCheckoutUserId } from './keys';

export const paymentPath = (id: string) => `/odeme/api/payments/${encodeURIComponent(id)}/`;

/** GET /odeme/api/payments/{id}/: how a 3-D Secure attempt ended (failure_detail in Turkish). */
export async function getPaymentStatus(id: string): Promise<PaymentStatusView> {
  const { data } = await apiClient.get<unknown>(paymentPath(id));
  return paymentStatusSchema.parse(data);
}

export function usePaymentStatus(id: string | null) {
  const userId = useCheckoutUserId();
  return useQuery({
    queryKey: checkoutKeys.payment(userId, id ?? ''),
    queryFn: () => getPaymentStatus(id!),
    enabled: !!id,
    staleTime: 0,
    // Paid but the order is still being written: look again until it exists.
    refetchInterval: (query) => {
      const p = query.state.data;
      return p && (p.status === 'odendi' || p.status === 'tamamlandi') && p.order_id == null
        ? 2000
        : false;
    },
  });
}
