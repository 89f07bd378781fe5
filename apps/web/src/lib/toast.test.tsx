import { act, render, screen } from '@testing-library/react';
import { toast, useToasterStore, type Toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';
import {
  notify,
  showSocketNotification,
  SOCKET_TOAST_DURATION,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_OPTIONS,
} from './toast';

// The raw store (no option merging): `visible` flips when the Toaster's timer dismisses a toast.
let toasts: Toast[] = [];
function Probe() {
  toasts = useToasterStore().toasts;
  return null;
}

function setup() {
  render(
    <>
      <AppToaster />
      <Probe />
    </>,
  );
}

function find(id: string) {
  const found = toasts.find((t) => t.id === id);
  if (!found) throw new Error(`toast ${id} not in the store`);
  return found;
}

/** Advances to one millisecond before `ms` and to `ms`, returning visibility at both. */
async function visibilityAround(id: string, ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms - 1));
  const before = find(id).visible;
  await act(() => vi.advanceTimersByTimeAsync(1));
  return [before, find(id).visible];
}

beforeEach(() => {
  vi.useFakeTimers();
  setup();
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toast rules', () => {
  it('has the durations of the spec', () => {
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, custom: 4000, success: 2000 });
    expect(TOAST_OPTIONS).toMatchObject({
      duration: 4000,
      blank: { duration: 4000 },
      error: { duration: 4000 },
      custom: { duration: 4000 },
      success: { duration: 2000 },
    });
    expect(TOAST_LIMIT).toBe(20);
    expect(SOCKET_TOAST_DURATION).toBe(5000);
  });

  it('a success toast closes after 2 s', async () => {
    let id = '';
    act(() => void (id = notify.success('Sepete eklendi')));
    expect(find(id).type).toBe('success');
    expect(await visibilityAround(id, 2000)).toEqual([true, false]);
  });

  it.each([
    ['blank', () => notify.info('Bilgi')],
    ['error', () => notify.error('Bir hata oluştu')],
    ['custom', () => toast.custom('Özel')],
  ] as const)('a %s toast closes after 4 s', async (type, show) => {
    let id = '';
    act(() => void (id = show()));
    expect(find(id).type).toBe(type);
    expect(await visibilityAround(id, 4000)).toEqual([true, false]);
  });

  it('shows a socket notification as a success toast for 5 s at the top right', async () => {
    let id = '';
    act(() => void (id = showSocketNotification('Yeni siparişiniz var')));
    expect(find(id)).toMatchObject({
      type: 'success',
      position: 'top-right',
      message: 'Yeni siparişiniz var',
    });
    expect(await visibilityAround(id, 5000)).toEqual([true, false]);
  });

  it('shows at most 20 toasts, dropping the oldest', async () => {
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify.info(`Bildirim ${i}`);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const visible = toasts.filter((t) => t.visible).map((t) => t.message);
    expect(visible).toHaveLength(20);
    expect(visible).toContain('Bildirim 25');
    expect(visible).toContain('Bildirim 6');
    expect(visible).not.toContain('Bildirim 5');
    expect(screen.getAllByRole('status')).toHaveLength(20);
  });

  it('renders toasts top-center by default', async () => {
    act(() => void notify.info('Konum'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const message = screen.getByText('Konum');
    // react-hot-toast positions the wrapper with justify-content: center for *-center.
    const wrapper = message.closest('[style*="justify-content"]') as HTMLElement | null;
    expect(wrapper?.style.justifyContent).toBe('center');
    expect(wrapper?.style.top).toBe('0px');
  });
});
