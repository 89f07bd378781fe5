import { apiErrorMessage, httpStatus, isApiError } from '@/lib/api-client';

// Error answers are `{detail, code, errors?: {field: [msg]}}`: field messages go under their
// fields, the detail into the form's alert.

export const GENERIC_ERROR = 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyin.';
export const TOO_MANY_ATTEMPTS = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.';
export const NETWORK_ERROR = 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.';

/** The first message per field of an error answer (`errors[field][0]`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : null;
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.trim() !== '') out[field] = first;
  }
  return out;
}

/** The text for a form's alert: the server's detail, else a Turkish text for the status. */
export function serverDetail(error: unknown, fallback = GENERIC_ERROR): string {
  const status = httpStatus(error);
  if (isApiError(error) && !error.response) return NETWORK_ERROR;
  return apiErrorMessage(error, status === 429 ? TOO_MANY_ATTEMPTS : fallback);
}

/** Seconds from a 429's `Retry-After` header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const headers = error.response?.headers as Record<string, unknown> | undefined;
  const raw = headers?.['retry-after'] ?? headers?.['Retry-After'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(String(raw));
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Puts the server's field messages under the form's fields (focusing the first one) and
 * returns the fields it placed. Unknown fields are left out: their text is in the detail.
 */
export function applyServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (
    name: F,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): F[] {
  const messages = serverFieldErrors(error);
  const placed = fields.filter((f) => messages[f] !== undefined);
  placed.forEach((field, i) =>
    setError(field, { type: 'server', message: messages[field]! }, { shouldFocus: i === 0 }),
  );
  return placed;
}
