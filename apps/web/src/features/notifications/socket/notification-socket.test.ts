import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../types';
import { FakeWebSocket } from './fake-web-socket';
import {
  NotificationSocket,
  parseSocketMessage,
  PING_INTERVAL_MS,
  reconnectDelay,
  restartDelay,
  SERVICE_RESTART,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
} from './notification-socket';

let onNotification: ReturnType<typeof vi.fn<(n: AppNotification) => void>>;
let getTicket: ReturnType<typeof vi.fn<() => Promise<string>>>;
let client: NotificationSocket;

function makeClient(baseUrl: string | null = 'wss://carsi.test') {
  client = new NotificationSocket({
    getTicket,
    onNotification,
    WebSocketImpl: FakeWebSocket,
    ...(baseUrl ? { baseUrl } : {}),
  });
  return client;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  onNotification = vi.fn();
  let n = 0;
  getTicket = vi.fn(async () => `bilet ${++n}/+`);
});

afterEach(() => {
  client?.stop();
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('is 3 s × 2^(attempt−1), capped at 30 s', () => {
    expect(RECONNECT_BASE_MS).toBe(3000);
    expect(RECONNECT_MAX_MS).toBe(30000);
    expect([1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      3000, 6000, 12000, 24000, 30000, 30000, 30000,
    ]);
  });
});

