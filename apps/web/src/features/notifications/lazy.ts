import { lazy } from 'react';

// The bell and the live connection as lazily loaded components, for the app shell: a visitor
// who is not signed in never loads them (ADR 043).

export const NotificationBellLazy = lazy(() =>
  import('./components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
export const NotificationsLiveLazy = lazy(() =>
  import('./components/notifications-live').then((m) => ({ default: m.NotificationsLive })),
);
