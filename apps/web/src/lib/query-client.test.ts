import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, QUERY_STALE_TIME_MS, shouldRetry } from './query-client';

function withStatus(status: number) {
  return new ApiError('x', 'ERR_BAD_REQUEST', {}, { status, data: {}, headers: {}, config: {} });
}

describe('query client', () => {
  it('keeps data fresh for 30 s and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('does not retry 4xx answers', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, withStatus(status))).toBe(false);
  });

  it('retries 5xx and network failures twice', () => {
    expect(shouldRetry(0, withStatus(503))).toBe(true);
    expect(shouldRetry(1, new ApiError('Network Error', 'ERR_NETWORK', {}))).toBe(true);
    expect(shouldRetry(2, withStatus(500))).toBe(false);
  });
});
