import { z } from 'zod';

/**
 * Notifications (issue 11). Spec'd calls, resolved against `/api`:
 * `GET /notifications/vendor/notifications/` → the caller's unread notifications, newest first;
 * `PATCH /notifications/vendor/clear_notifications/` → all read;
 * `PATCH /notifications/vendor/notifications/{id}/read/` → one read;
 * `GET /kullanici/api/get-access-token/` → `{ access_token }`, the socket ticket.
 * New: `GET /notifications/vendor/history/?kind=&page=` → every notification, read ones
 * included, as a page. Socket `/ws/notifications/?token=…` pushes `notificationMessageSchema`.
 */

export * from '../notification-kinds.ts';
import { NOTIFICATION_KINDS } from '../notification-kinds.ts';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.object({
  id: z.number().int(),
  /** Always `notification`: the spec's client recognises pushed messages by it. */
  type: z.literal('notification'),
  kind: notificationKindSchema,
  message: z.string(),
  /** Where the notification leads in the app (a path), if anywhere. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** Addressed to the caller, or to one of the caller's businesses (its id). */
  business_id: z.number().int().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationHistoryQuerySchema = z.object({
  kind: notificationKindSchema.optional(),
  page: z.coerce
    .number({ error: 'Sayfa numarası bir tam sayı olmalı.' })
    .int({ error: 'Sayfa numarası bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa numarası 1 veya daha büyük olmalı.' })
    .max(1000, { error: 'Sayfa numarası en fazla 1000 olabilir.' })
    .default(1),
});
export type NotificationHistoryQuery = z.infer<typeof notificationHistoryQuerySchema>;

export const NOTIFICATION_HISTORY_PAGE_SIZE = 20;

export const notificationHistorySchema = z.object({
  count: z.number().int(),
  /** Unread among all of the caller's notifications (the bell's number). */
  unread: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(notificationSchema),
});
export type NotificationHistory = z.infer<typeof notificationHistorySchema>;

/** What the socket pushes for a notification: the stored row's fields. */
export const notificationMessageSchema = notificationSchema.omit({ read_at: true });
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** Socket limits (issue 11, DESIGN §6). */
export const SOCKET_TICKET_TTL_S = 60;
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
export const SOCKETS_PER_USER = 10;
