import type { LoginRequest, User } from '@carsi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loginAccessToken, LoginRejectedError, loginSuccessMessage } from '../login-messages';
import { ME_PATH, unwrapUser } from '@/lib/auth/get-me';

export const LOGIN_PATH = 'kullanici/api/login/';

/** A successful login: the access token, the user and the text to show. */
export interface LoginResult {
  access: string;
  user: User;
  /** The server's `message`, or "Giriş başarılı". */
  message: string;
}

/** The user of a login answer; loaded with the new token when the answer leaves it out. */
async function userOf(body: unknown, access: string): Promise<User> {
  const inAnswer = unwrapUser(
    body && typeof body === 'object' ? (body as { user?: unknown }).user : undefined,
  );
  if (inAnswer) return inAnswer;
  const { data } = await api.get<unknown>(ME_PATH, {
    headers: { Authorization: `Bearer ${access}` },
    skipAuthRefresh: true,
  });
  const user = unwrapUser(data);
  if (!user) throw new LoginRejectedError();
  return user;
}

/**
 * POST kullanici/api/login/ with `{email, password, captchaToken}`. Rejects with the API
 * error on a failed call and with `LoginRejectedError` when a 2xx answer holds no `access`.
 * A 401 here means wrong credentials, never an expired token: no refresh-and-retry (the
 * captcha token could not be used twice anyway).
 */
export async function login(body: LoginRequest): Promise<LoginResult> {
  const { data } = await api.post<unknown>(LOGIN_PATH, body, { skipAuthRefresh: true });
  const access = loginAccessToken(data);
  if (!access) throw new LoginRejectedError();
  const user = await userOf(data, access);
  return { access, user, message: loginSuccessMessage(data) };
}

export const loginMutationKey = ['auth', 'login'] as const;

/** The login call as a mutation (the form stores the session; see `useOpenSessionAt`). */
export function useLogin() {
  return useMutation({ mutationKey: loginMutationKey, mutationFn: login });
}
