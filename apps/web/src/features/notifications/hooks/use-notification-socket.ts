import { useEffect, useRef } from 'react';
import { emitLiveEvent } from '@/lib/live-events';
import { showSocketNotification } from '@/lib/toast';
import { getSocketTicket } from '../api/get-socket-ticket';
import { NotificationSocket, type NotificationSocketOptions } from '../socket/notification-socket';
import { useNotificationsStore } from '../stores/notifications-store';

/** Shown when a pushed notification has no text of its own. */
export const FALLBACK_NOTIFICATION_TEXT = 'Yeni bir bildiriminiz var.';

/**
 * Keeps the notification socket open while `enabled` (a signed-in user): each pushed
 * notification is added to the list and shown as a success toast, 5 s, top right. A fresh
 * single-use ticket is fetched for every connection. `overrides` (a fake WebSocket, a ticket
 * stub in tests; `onOpen` and `onNotification` to hear about them) are read at connect time.
 */
export function useNotificationSocket(
  enabled: boolean,
  overrides?: Partial<NotificationSocketOptions>,
): void {
  const overridesRef = useRef(overrides);
  useEffect(() => {
    overridesRef.current = overrides;
  });

  useEffect(() => {
    if (!enabled) return;
    const socket = new NotificationSocket({
      getTicket: getSocketTicket,
      ...overridesRef.current,
      onNotification: (notification) => {
        useNotificationsStore.getState().addNotification(notification);
        showSocketNotification(notification.message || FALLBACK_NOTIFICATION_TEXT);
        overridesRef.current?.onNotification?.(notification);
      },
      onEvent: (event) => {
        emitLiveEvent(event);
        overridesRef.current?.onEvent?.(event);
      },
      onOpen: () => overridesRef.current?.onOpen?.(),
    });
    socket.start();
    return () => socket.stop();
  }, [enabled]);
}
