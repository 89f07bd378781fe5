import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PASSWORD_RESET_PATH = 'kullanici/api/password-reset/';

export const PASSWORD_RESET_SENT =
  'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik.';

/**
 * POST kullanici/api/password-reset/ `{email, captchaToken}` → `{detail}`, the same text
 * whether or not the address has an account.
 */
export async function requestPasswordReset(body: {
  email: string;
  captchaToken: string;
}): Promise<string> {
  const { data } = await api.post<{ detail?: unknown }>(PASSWORD_RESET_PATH, body, {
    skipAuthRefresh: true,
  });
  return typeof data?.detail === 'string' && data.detail ? data.detail : PASSWORD_RESET_SENT;
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['account', 'password-reset'],
    mutationFn: requestPasswordReset,
  });
}
