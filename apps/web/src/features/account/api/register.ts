import type { RegisterRequest, User } from '@carsi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapUser } from '@/lib/auth/get-me';

export const REGISTER_PATH = 'kullanici/api/register/';

/** The body as sent: the schema's output (phone normalised, e-mail lower-cased). */
export interface RegisterBody extends Omit<
  RegisterRequest,
  'kvkk_acknowledged' | 'marketing_consent'
> {
  kvkk_acknowledged: true;
  marketing_consent: boolean;
}

export interface RegisterResult {
  access: string;
  user: User;
  message: string;
}

/**
 * POST kullanici/api/register/ → 201 `{access, user, message}`. No refresh-and-retry on a
 * 401: the visitor has no session and the captcha token is good for one call only.
 */
export async function register(body: RegisterBody): Promise<RegisterResult> {
  const { data } = await api.post<unknown>(REGISTER_PATH, body, { skipAuthRefresh: true });
  // The answer's shape (loginResponseSchema), checked by hand: this page does not load zod.
  const answer = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const user = unwrapUser(answer.user);
  if (typeof answer.access !== 'string' || !user || typeof answer.message !== 'string')
    throw new Error('The register answer is not a login answer');
  return { access: answer.access, user, message: answer.message || 'Üyeliğiniz oluşturuldu.' };
}

export function useRegister() {
  return useMutation({ mutationKey: ['account', 'register'], mutationFn: register });
}
