import type { PaymentStatusView } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { getPaymentStatus } from '@/lib/payments';
import { useWalletUserId } from './get-wallet';
import { walletKeys } from './keys';

/** Statuses after which nothing changes any more. */
const SETTLED = new Set<PaymentStatusView['status']>([
  'odendi',
  'tamamlandi',
  'basarisiz',
  'iade_edildi',
]);
const POLL_MS = 2000;
const POLL_LIMIT = 15;

/**
 * GET /odeme/api/payments/{id}/ (the checkout's fetcher): how a top-up's 3-D Secure attempt
 * ended, asked again for a while when the bank's answer is still on its way.
 */
export function usePaymentStatus(id: string | null) {
  return useQuery({
    queryKey: walletKeys.payment(useWalletUserId(), id ?? ''),
    queryFn: () => getPaymentStatus(id!),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (!status || SETTLED.has(status)) return false;
      return query.state.dataUpdateCount < POLL_LIMIT ? POLL_MS : false;
    },
  });
}

export function isPaymentSucceeded(status: PaymentStatusView['status']): boolean {
  return status === 'odendi' || status === 'tamamlandi';
}
export function isPaymentSettled(status: PaymentStatusView['status']): boolean {
  return SETTLED.has(status);
}
