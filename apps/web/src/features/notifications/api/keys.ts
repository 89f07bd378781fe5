import type { NotificationKind } from '@carsi/shared';

/** Query keys of the notifications; the user id keeps one person's from the next one's. */
export const notificationKeys = {
  all: ['notifications'] as const,
  histories: ['notifications', 'history'] as const,
  history: (userId: number | null, kind: NotificationKind | null, page: number) =>
    ['notifications', 'history', userId, kind ?? 'tumu', page] as const,
};
