// Public surface of the notifications feature: the bell, the live connection and the full list.
export type { AppNotification, Notification, NotificationKind } from './types';
export {
  INVALID_NOTIFICATION_ID,
  NOTIFICATIONS_STORAGE_KEY,
  useNotificationsStore,
  type NotificationsState,
} from './stores/notifications-store';
export {
  NotificationSocket,
  NOTIFICATION_SOCKET_PATH,
  parseSocketMessage,
  PING_INTERVAL_MS,
  reconnectDelay,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  type NotificationSocketOptions,
  type SocketLike,
  type WebSocketConstructor,
} from './socket/notification-socket';
export { FALLBACK_NOTIFICATION_TEXT, useNotificationSocket } from './hooks/use-notification-socket';
export { getNotifications, NOTIFICATIONS_PATH } from './api/get-notifications';
export {
  getNotificationHistory,
  NOTIFICATION_HISTORY_PATH,
  useNotificationHistory,
} from './api/get-notification-history';
export { getSocketTicket, SOCKET_TICKET_PATH } from './api/get-socket-ticket';
export { notificationKeys } from './api/keys';
export { NotificationBell, type NotificationBellProps } from './components/notification-bell';
export { NotificationsLive } from './components/notifications-live';
export { NotificationsPage } from './components/notifications-page';
export { NotificationBellLazy, NotificationsLiveLazy } from './lazy';
