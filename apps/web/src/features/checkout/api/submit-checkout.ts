import { checkoutResultSchema, type CheckoutRequest, type CheckoutResult } from '@carsi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHECKOUT_PATH = '/siparis/api/checkout/';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface SubmitCheckoutVariables {
  body: CheckoutRequest;
  idempotencyKey: string;
}

/**
 * POST /siparis/api/checkout/ with the `Idempotency-Key` header: 201 `tamamlandi` when the
 * wallet paid everything, 200 `3ds` with the bank page to open otherwise. The same key answers
 * the same result again, so a retry is always safe.
 */
export async function submitCheckout({
  body,
  idempotencyKey,
}: SubmitCheckoutVariables): Promise<CheckoutResult> {
  const { data } = await apiClient.post<unknown>(CHECKOUT_PATH, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return checkoutResultSchema.parse(data);
}

export function useSubmitCheckout() {
  return useMutation({ mutationFn: submitCheckout, retry: false });
}
