import { isApiError } from '@/lib/api-client';

/** The machine code of an error answer (`{detail, code}`), e.g. "sepet_bos". */
export function errorCode(error: unknown): string | undefined {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** True when the server answered (a 4xx/5xx), false for a network failure or a bug. */
export function hasAnswer(error: unknown): boolean {
  return isApiError(error) && error.response != null;
}
