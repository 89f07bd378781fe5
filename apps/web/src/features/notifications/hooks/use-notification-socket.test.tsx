import { act, render, renderHook } from '@testing-library/react';
import { toast, useToasterStore, type Toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/lib/app-toaster';
import { installMockFetch, type MockAdapter } from '@/lib/test-adapter';
import { FakeWebSocket } from '../socket/fake-web-socket';
import { useNotificationsStore } from '../stores/notifications-store';
import { FALLBACK_NOTIFICATION_TEXT, useNotificationSocket } from './use-notification-socket';

let toasts: Toast[] = [];
function Probe() {
  toasts = useToasterStore().toasts;
  return null;
}

let mock: MockAdapter;

const pushed = {
  type: 'notification',
  id: 7,
  kind: 'siparis',
  message: 'Yeni siparişiniz var: #1001',
  link: '/dashboard/vendor/orders/1001/details',
  created_at: '2026-11-25T09:30:00Z',
  business_id: 3,
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  useNotificationsStore.setState({ notifications: [] });
  mock = installMockFetch(() => ({
    status: 200,
    data: { access_token: 'tek-kullanımlık' },
  }));
  render(
    <>
      <AppToaster />
      <Probe />
    </>,
  );
});

afterEach(() => {
  act(() => toast.remove());
  mock.restore();
  vi.useRealTimers();
});

async function connect() {
  const hook = renderHook(() =>
    useNotificationSocket(true, { WebSocketImpl: FakeWebSocket, baseUrl: 'ws://h' }),
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  const socket = FakeWebSocket.last;
  socket.serverOpen();
  return { ...hook, socket };
}

describe('useNotificationSocket', () => {
  it('fetches a single-use ticket and connects with it', async () => {
    const { unmount, socket } = await connect();
    expect(mock.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/kullanici/api/get-access-token/',
    ]);
    expect(socket.url).toBe('ws://h/ws/notifications/?token=tek-kullan%C4%B1ml%C4%B1k');
    unmount();
    expect(socket.closedWith).toBe(1000);
  });

  it('a pushed notification joins the list and shows a success toast for 5 s at the top right', async () => {
    const { socket } = await connect();
    act(() => socket.serverSend(JSON.stringify(pushed)));
    expect(useNotificationsStore.getState().notifications).toEqual([{ ...pushed, read_at: null }]);
    const shown = toasts.find((t) => t.message === 'Yeni siparişiniz var: #1001');
    expect(shown).toMatchObject({ type: 'success', position: 'top-right', duration: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(toasts.find((t) => t.id === shown!.id)?.visible).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toasts.find((t) => t.id === shown!.id)?.visible).toBe(false);
  });

  it('a live event without a message (chat, counters) neither toasts nor joins the list', async () => {
    const { socket } = await connect();
    act(() => {
      socket.serverSend(JSON.stringify({ type: 'chat', conversation: 4, unread: 2 }));
      socket.serverSend(JSON.stringify({ type: 'counter', cart: 3 }));
      socket.serverSend('pong');
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(toasts).toEqual([]);
    expect(useNotificationsStore.getState().notifications).toEqual([]);
  });

  it('a notification without text is shown with a stand-in text; a repeated id once', async () => {
    const { socket } = await connect();
    act(() => {
      socket.serverSend(JSON.stringify({ type: 'notification', id: 8 }));
      socket.serverSend(JSON.stringify({ type: 'notification', id: 8 }));
    });
    expect(useNotificationsStore.getState().notifications).toMatchObject([
      { id: 8, kind: 'sistem', message: '', read_at: null },
    ]);
    expect(toasts.map((t) => t.message)).toContain(FALLBACK_NOTIFICATION_TEXT);
  });

  it('does nothing while disabled and closes when disabled again (logout)', async () => {
    const getTicket = vi.fn(async () => 't');
    const { rerender } = renderHook(
      ({ on }) => useNotificationSocket(on, { WebSocketImpl: FakeWebSocket, getTicket }),
      { initialProps: { on: false } },
    );
    await act(() => vi.advanceTimersByTimeAsync(60000));
    expect(getTicket).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(0);
    rerender({ on: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(FakeWebSocket.instances).toHaveLength(1);
    rerender({ on: false });
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(60000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
