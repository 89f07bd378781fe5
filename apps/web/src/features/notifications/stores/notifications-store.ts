import { INVALID_NOTIFICATION_ID } from '@carsi/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from '@/lib/persist';
import { onSessionEnd, useSessionStore } from '@/lib/session-store';
import { clearNotifications } from '../api/clear-notifications';
import { getNotifications } from '../api/get-notifications';
import { markNotificationRead } from '../api/mark-notification-read';
import { isLocalId, toNotification, type AppNotification } from '../types';

export const NOTIFICATIONS_STORAGE_KEY = 'carsi-notifications';
/** SPEC §5, §8: the exact rejection when marking without an id. */
export { INVALID_NOTIFICATION_ID };

/** The caller's unread notifications, newest first: the bell's list and its number. */
export interface NotificationsState {
  notifications: AppNotification[];
  /** Adds one at the top; an id already in the list is ignored (socket and list may overlap). */
  addNotification: (notification: AppNotification) => void;
  setNotifications: (notifications: AppNotification[]) => void;
  /**
   * Loads the unread list from the server and replaces the local one. Calls made while one is
   * on its way share it (a reconnect and a returning tab at once ask once).
   */
  fetchNotifications: () => Promise<AppNotification[]>;
  /** Marks one read on the server and removes it; rejects with "Invalid notification ID" without an id. */
  markAsRead: (id: AppNotification['id'] | string | null | undefined) => Promise<void>;
  /** Marks all read on the server and empties the list. */
  clearAll: () => Promise<void>;
  /** Empties the local list only (the session ended). */
  reset: () => void;
}

/** A usable id: a number, or a string of digits (a route parameter, a data attribute). */
function validId(id: unknown): number | null {
  if (typeof id === 'number') return Number.isFinite(id) && Number.isInteger(id) ? id : null;
  if (typeof id === 'string' && /^\s*-?\d+\s*$/.test(id)) return Number(id.trim());
  return null;
}

let inflight: Promise<AppNotification[]> | null = null;
/**
 * What was marked read while a load was on its way: its answer may still hold those, so they are
 * left out of it ('all' after "Tümünü okundu işaretle").
 */
let readMeanwhile: Set<number> | 'all' = new Set();
/** Pushed while a load was on its way: the answer may have been read before they were stored. */
let pushedMeanwhile: AppNotification[] = [];

export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set, get) => ({
      notifications: [],
      addNotification: (notification) => {
        if (inflight) pushedMeanwhile.push(notification);
        set((state) =>
          state.notifications.some((n) => n.id === notification.id)
            ? state
            : { notifications: [notification, ...state.notifications] },
        );
      },
      setNotifications: (notifications) => set({ notifications }),
      fetchNotifications: (): Promise<AppNotification[]> => {
        if (inflight) return inflight;
        const userId = useSessionStore.getState().user?.id ?? null;
        readMeanwhile = new Set();
        pushedMeanwhile = [];
        inflight = getNotifications()
          .then((loaded) => {
            const read = readMeanwhile;
            const current = get().notifications;
            const pushed = pushedMeanwhile.filter(
              (p) => !loaded.some((n) => n.id === p.id) && (read === 'all' || !read.has(p.id)),
            );
            const notifications =
              read === 'all'
                ? current // what arrived after clearing, if anything
                : [...pushed.reverse(), ...loaded.filter((n) => !read.has(n.id))];
            // A load for a user who has left since must not fill the next one's list.
            if ((useSessionStore.getState().user?.id ?? null) === userId) set({ notifications });
            return notifications;
          })
          .finally(() => {
            inflight = null;
          });
        return inflight;
      },
      markAsRead: async (raw) => {
        const id = validId(raw);
        if (id === null) throw new Error(INVALID_NOTIFICATION_ID);
        if (!isLocalId(id)) await markNotificationRead(id);
        if (inflight && readMeanwhile !== 'all') readMeanwhile.add(id);
        set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
      },
      clearAll: async () => {
        await clearNotifications();
        if (inflight) readMeanwhile = 'all';
        set({ notifications: [] });
      },
      reset: () => set({ notifications: [] }),
    }),
    {
      name: NOTIFICATIONS_STORAGE_KEY,
      version: 1,
      storage: localJSONStorage<Pick<NotificationsState, 'notifications'>>(),
      partialize: (state) => ({ notifications: state.notifications }),
      // Version 0 kept `{ id, type, message }` only: bring stored items to the contract's shape.
      migrate: (persisted) => {
        const list = (persisted as { notifications?: unknown } | null)?.notifications;
        return {
          notifications: Array.isArray(list)
            ? list.map((raw) => toNotification(raw)).filter((n): n is AppNotification => n !== null)
            : [],
        };
      },
    },
  ),
);

// One user's notifications must not be shown to the next.
onSessionEnd(() => useNotificationsStore.getState().reset());
