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
export { useOpenSessionAt, type NewSession } from './use-open-session';
export {
  AltchaField,
  loadAltchaWidget,
  ALTCHA_STRINGS_TR,
  CAPTCHA_CHALLENGE_URL,
  type AltchaFieldHandle,
  type AltchaFieldProps,
} from './components/altcha-field';
// LoginForm is deliberately not exported here: the app shell imports this index, so a
// re-export would put the form (react-hook-form, the resolver) into the first page's bundle.
// The /login route imports './components/login-form' directly. The captcha field is light:
// it loads the ALTCHA widget itself on first use.
