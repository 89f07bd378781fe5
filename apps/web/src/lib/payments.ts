import {
  paymentConfigSchema,
  paymentStatusSchema,
  type PaymentConfig,
  type PaymentStatusView,
} from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

// The payment provider's calls that both the checkout and wallet top-ups use.

export const paymentConfigQueryKey = ['payments', 'config'] as const;

export const PAYMENT_CONFIG_PATH = '/odeme/api/config/';

/** GET /odeme/api/config/: the provider, test mode, its test cards and SMS code. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await apiClient.get<unknown>(PAYMENT_CONFIG_PATH);
  return paymentConfigSchema.parse(data);
}

export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentConfigQueryKey,
    queryFn: getPaymentConfig,
    staleTime: 10 * 60_000,
  });
}

export const paymentPath = (id: string) => `/odeme/api/payments/${encodeURIComponent(id)}/`;

/** GET /odeme/api/payments/{id}/: how a 3-D Secure attempt ended (failure_detail in Turkish). */
export async function getPaymentStatus(id: string): Promise<PaymentStatusView> {
  const { data } = await apiClient.get<unknown>(paymentPath(id));
  return paymentStatusSchema.parse(data);
}
