import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { callsTo, installRouteApi } from '@/lib/test-utils';
import { useNotificationsStore } from '../stores/notifications-store';
import type { AppNotification } from '../types';
import { NotificationsPage } from './notifications-page';

const HISTORY = '/api/notifications/vendor/history/';
const READ = (id: number) => `/api/notifications/vendor/notifications/${id}/read/`;
const CLEAR = '/api/notifications/vendor/clear_notifications/';

function row(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    type: 'notification',
    kind: 'siparis',
    message: `Yeni sipariş #${1000 + id}`,
    link: `/dashboard/vendor/orders/${1000 + id}/details`,
    created_at: new Date(Date.now() - id * 3_600_000).toISOString(),
    read_at: null,
    business_id: 3,
    ...overrides,
  };
}

let api: MockAdapter;
let history: (req: RecordedRequest) => MockReply;
/** The server's side: what has been marked read. */
let readIds: Set<number> | 'all';
const asServerHas = (n: AppNotification): AppNotification =>
  n.read_at === null && (readIds === 'all' || readIds.has(n.id))
    ? { ...n, read_at: '2026-11-25T12:00:00Z' }
    : n;

const query = (req: RecordedRequest) => new URL(req.url, 'http://x').searchParams;

function setup(url = '/dashboard/notifications') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard/notifications', element: <NotificationsPage /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const list = () => screen.findByRole('list', { name: 'Bildirim listesi' });
const historyCalls = () => callsTo(api, 'GET', HISTORY).map(query);

beforeEach(() => {
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 't',
    user: {
      id: 4,
      email: 'satici@carsi.test',
      first_name: 'Mehmet',
      last_name: 'Öztürk',
      phone: null,
      role: 'shopper',
      email_verified: true,
      profile_completed: true,
      businesses: [{ id: 3, name: 'Öztürk Elektronik', role: 'owner' }],
    },
  });
  useNotificationsStore.setState({ notifications: [row(1), row(2)] });
  readIds = new Set();
  history = () => ({
    status: 200,
    data: {
      count: 3,
      unread: readIds === 'all' ? 0 : 2 - readIds.size,
      next: null,
      previous: null,
      results: [
        row(1),
        row(2, { kind: 'soru', message: 'Yeni soru: Garanti süresi nedir?', link: null }),
        row(3, {
          kind: 'stok',
          message: 'Stok azaldı: Kablosuz kulaklık',
          read_at: '2026-11-24T08:00:00Z',
        }),
      ],
    },
  });
  api = installRouteApi({
    [`GET ${HISTORY}`]: (req) => {
      const reply = history(req);
      const data = reply.data as { results?: AppNotification[] } | undefined;
      return data?.results
        ? { ...reply, data: { ...data, results: data.results.map(asServerHas) } }
        : reply;
    },
    [`PATCH ${READ(1)}`]: () => {
      if (readIds !== 'all') readIds.add(1);
      return { status: 200, data: {} };
    },
    [`PATCH ${CLEAR}`]: () => {
      readIds = 'all';
      return { status: 200, data: {} };
    },
  });
});

afterEach(() => {
  api.restore();
  useNotificationsStore.setState({ notifications: [] });
});

