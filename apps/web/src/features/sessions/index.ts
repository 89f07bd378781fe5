// Public surface of the sessions feature (Oturumlarım).
export { getSessions, useSessions, sessionsQueryKey, SESSIONS_PATH } from './api/get-sessions';
export {
  closeSession,
  closeSessionPath,
  useCloseSession,
  closeSessionMutationKey,
} from './api/close-session';
export { detailOrMessage, SESSION_MESSAGES } from './error-message';
export { SessionList, clientTypeLabel, browserAndOs } from './components/session-list';
