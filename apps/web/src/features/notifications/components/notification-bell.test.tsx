import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { callsTo, installRouteApi } from '@/lib/test-utils';
import { useNotificationsStore } from '../stores/notifications-store';
import type { AppNotification } from '../types';
import { NotificationBell } from './notification-bell';

const NOW = Date.now();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();
const THREE_DAYS_AGO = minutesAgo(3 * 24 * 60);

function item(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    type: 'notification',
    kind: 'siparis',
    message: `Yeni sipariş #${1000 + id}`,
    link: `/siparislerim/${id}`,
    created_at: minutesAgo(id * 5),
    read_at: null,
    business_id: null,
    ...overrides,
  };
}

const READ = (id: number) => `/api/notifications/vendor/notifications/${id}/read/`;
const CLEAR = '/api/notifications/vendor/clear_notifications/';

let api: MockAdapter;
let readReply: MockReply = { status: 200, data: {} };

function signIn() {
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 't',
    user: {
      id: 5,
      email: 'ayse@carsi.test',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: null,
      role: 'shopper',
      email_verified: true,
      profile_completed: true,
      businesses: [],
    },
  });
}

function setup(notifications: AppNotification[]) {
  useNotificationsStore.setState({ notifications });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NotificationBell />
            <a href="#sonra">Sonraki bağlantı</a>
          </>
        ),
      },
      { path: '/siparislerim/:id', element: <h1>Sipariş detayı</h1> },
      { path: '/dashboard/notifications', element: <h1>Tüm bildirimler sayfası</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const bell = () => screen.getByRole('button', { name: /^Bildirimler,/ });
const panel = () => {
  const el = document.getElementById(bell().getAttribute('aria-controls') ?? '');
  if (!el) throw new Error('no panel');
  return el;
};

beforeEach(() => {
  signIn();
  readReply = { status: 200, data: {} };
  api = installRouteApi({
    [`PATCH ${READ(1)}`]: () => readReply,
    [`PATCH ${READ(2)}`]: () => readReply,
    [`PATCH ${CLEAR}`]: () => ({ status: 200, data: {} }),
  });
});

afterEach(() => {
  api.restore();
  useNotificationsStore.setState({ notifications: [] });
  useSessionStore.setState({ status: 'anonymous', user: null, accessToken: null });
});

describe('NotificationBell', () => {
  it('is not shown without a session', () => {
    useSessionStore.setState({ status: 'anonymous', user: null, accessToken: null });
    setup([item(1)]);
    expect(screen.queryByRole('button', { name: /Bildirimler/ })).not.toBeInTheDocument();
  });

  it('shows the unread count on the badge and in its name; 99+ past 99; none at 0', () => {
    setup([item(1), item(2), item(3)]);
    expect(bell()).toHaveAccessibleName('Bildirimler, 3 okunmamış');
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    act(() =>
      useNotificationsStore.setState({
        notifications: Array.from({ length: 120 }, (_, i) => item(i + 1)),
      }),
    );
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('99+');
    expect(bell()).toHaveAccessibleName('Bildirimler, 120 okunmamış');
    act(() => useNotificationsStore.setState({ notifications: [] }));
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Bildirimler, okunmamış bildirim yok');
  });

  it('opens a list of the unread ones: message linking to the object, kind, time', async () => {
    const { user } = setup([
      item(1, {
        kind: 'soru',
        message: 'Yeni soru: Kargo ne zaman?',
        link: '/dashboard/questions',
      }),
      item(2, { kind: 'stok', message: 'Stok azaldı', link: null, created_at: THREE_DAYS_AGO }),
    ]);
    expect(panel()).not.toBeVisible();
    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    const rows = within(panel()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Yeni soru: Kargo ne zaman?' }),
    ).toHaveAttribute('href', '/dashboard/questions');
    expect(rows[0]).toHaveTextContent('Sorular · 5 dakika önce');
    // Older than a day: the 24-hour tr-TR date and time (Europe/Istanbul in the tests).
    expect(rows[1]).toHaveTextContent('Stok azaldı');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(`Stok · ${formatDateTime(THREE_DAYS_AGO)}`);
    expect(formatDateTime(THREE_DAYS_AGO)).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(within(panel()).getByRole('link', { name: 'Tüm bildirimler' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('says "Yeni bildiriminiz yok" when nothing is unread', async () => {
    const { user } = setup([]);
    await user.click(bell());
    expect(within(panel()).getByText('Yeni bildiriminiz yok')).toBeInTheDocument();
    expect(
      within(panel()).queryByRole('button', { name: 'Tümünü okundu işaretle' }),
    ).not.toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Tüm bildirimler' })).toBeInTheDocument();
  });

  it('marks one read: PATCH …/{id}/read/, the row and one from the count go', async () => {
    const { user } = setup([item(1), item(2)]);
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Okundu işaretle: Yeni sipariş #1001' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(api, 'PATCH', READ(1))).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış');
    expect(screen.getByRole('status')).toHaveTextContent('Bildirim okundu olarak işaretlendi.');
    // Focus stays in the panel rather than falling to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bildirimler' })).toHaveFocus());
    expect(panel()).toBeVisible();
  });

  it('keeps the row when the server refuses', async () => {
    readReply = { status: 500, data: { detail: 'Sunucu hatası' } };
    const { user } = setup([item(1)]);
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Okundu işaretle: Yeni sipariş #1001' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', READ(1))).toHaveLength(1));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış');
  });

  it('marks all read: PATCH …/clear_notifications/, then the empty state', async () => {
    const { user } = setup([item(1), item(2)]);
    await user.click(bell());
    await user.click(within(panel()).getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await within(panel()).findByText('Yeni bildiriminiz yok')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', CLEAR)).toHaveLength(1);
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('opening a notification goes to its object, marks it read and closes the panel', async () => {
    const { user, router } = setup([item(2), item(1)]);
    await user.click(bell());
    await user.click(screen.getByRole('link', { name: 'Yeni sipariş #1002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/siparislerim/2'));
    await waitFor(() => expect(callsTo(api, 'PATCH', READ(2))).toHaveLength(1));
    expect(useNotificationsStore.getState().notifications.map((n) => n.id)).toEqual([1]);
  });

  it('works by keyboard: Enter opens, Tab enters the panel, Esc closes and focus returns', async () => {
    const { user } = setup([item(1)]);
    await user.tab();
    expect(bell()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeVisible();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Tümünü okundu işaretle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Yeni sipariş #1001' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
    // Tabbing on past the panel's last link closes it too.
    await user.keyboard('{Enter}');
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Sonraki bağlantı' })).toHaveFocus();
    expect(panel()).not.toBeVisible();
  });

  it('"Tüm bildirimler" opens the full list', async () => {
    const { user, router } = setup([item(1)]);
    await user.click(bell());
    await user.click(screen.getByRole('link', { name: 'Tüm bildirimler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notifications'));
    expect(screen.queryByRole('region', { name: 'Bildirimler' })).not.toBeInTheDocument();
  });
});
