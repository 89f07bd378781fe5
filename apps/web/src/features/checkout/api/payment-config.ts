import { paymentConfigSchema, type PaymentConfig } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export const PAYMENT_CONFIG_PATH = '/odeme/api/config/';

/** GET /odeme/api/config/: the provider, test mode, its test cards and SMS code. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await apiClient.get<unknown>(PAYMENT_CONFIG_PATH);
  return paymentConfigSchema.parse(data);
}

export function usePaymentConfig() {
  return useQuery({
    queryKey: checkoutKeys.config,
    queryFn: getPaymentConfig,
    staleTime: 10 * 60_000,
  });
}
