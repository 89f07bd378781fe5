import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PASSWORD_RESET_CONFIRM_PATH = 'kullanici/api/password-reset/confirm/';

/** POST kullanici/api/password-reset/confirm/ `{uidb64, token, password}` → `{detail}`. */
export async function confirmPasswordReset(body: {
  uidb64: string;
  token: string;
  password: string;
}): Promise<string> {
  const { data } = await api.post<{ detail?: unknown }>(PASSWORD_RESET_CONFIRM_PATH, body, {
    skipAuthRefresh: true,
  });
  return typeof data?.detail === 'string' && data.detail
    ? data.detail
    : 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.';
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationKey: ['account', 'password-reset-confirm'],
    mutationFn: confirmPasswordReset,
  });
}
