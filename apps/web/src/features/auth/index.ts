// Public surface of the auth feature.
import { useSessionStore, type SessionStatus, type User } from '@/lib/session-store';

export { bootstrapSession, type BootstrapResult } from './bootstrap';
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
export { login, useLogin, loginMutationKey, LOGIN_PATH, type LoginResult } from './api/login';
export {
  LOGIN_MESSAGES,
  LoginRejectedError,
  loginAccessToken,
  loginErrorMessage,
  loginFailureMessage,
  loginSuccessMessage,
  type LoginFailure,
} from './login-messages';
// The app shell imports this index for bootstrapSession; the build leaves LoginForm (and
// react-hook-form with it) in the /login chunk, since nothing else uses it.
export { LoginForm } from './components/login-form';
