import { toNotification, type AppNotification } from '../types';
import { type LiveEvent, parseLiveEvent } from '@/lib/live-events';

// The notification socket client (SPEC §4, §7, §9; DESIGN §6). Framework-free so it can be
// tested with a fake WebSocket and fake timers; the React hook wires it to the store.

export const NOTIFICATION_SOCKET_PATH = '/ws/notifications/';
export const PING_INTERVAL_MS = 10_000;
export const RECONNECT_BASE_MS = 3000;
export const RECONNECT_MAX_MS = 30_000;
export const PING_MESSAGE = 'ping';

const OPEN = 1; // WebSocket.OPEN; fakes need not define the static

/** 3 s × 2^(attempt−1), capped at 30 s: 3, 6, 12, 24, 30, 30 … seconds. */
/** RFC 6455 "Service Restart": the server is stopping on purpose and another one serves. */
export const SERVICE_RESTART = 1012;
const RESTART_SPREAD_MS = 2_000;

/**
 * After a restart hint: reconnect soon, at a random moment within two seconds, so the
 * thousands of sockets a stopping process held do not all arrive at the others at once.
 */
export function restartDelay(random: () => number = Math.random): number {
  return 250 + Math.floor(random() * RESTART_SPREAD_MS);
}

export function reconnectDelay(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(RECONNECT_BASE_MS * 2 ** (n - 1), RECONNECT_MAX_MS);
}

/** The part of the WebSocket API the client uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

export type WebSocketConstructor = new (url: string) => SocketLike;

export interface NotificationSocketOptions {
  /** A fresh single-use ticket per connection (GET kullanici/api/get-access-token/). */
  getTicket: () => Promise<string>;
  onNotification: (notification: AppNotification) => void;
  /** Every JSON message with a `type` (notifications included): chat events, counters. */
  onEvent?: (event: LiveEvent) => void;
  /** Each successful open, the first one and every reconnect (refresh what was missed meanwhile). */
  onOpen?: () => void;
  WebSocketImpl?: WebSocketConstructor;
  /** ws(s)://host; defaults to the page's own host. */
  baseUrl?: string;
}

function defaultBaseUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
}

let fallbackIds = 0;

/** A local id (negative, never the server's) for a pushed notification that came without one. */
function localId(): number {
  fallbackIds = (fallbackIds + 1) % 100;
  return -(Date.now() * 100 + fallbackIds);
}

/**
 * The notification carried by a socket message (SPEC §7: JSON of type notification, or carrying
 * a message field), or null for pong, non-JSON and other live events (chat, counters: another
 * type and no message).
 */
export function parseSocketMessage(data: unknown): AppNotification | null {
  if (typeof data !== 'string') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null; // "pong" and other plain text
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const message = payload as Record<string, unknown>;
  if (message.type !== 'notification' && !('message' in message)) return null;
  return toNotification(message, localId());
}

export class NotificationSocket {
  private readonly options: NotificationSocketOptions;
  private socket: SocketLike | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running = false;
  /** Bumped on every connect and stop, so a late ticket answers no stale request. */
  private generation = 0;

  constructor(options: NotificationSocketOptions) {
    this.options = options;
  }

  /** Number of reconnects since the last successful open. */
  get attempts(): number {
    return this.attempt;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  /** Closes for good: no reconnect, no timers left. */
  stop(): void {
    this.running = false;
    this.generation += 1;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close(1000);
    }
    this.attempt = 0;
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    let ticket: string;
    try {
      ticket = await this.options.getTicket();
    } catch {
      if (generation === this.generation && this.running) this.scheduleReconnect();
      return;
    }
    if (generation !== this.generation || !this.running) return;

    const Impl = this.options.WebSocketImpl ?? (WebSocket as unknown as WebSocketConstructor);
    const base = (this.options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
    const socket = new Impl(
      `${base}${NOTIFICATION_SOCKET_PATH}?token=${encodeURIComponent(ticket)}`,
    );
    this.socket = socket;

    socket.onopen = () => {
      this.attempt = 0;
      this.startPing(socket);
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      const notification = parseSocketMessage(event.data);
      if (notification) this.options.onNotification(notification);
      const live = parseLiveEvent(event.data);
      if (live) this.options.onEvent?.(live);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      if (!this.running) return;
      if (event?.code === SERVICE_RESTART) {
        this.attempt = 0; // a planned restart is not a failure: no back-off
        this.reconnectTimer = setTimeout(() => {
          this.reconnectTimer = null;
          if (this.running) void this.connect();
        }, restartDelay());
      } else this.scheduleReconnect();
    };
    // An error is followed by close, which reconnects.
    socket.onerror = () => {};
  }

  private scheduleReconnect(): void {
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.running) void this.connect();
    }, reconnectDelay(this.attempt));
  }

  private startPing(socket: SocketLike): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (socket.readyState === OPEN) socket.send(PING_MESSAGE);
    }, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearTimers(): void {
    this.stopPing();
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }
}
