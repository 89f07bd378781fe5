import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';

export const LOGOUT_PATH = 'kullanici/api/logout/';

/**
 * SPEC §4: logout calls the server, then clears token and user. The server's answer does not
 * matter: the visitor is logged out locally either way (an expired session must not trap them).
 */
export async function logout(): Promise<void> {
  try {
    await apiClient.post(LOGOUT_PATH);
  } catch {
    /* ignored on purpose */
  }
  useSessionStore.getState().clear();
  // Cached answers belong to the user who just left.
  queryClient.clear();
}
