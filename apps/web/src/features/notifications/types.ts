import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind } from '@carsi/shared';

/**
 * A notification as the web keeps it: the shared contract's item (`notificationSchema`), from the
 * unread list, the history or the socket (which has no `read_at`: a pushed one is unread).
 */
export type AppNotification = NotificationItem;

/** The spec's name; `AppNotification` avoids shadowing the DOM's Notification where both meet. */
export type Notification = AppNotification;

export type { NotificationKind };

/** The kind of a notification the server calls something this client does not know yet. */
export const FALLBACK_KIND: NotificationKind = 'sistem';

const KINDS = new Set<string>(NOTIFICATION_KINDS);

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && KINDS.has(value);
}

/**
 * Ids the server never gives (it counts from 1): a pushed message without an id still shows in
 * the list under one of these, and marking it read is local only.
 */
export const isLocalId = (id: number) => id < 0;

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  return null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** An in-app path ("/siparislerim/12"); anything else (another site, a script URL) is dropped. */
export function safeLink(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;
}

const positiveInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * A notification from the server (list, history or socket) in the contract's shape, tolerant of
 * what an older or newer server may send: an unknown kind becomes "sistem", a missing time
 * "now". Null without an id, unless `fallbackId` (a local one) is given.
 */
export function toNotification(
  raw: unknown,
  fallbackId?: number,
  now: () => Date = () => new Date(),
): AppNotification | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const data = raw as Record<string, unknown>;
  const id = toId(data.id) ?? fallbackId;
  if (id === undefined) return null;
  return {
    id,
    type: 'notification',
    kind: isNotificationKind(data.kind) ? data.kind : FALLBACK_KIND,
    message: typeof data.message === 'string' ? data.message : '',
    link: safeLink(data.link),
    created_at: text(data.created_at) ?? now().toISOString(),
    read_at: text(data.read_at),
    business_id: positiveInt(data.business_id),
  };
}
