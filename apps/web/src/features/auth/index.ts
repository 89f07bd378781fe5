// Public surface of the auth feature.
import { useSessionStore, type SessionStatus, type User } from '@/lib/session-store';

export { bootstrapSession, type BootstrapResult } from './bootstrap';
export { getMe, unwrapUser, ME_PATH } from './api/get-me';
export { logout, LOGOUT_PATH } from './api/logout';
export { refreshSession } from './api/refresh';
export {
  hasStoredAccess,
  useSessionStore,
  type SessionStatus,
  type User,
} from '@/lib/session-store';

/** The session status: unknown (checking), authenticated or anonymous. */
export function useAuthStatus(): SessionStatus {
  return useSessionStore((s) => s.status);
}

/** The signed-in user, or null. */
export function useCurrentUser(): User | null {
  return useSessionStore((s) => s.user);
}
