import { apiClient } from '@/lib/api-client';
import { toNotification, type AppNotification } from '../types';

export const NOTIFICATIONS_PATH = '/notifications/vendor/notifications/';

/** The notifications of a list answer, bare or paginated (`{ results }`); items without an id are dropped. */
export function toNotificationList(data: unknown): AppNotification[] {
  const list: unknown = Array.isArray(data)
    ? data
    : (data as { results?: unknown } | null)?.results;
  if (!Array.isArray(list)) return [];
  return list.map((raw) => toNotification(raw)).filter((n): n is AppNotification => n !== null);
}

/** GET …/notifications/: the caller's unread notifications, newest first. */
export async function getNotifications(): Promise<AppNotification[]> {
  const { data } = await apiClient.get<unknown>(NOTIFICATIONS_PATH);
  return toNotificationList(data);
}
