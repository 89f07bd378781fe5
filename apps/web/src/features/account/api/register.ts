import { loginResponseSchema, type RegisterRequest, type User } from '@carsi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
  const parsed = loginResponseSchema.parse(data);
  return {
    access: parsed.access,
    user: parsed.user,
    message: parsed.message || 'Üyeliğiniz oluşturuldu.',
  };
}

export function useRegister() {
  return useMutation({ mutationKey: ['account', 'register'], mutationFn: register });
}
