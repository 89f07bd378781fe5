// What other modules may use of accounts (privacy: re-authentication, ending sessions).
export { verifyPassword } from './password.ts';
export { revokeUserSessions } from './sessions.service.ts';
export { clearRefreshCookie } from './refresh-cookie.ts';
