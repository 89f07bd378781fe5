/** SPEC §3: a notification has an id, a type and a message. */
export interface AppNotification {
  id: number | string;
  type: string;
  message: string;
  created_at?: string;
}

/** The spec's name; `AppNotification` avoids shadowing the DOM's Notification where both meet. */
export type Notification = AppNotification;

/** A notification from the server (list or socket) in the shape above, or null without an id. */
export function toNotification(raw: unknown, fallbackId?: string): AppNotification | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Record<string, unknown>;
  const id =
    typeof data.id === 'number' || (typeof data.id === 'string' && data.id !== '')
      ? data.id
      : fallbackId;
  if (id === undefined) return null;
  const notification: AppNotification = {
    id,
    type: typeof data.type === 'string' && data.type !== '' ? data.type : 'notification',
    message: typeof data.message === 'string' ? data.message : '',
  };
  if (typeof data.created_at === 'string') notification.created_at = data.created_at;
  return notification;
}