describe('NotificationSocket', () => {
  it('connects to /ws/notifications/ with a fresh URL-encoded ticket', async () => {
    makeClient().start();
    await flush();
    expect(getTicket).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.last.url).toBe('wss://carsi.test/ws/notifications/?token=bilet%201%2F%2B');
  });

  it('defaults to the page host with ws://', async () => {
    makeClient(null).start();
    await flush();
    expect(FakeWebSocket.last.url).toBe(
      `ws://${window.location.host}/ws/notifications/?token=bilet%201%2F%2B`,
    );
  });

  it('sends "ping" every 10 s while open, and stops on close', async () => {
    expect(PING_INTERVAL_MS).toBe(10000);
    makeClient().start();
    await flush();
    const socket = FakeWebSocket.last;
    await vi.advanceTimersByTimeAsync(20000);
    expect(socket.sent).toEqual([]); // not open yet
    socket.serverOpen();
    await vi.advanceTimersByTimeAsync(9999);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual(['ping']);
    await vi.advanceTimersByTimeAsync(20000);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
    socket.serverClose();
    await vi.advanceTimersByTimeAsync(30000);
    expect(socket.sent).toHaveLength(3);
  });

  it('reconnects after 3, 6, 12, 24, 30, 30 s, with a new ticket each time', async () => {
    makeClient().start();
    await flush();
    const delays = [3000, 6000, 12000, 24000, 30000, 30000];
    for (const [i, delay] of delays.entries()) {
      FakeWebSocket.last.serverClose();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(i + 2);
    }
    expect(getTicket).toHaveBeenCalledTimes(7);
    expect(client.attempts).toBe(6);
  });

  it('after a restart hint (1012) reconnects within 2.25 s, with no back-off, even after failures', async () => {
    makeClient().start();
    await flush();
    FakeWebSocket.last.serverClose(); // one failure: the next try would wait 3 s
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last.serverOpen();
    for (let i = 0; i < 3; i++) {
      FakeWebSocket.last.serverClose(SERVICE_RESTART);
      await vi.advanceTimersByTimeAsync(249);
      expect(FakeWebSocket.instances).toHaveLength(2 + i);
      await vi.advanceTimersByTimeAsync(2001);
      expect(FakeWebSocket.instances).toHaveLength(3 + i);
    }
    expect(client.attempts).toBe(0);
    // A plain drop afterwards starts the back-off from its first step again.
    FakeWebSocket.last.serverClose();
    await vi.advanceTimersByTimeAsync(2999);
    expect(FakeWebSocket.instances).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it('spreads restart reconnects over 250 ms to 2.25 s', () => {
    expect(restartDelay(() => 0)).toBe(250);
    expect(restartDelay(() => 0.5)).toBe(1250);
    expect(restartDelay(() => 0.9999)).toBe(2249);
  });

  it('tells onOpen about every open, the first one and each reconnect', async () => {
    const onOpen = vi.fn();
    client = new NotificationSocket({
      getTicket,
      onNotification,
      onOpen,
      WebSocketImpl: FakeWebSocket,
      baseUrl: 'wss://carsi.test',
    });
    client.start();
    await flush();
    FakeWebSocket.last.serverOpen();
    expect(onOpen).toHaveBeenCalledTimes(1);
    FakeWebSocket.last.serverClose();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onOpen).toHaveBeenCalledTimes(1);
    FakeWebSocket.last.serverOpen();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('forwards every typed JSON message to onEvent; only notifications to onNotification', async () => {
    const onEvent = vi.fn();
    client = new NotificationSocket({
      getTicket,
      onNotification,
      onEvent,
      WebSocketImpl: FakeWebSocket,
      baseUrl: 'wss://carsi.test',
    });
    client.start();
    await flush();
    FakeWebSocket.last.serverOpen();
    const chat = { type: 'chat.unread', conversation_id: 7, side: 'alici', conversation_unread: 2 };
    FakeWebSocket.last.serverSend(JSON.stringify(chat));
    FakeWebSocket.last.serverSend('pong');
    FakeWebSocket.last.serverSend(
      JSON.stringify({ type: 'notification', id: 1, message: 'Merhaba' }),
    );
    expect(onEvent.mock.calls.map((c) => (c[0] as { type: string }).type)).toEqual([
      'chat.unread',
      'notification',
    ]);
    expect(onEvent).toHaveBeenCalledWith(chat);
    expect(onNotification).toHaveBeenCalledTimes(1);
  });

  it('resets the attempt counter on open', async () => {
    makeClient().start();
    await flush();
    for (const delay of [3000, 6000, 12000]) {
      FakeWebSocket.last.serverClose();
      await vi.advanceTimersByTimeAsync(delay);
    }
    expect(client.attempts).toBe(3);
    FakeWebSocket.last.serverOpen();
    expect(client.attempts).toBe(0);
    FakeWebSocket.last.serverClose();
    await vi.advanceTimersByTimeAsync(2999);
    expect(FakeWebSocket.instances).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(5);
  });

  it('retries with the same backoff when the ticket cannot be fetched', async () => {
    getTicket.mockRejectedValueOnce(new Error('401')).mockRejectedValueOnce(new Error('500'));
    makeClient().start();
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5999);
    expect(FakeWebSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('passes on JSON of type notification or with a message field; ignores pong and other text', async () => {
    makeClient().start();
    await flush();
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    socket.serverSend('pong');
    socket.serverSend('merhaba');
    socket.serverSend(JSON.stringify({ type: 'pong' }));
    socket.serverSend(JSON.stringify({ type: 'presence', online: true }));
    socket.serverSend('[1,2]');
    socket.serverSend(
      JSON.stringify({ type: 'notification', id: 11, message: 'Yeni sipariş: #1001' }),
    );
    socket.serverSend(JSON.stringify({ type: 'order', id: 12, message: 'Sipariş iptal edildi' }));
    expect(onNotification.mock.calls.map((c) => c[0])).toMatchObject([
      {
        id: 11,
        type: 'notification',
        kind: 'sistem',
        message: 'Yeni sipariş: #1001',
        read_at: null,
      },
      { id: 12, type: 'notification', kind: 'sistem', message: 'Sipariş iptal edildi' },
    ]);
  });

  it('stop() closes without reconnecting and leaves no timers', async () => {
    makeClient().start();
    await flush();
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent).toEqual([]);
  });

  it('stop() during a pending reconnect or ticket request opens nothing', async () => {
    makeClient().start();
    await flush();
    FakeWebSocket.last.serverClose();
    client.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    let release: (ticket: string) => void = () => {};
    getTicket.mockImplementationOnce(() => new Promise((r) => (release = r)));
    makeClient().start();
    client.stop();
    release('late');
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('start() twice opens one socket', async () => {
    makeClient();
    client.start();
    client.start();
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('parseSocketMessage', () => {
  it('reads the message of the contract: kind, link, time, business', () => {
    const message = {
      type: 'notification',
      id: 31,
      kind: 'iade',
      message: 'İade talebi: #1001',
      link: '/dashboard/vendor/orders/1001/details',
      created_at: '2026-11-25T09:30:00Z',
      business_id: 3,
    };
    expect(parseSocketMessage(JSON.stringify(message))).toEqual({ ...message, read_at: null });
  });

  it('gives a notification without an id a local (negative) id', () => {
    const parsed = parseSocketMessage(JSON.stringify({ message: 'Stok azaldı' }));
    expect(parsed).toMatchObject({ type: 'notification', message: 'Stok azaldı' });
    expect(parsed!.id).toBeLessThan(0);
    expect(parseSocketMessage(JSON.stringify({ message: 'Stok azaldı' }))!.id).not.toBe(parsed!.id);
  });

  it('ignores live events of another type without a message (chat, counters)', () => {
    expect(parseSocketMessage(JSON.stringify({ type: 'chat', conversation: 4 }))).toBeNull();
    expect(parseSocketMessage(JSON.stringify({ type: 'counter', unread: 3 }))).toBeNull();
  });

  it('ignores binary data', () => {
    expect(parseSocketMessage(new ArrayBuffer(2))).toBeNull();
  });
});
