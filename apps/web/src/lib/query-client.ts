import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from './api-client';

export const QUERY_STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/** Retry network and 5xx failures a couple of times; a 4xx answer will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** `server`: the client of one server render, which never retries (the page must not wait). */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: server ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      // Writes are not idempotent in general: never repeat them behind the user's back.
      mutations: { retry: false },
    },
  });
}

/** The app's client (the provider mounts it; logout clears it). */
export const queryClient = createQueryClient();
