import { act, render, renderHook } from '@testing-library/react';
import { toast, useToasterStore, type Toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { installMockAdapter, type MockAdapter } from '@/lib/test-adapter';
import { FakeWebSocket } from '../socket/fake-web-socket';
import { useNotificationsStore } from '../stores/notifications-store';
import { FALLBACK_NOTIFICATION_TEXT, useNotificationSocket } from './use-notification-socket';

let toasts: Toast[] = [];
function Probe() {
  toasts = useToasterStore().toasts;
  return null;
}

let mock: MockAdapter;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  useNotificationsStore.setState({ notifications: [] });
  mock = installMockAdapter(apiClient, () => ({
    status: 200,
    data: { access_token: 'tek-kullanımlık' },
  }));
  render(<Probe />);
});

afterEach(() => {
  act(() => toast.remove());
  mock.restore();
  vi.useRealTimers();
});

describe('useNotificationSocket', () => {
  it('fetches a ticket, connects, and turns each notification into a list entry and a 5 s top-right success toast', async () => {
    const { unmount } = renderHook(() =>
      useNotificationSocket(true, { WebSocketImpl: FakeWebSocket, baseUrl: 'ws://h' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(mock.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/kullanici/api/get-access-token/',
    ]);
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe('ws://h/ws/notifications/?token=tek-kullan%C4%B1ml%C4%B1k');
    socket.serverOpen();
    act(() =>
      socket.serverSend(
        JSON.stringify({ type: 'notification', id: 7, message: 'Yeni siparişiniz var' }),
      ),
    );
    act(() => socket.serverSend(JSON.stringify({ type: 'notification', id: 8 })));
    expect(useNotificationsStore.getState().notifications).toEqual([
      { id: 8, type: 'notification', message: '' },
      { id: 7, type: 'notification', message: 'Yeni siparişiniz var' },
    ]);
    expect(toasts.map((t) => [t.type, t.message, t.duration, t.position])).toEqual([
      ['success', FALLBACK_NOTIFICATION_TEXT, 5000, 'top-right'],
      ['success', 'Yeni siparişiniz var', 5000, 'top-right'],
    ]);
    unmount();
    expect(socket.closedWith).toBe(1000);
  });

  it('does nothing while disabled and closes when disabled again', async () => {
    const getTicket = vi.fn(async () => 't');
    const { rerender } = renderHook(
      ({ on }) => useNotificationSocket(on, { WebSocketImpl: FakeWebSocket, getTicket }),
      {
        initialProps: { on: false },
      },
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
