import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSessionStore } from '@/lib/session-store';
import { notificationKeys } from '../api/keys';
import { useNotificationSocket } from '../hooks/use-notification-socket';
import type { NotificationSocketOptions } from '../socket/notification-socket';
import { useNotificationsStore } from '../stores/notifications-store';

/** A returning tab refreshes at most this often (focus and visibilitychange come together). */
export const FOCUS_REFRESH_GAP_MS = 2000;

export interface NotificationsLiveProps {
  /** Tests: a fake WebSocket, a ticket stub. */
  socketOptions?: Partial<NotificationSocketOptions>;
}

/**
 * Mounted once by the app. For a signed-in user (shopper or seller): loads the unread list,
 * keeps the notification socket open, and loads the list again on every (re)connect and when the
 * tab comes back. Logout closes the socket; another user signing in gets a socket of their own.
 */
export function NotificationsLive({ socketOptions }: NotificationsLiveProps) {
  const userId = useSessionStore((s) =>
    s.status === 'authenticated' ? (s.user?.id ?? null) : null,
  );
  if (userId === null) return null;
  return <LiveSession key={userId} socketOptions={socketOptions} />;
}

function LiveSession({ socketOptions }: NotificationsLiveProps) {
  const queryClient = useQueryClient();

  const refresh = useCallback(() => {
    useNotificationsStore
      .getState()
      .fetchNotifications()
      .catch(() => {
        /* the list stays as it was; the next focus or reconnect tries again */
      });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.histories });
  }, [queryClient]);

  useEffect(() => {
    refresh();
    let last = Date.now();
    const onReturn = () => {
      if (Date.now() - last < FOCUS_REFRESH_GAP_MS) return;
      last = Date.now();
      refresh();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onReturn();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  useNotificationSocket(true, {
    ...socketOptions,
    onOpen: refresh,
    onNotification: () =>
      void queryClient.invalidateQueries({ queryKey: notificationKeys.histories }),
  });
  return null;
}
