import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { SOCKETS_PER_USER, type NotificationMessage } from '@carsi/shared';
import type { StoredNotification } from './dispatcher.service.ts';

/** One open notification socket. */
export interface Connection {
  socket: WebSocket;
  userId: number;
  sessionId: string;
  businesses: number[];
}

/** Whom a live message is for: a user's sockets, or every socket of a business's members. */
export type Audience = { user: number } | { business: number };

interface Envelope {
  to: Audience;
  data: object;
}

/** Close codes the client may see (4000–4999 are the application's). */
export const CLOSE = {
  tooMany: 4008,
  sessionEnded: 4001,
  idle: 4000,
  /** RFC 6455 "Service Restart": the client reconnects soon, to this or another process. */
  shutdown: 1012,
} as const;

/**
 * This process's sockets, by user and by business, and the bus that carries live messages to
 * every process: Redis pub/sub with REDIS_URL (an event committed on one process reaches a
 * socket held by another), in process without it.
 */
export class SocketHub {
  private byUser = new Map<number, Connection[]>();
  private byBusiness = new Map<number, Set<Connection>>();
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis | null,
    prefix: string,
  ) {
    this.channel = `${prefix}live`;
  }

  async start(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel, raw: string) => {
      try {
        const { to, data } = JSON.parse(raw) as Envelope;
        this.deliverHere(to, data);
      } catch {
        // A malformed message from the bus is dropped.
      }
    });
    await this.subscriber.subscribe(this.channel);
  }

  async stop(): Promise<void> {
    for (const conns of this.byUser.values())
      for (const c of conns)
        c.socket.close(CLOSE.shutdown, 'Sunucu yeniden başlıyor; yeniden bağlanın');
    this.byUser.clear();
    this.byBusiness.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Adds a socket; the user's oldest is closed when they would hold more than the limit. */
  add(conn: Connection): void {
    const list = this.byUser.get(conn.userId) ?? [];
    list.push(conn);
    this.byUser.set(conn.userId, list);
    for (const b of conn.businesses) {
      const set = this.byBusiness.get(b) ?? new Set();
      set.add(conn);
      this.byBusiness.set(b, set);
    }
    while (list.length > SOCKETS_PER_USER) {
      const oldest = list[0]!;
      this.remove(oldest);
      oldest.socket.close(CLOSE.tooMany, 'Çok fazla açık bağlantı');
    }
  }

  remove(conn: Connection): void {
    const list = this.byUser.get(conn.userId);
    if (list) {
      const i = list.indexOf(conn);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) this.byUser.delete(conn.userId);
    }
    for (const b of conn.businesses) {
      const set = this.byBusiness.get(b);
      set?.delete(conn);
      if (set?.size === 0) this.byBusiness.delete(b);
    }
  }

  get size(): number {
    let n = 0;
    for (const list of this.byUser.values()) n += list.length;
    return n;
  }

  /** The sessions behind this process's sockets (the revocation sweep checks them). */
  sessionIds(): string[] {
    const ids = new Set<string>();
    for (const list of this.byUser.values()) for (const c of list) ids.add(c.sessionId);
    return [...ids];
  }

  closeSessions(ended: Set<string>): void {
    for (const list of [...this.byUser.values()])
      for (const c of [...list])
        if (ended.has(c.sessionId)) {
          this.remove(c);
          c.socket.close(CLOSE.sessionEnded, 'Oturum kapandı');
        }
  }

  /** Sends a live message to its audience on every process. */
  async publish(to: Audience, data: object): Promise<void> {
    if (this.redis) {
      await this.redis.publish(this.channel, JSON.stringify({ to, data } satisfies Envelope));
      return;
    }
    this.deliverHere(to, data);
  }

  /** Pushes stored notifications to their recipients' sockets. */
  async publishNotifications(list: StoredNotification[]): Promise<void> {
    for (const n of list) {
      const to: Audience | null =
        n.recipientUserId !== null
          ? { user: n.recipientUserId }
          : n.recipientBusinessId !== null
            ? { business: n.recipientBusinessId }
            : null;
      if (to) await this.publish(to, notificationMessage(n));
    }
  }

  private deliverHere(to: Audience, data: object): void {
    const targets = 'user' in to ? this.byUser.get(to.user) : this.byBusiness.get(to.business);
    if (!targets) return;
    const text = JSON.stringify(data);
    for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }
}

export const notificationMessage = (n: StoredNotification): NotificationMessage => ({
  id: n.id,
  type: 'notification',
  kind: n.kind,
  message: n.message,
  link: n.link,
  created_at: n.createdAt,
  business_id: n.recipientBusinessId,
});
