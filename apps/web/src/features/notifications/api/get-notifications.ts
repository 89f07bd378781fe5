import { apiClient } from '@/lib/api-client';
import { toNotification, type AppNotification } from '../types';

export const NOTIFICATIONS_PATH = '/notifications/vendor/notifications/';

/** GET the vendor's notifications; accepts a bare list or a paginated `{ results }`. */
export async function getNotifications(): Promise<AppNotification[]> {
  const { data } = await apiClient.get<unknown>(NOTIFICATIONS_PATH);
  const list: unknown = Array.isArray(data)
    ? data
    : (data as { results?: unknown } | null)?.results;
  if (!Array.isArray(list)) return [];
  return list.map((raw) => toNotification(raw)).filter((n): n is AppNotification => n !== null);
}
