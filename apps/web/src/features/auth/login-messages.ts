import { isApiError } from '@/lib/api-client';

// The login texts of SPEC §8, as pure functions: the form only shows what these return.

export const LOGIN_MESSAGES = {
  badCredentials: 'Kullanıcı adı veya şifre hatalı.',
  tooManyAttempts: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  unexpected: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.',
  noAccess: 'Giriş başarısız',
  success: 'Giriş başarılı',
} as const;

/** A failed login as plain values: the HTTP status (none for a network error) and the body. */
export interface LoginFailure {
  status?: number;
  data?: unknown;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function field(data: unknown, key: string): unknown {
  return data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
}

/**
 * SPEC §8: the server's `error` or `detail` field when present; otherwise 400 → wrong
 * credentials, 429 → too many attempts, anything else (a network error too) → unexpected.
 */
export function loginFailureMessage({ status, data }: LoginFailure): string {
  const fromServer = nonEmptyString(field(data, 'error')) ?? nonEmptyString(field(data, 'detail'));
  if (fromServer) return fromServer;
  if (status === 400) return LOGIN_MESSAGES.badCredentials;
  if (status === 429) return LOGIN_MESSAGES.tooManyAttempts;
  return LOGIN_MESSAGES.unexpected;
}

/** A 2xx answer that did not log the visitor in (no `access`): "Giriş başarısız". */
export class LoginRejectedError extends Error {
  constructor(message: string = LOGIN_MESSAGES.noAccess) {
    super(message);
    this.name = 'LoginRejectedError';
  }
}

/** The message for whatever the login call threw (API error, network error, rejected answer). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginRejectedError) return error.message;
  if (isApiError(error)) {
    return loginFailureMessage({ status: error.response?.status, data: error.response?.data });
  }
  return LOGIN_MESSAGES.unexpected;
}

/** SPEC §8 success: the server's `message`, or "Giriş başarılı". */
export function loginSuccessMessage(data: unknown): string {
  return nonEmptyString(field(data, 'message')) ?? LOGIN_MESSAGES.success;
}

/** The access token of a login answer, or null when it holds none ("Giriş başarısız"). */
export function loginAccessToken(data: unknown): string | null {
  return nonEmptyString(field(data, 'access'));
}
