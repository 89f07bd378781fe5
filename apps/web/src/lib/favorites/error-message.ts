import { apiErrorMessage, httpStatus } from '@/lib/api-client';

/**
 * The toast text of a failed heart: the server's own Turkish reason when it refused the
 * request (limit reached, bad input), a plain fallback otherwise (network, 404, 5xx).
 */
export function favoriteErrorMessage(error: unknown, adding: boolean): string {
  const fallback = adding
    ? 'Ürün favorilerinize eklenemedi. Lütfen tekrar deneyin.'
    : 'Ürün favorilerinizden çıkarılamadı. Lütfen tekrar deneyin.';
  const status = httpStatus(error);
  if (status === 400 || status === 409 || status === 422) return apiErrorMessage(error, fallback);
  return fallback;
}
