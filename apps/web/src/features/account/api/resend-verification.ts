import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const RESEND_VERIFICATION_PATH = 'kullanici/api/verify-email/resend/';

export interface ResendResult {
  detail: string;
  /** Seconds until the next resend is allowed. */
  resend_available_in: number;
}

/** POST kullanici/api/verify-email/resend/ → `{detail, resend_available_in}` (429 + Retry-After). */
export async function resendVerification(): Promise<ResendResult> {
  const { data } = await api.post<{ detail?: unknown; resend_available_in?: unknown }>(
    RESEND_VERIFICATION_PATH,
  );
  const wait = Number(data?.resend_available_in);
  return {
    detail:
      typeof data?.detail === 'string' && data.detail
        ? data.detail
        : 'Yeni doğrulama kodu e-posta adresinize gönderildi.',
    resend_available_in: Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : 60,
  };
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'verify-email-resend'],
    mutationFn: resendVerification,
    // A new code: new validity and tries.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account', 'verification'] }),
  });
}
