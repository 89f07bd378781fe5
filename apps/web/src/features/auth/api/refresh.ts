import { refreshAccessToken } from '@/lib/api-client';

/**
 * POST api/token/refresh/ → the new access token (stored in the session). Shares the api
 * client's single in-flight refresh, so start-up and a concurrent 401 never refresh twice.
 * A failure clears the session and rejects.
 */
export function refreshSession(): Promise<string> {
  return refreshAccessToken();
}