describe('NotificationsPage', () => {
  it('shows skeletons, then every notification; read ones muted and without a button', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeInTheDocument();
    expect(screen.getByText('Bildirimler yükleniyor…')).toBeInTheDocument();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(screen.getByText('2 okunmamış bildiriminiz var.')).toBeInTheDocument();

    expect(rows[0]).toHaveTextContent('Okunmadı: Yeni sipariş #1001');
    expect(rows[0]).toHaveTextContent('Siparişler');
    expect(within(rows[0]!).getByRole('link', { name: 'Görüntüle' })).toHaveAttribute(
      'href',
      '/dashboard/vendor/orders/1001/details',
    );
    expect(
      within(rows[0]!).getByRole('button', { name: 'Okundu işaretle: Yeni sipariş #1001' }),
    ).toBeInTheDocument();
    // No object to open: no link.
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Sorular');

    expect(rows[2]).toHaveTextContent('Okundu: Stok azaldı: Kablosuz kulaklık');
    expect(rows[2]).toHaveClass('bg-surface');
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(historyCalls().map(String)).toEqual(['']);
  });

  it('filters by kind with chips (Turkish labels) kept in the URL', async () => {
    const { user, router } = setup();
    await list();
    const chips = screen.getByRole('navigation', { name: 'Bildirim türü' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Tümü',
      'Siparişler',
      'İptaller',
      'İadeler',
      'Sorular',
      'Cevaplar',
      'Mesajlar',
      'Stok',
      'İşletme',
      'Sistem',
    ]);
    expect(within(chips).getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(chips).getByRole('link', { name: 'İadeler' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tur=iade'));
    await waitFor(() => expect(historyCalls().at(-1)?.get('kind')).toBe('iade'));
    expect(within(chips).getByRole('link', { name: 'İadeler' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when a kind has none, and links back to all', async () => {
    history = (req) => ({
      status: 200,
      data: {
        count: query(req).get('kind') ? 0 : 1,
        unread: 0,
        next: null,
        previous: null,
        results: query(req).get('kind') ? [] : [row(5, { read_at: '2026-11-24T08:00:00Z' })],
      },
    });
    const { user } = setup('/dashboard/notifications?tur=iptal');
    expect(await screen.findByText('İptaller için bildiriminiz yok')).toBeInTheDocument();
    expect(screen.getByText('Okunmamış bildiriminiz yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tüm bildirimleri göster' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('pages through 20 at a time', async () => {
    history = (req) => {
      const page = Number(query(req).get('page') ?? 1);
      return {
        status: 200,
        data: {
          count: 45,
          unread: 0,
          next: page < 3 ? `${HISTORY}?page=${page + 1}` : null,
          previous: page > 1 ? `${HISTORY}?page=${page - 1}` : null,
          results: Array.from({ length: page < 3 ? 20 : 5 }, (_, i) =>
            row((page - 1) * 20 + i + 1, { read_at: '2026-11-24T08:00:00Z' }),
          ),
        },
      };
    };
    const { user, router } = setup('/dashboard/notifications?tur=siparis');
    await list();
    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pages).getAllByRole('link', { name: /^Sayfa \d$/ })).toHaveLength(3);
    await user.click(within(pages).getByRole('link', { name: 'Sayfa 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tur=siparis&page=3'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Bildirim listesi' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    expect(historyCalls().at(-1)?.toString()).toBe('kind=siparis&page=3');
    expect(within(pages).getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('"Okundu işaretle" marks one read: PATCH, the row turns muted, the bell loses it', async () => {
    const { user } = setup();
    const rows = within(await list()).getAllByRole('listitem');
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Okundu işaretle: Yeni sipariş #1001' }),
    );
    await waitFor(() => expect(rows[0]).toHaveTextContent('Okundu: Yeni sipariş #1001'));
    expect(callsTo(api, 'PATCH', READ(1))).toHaveLength(1);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(useNotificationsStore.getState().notifications.map((n) => n.id)).toEqual([2]);
    expect(screen.getByRole('status')).toHaveTextContent('Bildirim okundu olarak işaretlendi.');
  });

  it('"Tümünü okundu işaretle" marks every one read', async () => {
    const { user } = setup();
    await list();
    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Okundu işaretle/ })).not.toBeInTheDocument(),
    );
    expect(callsTo(api, 'PATCH', CLEAR)).toHaveLength(1);
    expect(useNotificationsStore.getState().notifications).toEqual([]);
    expect(screen.getByText('Okunmamış bildiriminiz yok.')).toBeInTheDocument();
  });

  it('shows an error with "Tekrar dene" when the list cannot be loaded', async () => {
    history = () => ({ status: 500, data: { detail: 'Sunucu hatası' } });
    const { user } = setup();
    expect(await screen.findByText('Bildirimler yüklenemedi')).toBeInTheDocument();
    history = () => ({
      status: 200,
      data: { count: 0, unread: 0, next: null, previous: null, results: [] },
    });
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Henüz bildiriminiz yok')).toBeInTheDocument();
  });
});
