// Live events from the notification socket (/ws/notifications/), for features that react to
// them without a toast: chat messages, read receipts, unread counts (their `type` is not
// `notification` and they carry no `message` field), and notifications themselves. The
// notifications feature owns the one socket and forwards every JSON message here.

export type LiveEvent = { type: string } & Record<string, unknown>;
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

/** Listens to every live event; returns the unsubscribe function. */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitLiveEvent(event: LiveEvent): void {
  for (const l of [...listeners]) {
    try {
      l(event);
    } catch {
      // One listener's failure must not stop the others.
    }
  }
}

/** A socket frame as a live event: a JSON object with a string `type`, else null. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const v: unknown = JSON.parse(data);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const type = (v as Record<string, unknown>).type;
    return typeof type === 'string' ? (v as LiveEvent) : null;
  } catch {
    return null;
  }
}
