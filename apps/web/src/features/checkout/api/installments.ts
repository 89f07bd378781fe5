import { installmentInfoSchema, type InstallmentInfo } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, httpStatus } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export const INSTALLMENTS_PATH = '/odeme/api/installments/';

/**
 * GET /odeme/api/installments/?bin&amount: the card's bank and its instalment options for the
 * amount. null for a BIN the provider does not know (404): then only the single payment.
 */
export async function getInstallments(
  bin: string,
  amount: number,
): Promise<InstallmentInfo | null> {
  try {
    const { data } = await apiClient.get<unknown>(INSTALLMENTS_PATH, { params: { bin, amount } });
    return installmentInfoSchema.parse(data);
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

/** Asked once the first six digits are typed; the previous answer stays while the next loads. */
export function useInstallments(bin: string | null, amount: number) {
  return useQuery({
    queryKey: checkoutKeys.installments(bin ?? '', amount),
    queryFn: () => getInstallments(bin!, amount),
    enabled: bin != null && amount > 0,
    staleTime: 5 * 60_000,
    // Keep the table while only the amount changed (wallet toggled), not for another card.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === bin ? previous : undefined,
  });
}
