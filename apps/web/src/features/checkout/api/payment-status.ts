import { useQuery } from '@tanstack/react-query';
import { getPaymentStatus } from '@/lib/payments';
import { checkoutKeys, useCheckoutUserId } from './keys';

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
