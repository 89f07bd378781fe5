import { useSessionStore } from '@/lib/session-store';
import { getMe } from '@/lib/auth/get-me';
import { refreshSession } from './api/refresh';

export type BootstrapResult = 'authenticated' | 'anonymous';

let inflight: Promise<BootstrapResult> | null = null;

async function run(): Promise<BootstrapResult> {
  try {
    await refreshSession();
  } catch {
    useSessionStore.getState().setAnonymous();
    return 'anonymous';
  }
  try {
    const user = await getMe();
    // The me call may itself have refreshed (401 → refresh → retry): take the latest token.
    const token = useSessionStore.getState().accessToken;
    if (!token) throw new Error('The session ended while loading the user');
    useSessionStore.getState().setSession(token, user);
    return 'authenticated';
  } catch {
    useSessionStore.getState().clear();
    return 'anonymous';
  }
}

/**
 * Start-up check (SPEC §4): refresh the token, then load the current user. The status goes
 * from unknown to authenticated, or to anonymous when either step fails. Concurrent calls
 * (StrictMode's double effects, several guards) share one run.
 */
export function bootstrapSession(): Promise<BootstrapResult> {
  inflight ??= run().finally(() => {
    inflight = null;
  });
  return inflight;
}
