import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from '@/lib/persist';
import { onSessionEnd } from '@/lib/session-store';
import { clearNotifications } from '../api/clear-notifications';
import { getNotifications } from '../api/get-notifications';
import { markNotificationRead } from '../api/mark-notification-read';
import type { AppNotification } from '../types';

export const NOTIFICATIONS_STORAGE_KEY = 'carsi-notifications';
/** SPEC §5, §8: the exact rejection when marking without an id. */
export const INVALID_NOTIFICATION_ID = 'Invalid notification ID';

export interface NotificationsState {
  notifications: AppNotification[];
  /** Adds one at the top; an id already in the list is ignored (socket and list may overlap). */
  addNotification: (notification: AppNotification) => void;
  setNotifications: (notifications: AppNotification[]) => void;
  /** Loads the list from the server and replaces the local one. */
  fetchNotifications: () => Promise<AppNotification[]>;
  /** Marks one read on the server and removes it; rejects with "Invalid notification ID" without an id. */
  markAsRead: (id: AppNotification['id'] | null | undefined) => Promise<void>;
  /** Clears all on the server and empties the list. */
  clearAll: () => Promise<void>;
  /** Empties the local list only (the session ended). */
  reset: () => void;
}

function isValidId(id: unknown): id is AppNotification['id'] {
  if (typeof id === 'number') return Number.isFinite(id);
  return typeof id === 'string' && id.trim() !== '';
}

const sameId = (a: AppNotification['id'], b: AppNotification['id']) => String(a) === String(b);

export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      notifications: [],
      addNotification: (notification) =>
        set((state) =>
          state.notifications.some((n) => sameId(n.id, notification.id))
            ? state
            : { notifications: [notification, ...state.notifications] },
        ),
      setNotifications: (notifications) => set({ notifications }),
      fetchNotifications: async () => {
        const notifications = await getNotifications();
        set({ notifications });
        return notifications;
      },
      markAsRead: async (id) => {
        if (!isValidId(id)) throw new Error(INVALID_NOTIFICATION_ID);
        await markNotificationRead(id);
        set((state) => ({ notifications: state.notifications.filter((n) => !sameId(n.id, id)) }));
      },
      clearAll: async () => {
        await clearNotifications();
        set({ notifications: [] });
      },
      reset: () => set({ notifications: [] }),
    }),
    {
      name: NOTIFICATIONS_STORAGE_KEY,
      storage: localJSONStorage<Pick<NotificationsState, 'notifications'>>(),
      partialize: (state) => ({ notifications: state.notifications }),
    },
  ),
);

// One user's notifications must not be shown to the next.
onSessionEnd(() => useNotificationsStore.getState().reset());
