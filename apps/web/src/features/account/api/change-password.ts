import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CHANGE_PASSWORD_PATH = 'kullanici/api/change-password/';

/** POST kullanici/api/change-password/ `{current_password, new_password}` → `{detail}`. */
export async function changePassword(body: {
  current_password: string;
  new_password: string;
}): Promise<string> {
  const { data } = await api.post<{ detail?: unknown }>(CHANGE_PASSWORD_PATH, body);
  return typeof data?.detail === 'string' && data.detail ? data.detail : 'Şifreniz değiştirildi.';
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });
}
