import { userSchema, type User } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { VERIFY_EMAIL_PATH } from './get-verification-status';
import { accountKeys } from './keys';

export interface VerifyEmailResult {
  detail: string;
  user: User;
}

/** POST kullanici/api/verify-email/ `{code}` → 200 `{detail, user}`. */
export async function verifyEmail(code: string): Promise<VerifyEmailResult> {
  const { data } = await api.post<{ detail?: unknown; user?: unknown }>(VERIFY_EMAIL_PATH, {
    code,
  });
  const user = userSchema.parse(data?.user);
  const detail =
    typeof data?.detail === 'string' && data.detail ? data.detail : 'E-posta adresiniz doğrulandı.';
  return { detail, user };
}

/** Verifies the code; on success the session's user is the verified one. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'verify-email'],
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => {
      useSessionStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: () => {
      // Tries left and validity changed on the server.
      void queryClient.invalidateQueries({ queryKey: ['account', 'verification'] });
    },
  });
}
