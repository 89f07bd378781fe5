import {
  NOTIFICATION_HISTORY_PAGE_SIZE,
  type NotificationHistory,
  type NotificationKind,
} from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { toNotificationList } from './get-notifications';
import { notificationKeys } from './keys';

export const NOTIFICATION_HISTORY_PATH = '/notifications/vendor/history/';

export interface NotificationHistoryParams {
  kind?: NotificationKind;
  page: number;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
const link = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** GET …/history/?kind=&page= → a page (20) of every notification, read ones included. */
export async function getNotificationHistory(
  params: NotificationHistoryParams,
  signal?: AbortSignal,
): Promise<NotificationHistory> {
  const { data } = await apiClient.get<Record<string, unknown> | null>(NOTIFICATION_HISTORY_PATH, {
    params: { kind: params.kind, page: params.page > 1 ? params.page : undefined },
    signal,
  });
  const results = toNotificationList(data);
  return {
    count: data && 'count' in data ? count(data.count) : results.length,
    unread: count(data?.unread),
    next: link(data?.next),
    previous: link(data?.previous),
    results,
  };
}

/** The last page number of a history answer (at least 1). */
export function lastHistoryPage(history: Pick<NotificationHistory, 'count'>): number {
  return Math.max(1, Math.ceil(history.count / NOTIFICATION_HISTORY_PAGE_SIZE));
}

export function useNotificationHistory(params: NotificationHistoryParams) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: notificationKeys.history(userId, params.kind ?? null, params.page),
    queryFn: ({ signal }) => getNotificationHistory(params, signal),
    enabled: userId !== null,
    // The previous page stands in while the next one loads (no jump to skeletons).
    placeholderData: keepPreviousData,
  });
}
