import type { SessionInfo } from '@carsi/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import {
  deferred,
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';
import { categoriesFixture, renderApp } from '../testing';

const LIST_URL = '/api/kullanici/auth/sessions';
const LOGOUT_URL = '/api/kullanici/api/logout/';
const CONFIRM =
  'Bu cihazdaki oturumu kapatıyorsunuz. Devam ederseniz yeniden giriş yapmanız gerekir. Onaylıyor musunuz?';

const other: SessionInfo = {
  id: 'oturum-telefon',
  client_type: 'mobile',
  browser: 'Safari 18',
  os: 'iOS 18',
  last_ip: '85.105.1.2',
  created: '2026-11-20T08:00:00Z',
  last_seen: '2026-11-22T09:30:00Z',
  expires: '2026-12-20T08:00:00Z',
  current: false,
};
const current: SessionInfo = {
  id: 'oturum-bu',
  client_type: 'web',
  browser: 'Chrome 131',
  os: 'Windows 11',
  last_ip: '78.160.3.4',
  created: '2026-11-22T10:00:00Z',
  last_seen: '2026-11-22T11:05:00Z',
  expires: '2026-12-22T10:00:00Z',
  current: true,
};
const old: SessionInfo = {
  id: 'oturum-eski',
  client_type: 'desktop',
  browser: 'Firefox 133',
  os: '',
  last_ip: '',
  created: '2026-11-01T07:15:00Z',
  last_seen: '',
  expires: '',
  current: false,
};

let adapter: MockAdapter;
let list: () => MockReply | Promise<MockReply>;
let remove: (req: RecordedRequest) => MockReply | Promise<MockReply>;

const calls = () =>
  adapter.requests
    .filter((r) => r.url.startsWith('/api/kullanici/'))
    .map((r) => `${r.method} ${r.url}`);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  list = () => ({ status: 200, data: [other, current, old] });
  remove = () => ({ status: 204 });
  adapter = installMockFetch((req) => {
    if (req.method === 'GET' && req.url === LIST_URL) return list();
    if (req.method === 'DELETE' && req.url.startsWith(`${LIST_URL}/`)) return remove(req);
    if (req.method === 'POST' && req.url === LOGOUT_URL) return { status: 200, data: {} };
    if (req.url.endsWith('/api/urun/api/categories/'))
      return { status: 200, data: categoriesFixture };
    return { status: 404, data: { detail: 'Bulunamadı' } };
  });
});
afterEach(() => {
  adapter.restore();
  vi.restoreAllMocks();
});

async function openSessions() {
  const utils = renderApp('/hesabim/oturumlar', 'authenticated');
  await screen.findByRole('heading', { level: 1, name: 'Oturumlarım' });
  return { ...utils, user: userEvent.setup() };
}

async function table() {
  return screen.findByRole('table', { name: 'Aktif oturumlar' });
}

/** Body rows of the table, in order. */
function bodyRows(tbl: HTMLElement) {
  return within(tbl)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
}

function rowOf(tbl: HTMLElement, text: string) {
  const row = bodyRows(tbl).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('/hesabim/oturumlar', () => {
  it('shows the title, an explanation and "Yükleniyor…" while loading', async () => {
    const gate = deferred<MockReply>();
    list = () => gate.promise;
    await openSessions();
    expect(
      screen.getByText(/Hesabınıza giriş yapılmış cihazlar burada listelenir/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Yükleniyor…')).toBeInTheDocument();
    await act(async () => gate.resolve({ status: 200, data: [other] }));
    await table();
    expect(screen.queryByText('Yükleniyor…')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Oturumlarım | Çarşı'));
  });

  it('lists every session with its columns; "Bu cihaz" only on the current one, listed first', async () => {
    await openSessions();
    const tbl = await table();
    const headers = within(tbl)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Cihaz',
      'Tarayıcı / İşletim sistemi',
      'IP adresi',
      'Oluşturulma',
      'Son görülme',
      'Bitiş',
      'İşlem',
    ]);
    const rows = bodyRows(tbl);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Bu cihaz')).toBeInTheDocument();
    expect(within(tbl).getAllByText('Bu cihaz')).toHaveLength(1);
    expect(within(rows[1]!).queryByText('Bu cihaz')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Bu cihaz')).not.toBeInTheDocument();

    const mine = rows[0]!;
    expect(within(mine).getByText('Web tarayıcısı')).toBeInTheDocument();
    expect(within(mine).getByText('Chrome 131 / Windows 11')).toBeInTheDocument();
    expect(within(mine).getByText('78.160.3.4')).toBeInTheDocument();
    // 24-hour Turkish local time (Europe/Istanbul in the tests).
    expect(within(mine).getByText('22.11.2026 13:00')).toBeInTheDocument();
    expect(within(mine).getByText('22.11.2026 14:05')).toHaveAttribute(
      'datetime',
      '2026-11-22T11:05:00Z',
    );
    expect(within(mine).getByText('22.12.2026 13:00')).toBeInTheDocument();

    const phone = rowOf(tbl, 'Safari 18');
    expect(within(phone).getByText('Mobil cihaz')).toBeInTheDocument();

    // Empty values show a dash.
    const stale = rowOf(tbl, 'Firefox 133');
    expect(within(stale).getByText('Firefox 133')).toBeInTheDocument();
    expect(within(stale).getAllByText('-')).toHaveLength(3); // IP, last seen, expires
    expect(within(stale).getByText('01.11.2026 10:15')).toBeInTheDocument();

    for (const row of rows)
      expect(within(row).getByRole('button', { name: /^Çıkış yap/ })).toBeInTheDocument();
  });

  it('shows "Aktif oturum bulunamadı." for an empty list', async () => {
    list = () => ({ status: 200, data: [] });
    await openSessions();
    expect(await screen.findByText('Aktif oturum bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each<[string, MockReply, string]>([
    [
      'the detail',
      { status: 500, data: { detail: 'Sunucu bakımda.', message: 'x' } },
      'Sunucu bakımda.',
    ],
    [
      'the message',
      { status: 503, data: { message: 'Lütfen sonra deneyin.' } },
      'Lütfen sonra deneyin.',
    ],
    ['the fallback', { status: 500, data: '<html>' }, 'Oturumlar yüklenemedi.'],
    [
      'the fallback (no detail/message)',
      { status: 400, data: { error: 'kod' } },
      'Oturumlar yüklenemedi.',
    ],
  ])('a load failure shows %s', async (_name, reply, text) => {
    list = () => reply;
    await openSessions();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Yükleniyor…')).not.toBeInTheDocument();
  });

  it('"Yenile" loads the list again', async () => {
    const { user } = await openSessions();
    await table();
    list = () => ({ status: 200, data: [current] });
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
    expect(calls().filter((c) => c === `GET ${LIST_URL}`)).toHaveLength(2);
  });

  it('closing another session removes the row at once, then deletes it on the server', async () => {
    const gate = deferred<MockReply>();
    remove = () => gate.promise;
    const { user } = await openSessions();
    const tbl = await table();
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(within(rowOf(tbl, 'Safari 18')).getByRole('button', { name: /^Çıkış yap/ }));
    await waitFor(() => expect(screen.queryByText('Safari 18 / iOS 18')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    expect(calls()).toContain(`DELETE ${LIST_URL}/oturum-telefon`);
    list = () => ({ status: 200, data: [current, old] });
    await act(async () => gate.resolve({ status: 204 }));
    await waitFor(() => expect(calls().filter((c) => c === `GET ${LIST_URL}`)).toHaveLength(2));
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(2);
    expect(screen.queryByText('Safari 18 / iOS 18')).not.toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it.each<[string, MockReply, string]>([
    ['the detail', { status: 404, data: { detail: 'Oturum bulunamadı.' } }, 'Oturum bulunamadı.'],
    ['the message', { status: 500, data: { message: 'Sunucu hatası.' } }, 'Sunucu hatası.'],
    ['the fallback', { status: 500 }, 'Oturum kapatma başarısız oldu.'],
  ])('a failed close puts the row back at its place and alerts %s', async (_n, reply, text) => {
    const gate = deferred<MockReply>();
    remove = () => gate.promise;
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await openSessions();
    const tbl = await table();
    const before = bodyRows(tbl).map((r) => r.textContent);
    await user.click(within(rowOf(tbl, 'Safari 18')).getByRole('button', { name: /^Çıkış yap/ }));
    await waitFor(() => expect(screen.queryByText('Safari 18 / iOS 18')).not.toBeInTheDocument());
    expect(alert).not.toHaveBeenCalled();
    await act(async () => gate.resolve(reply));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table')).map((r) => r.textContent)).toEqual(before),
    );
  });

  it('closing this device asks first; cancelling does nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = await openSessions();
    const tbl = await table();
    await user.click(within(rowOf(tbl, 'Bu cihaz')).getByRole('button', { name: /^Çıkış yap/ }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM);
    expect(calls().some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(bodyRows(tbl)).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/hesabim/oturumlar');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('confirming deletes this session, then logs out and opens /login', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = await openSessions();
    const tbl = await table();
    await user.click(within(rowOf(tbl, 'Bu cihaz')).getByRole('button', { name: /^Çıkış yap/ }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls()).toEqual([
      `GET ${LIST_URL}`,
      `DELETE ${LIST_URL}/oturum-bu`,
      `POST ${LOGOUT_URL}`,
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      accessToken: null,
      user: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş yap' })).toBeInTheDocument();
  });

  it('a failed close of this device keeps the session and alerts', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    remove = () => ({ status: 500, data: {} });
    const { user, router } = await openSessions();
    const tbl = await table();
    await user.click(within(rowOf(tbl, 'Bu cihaz')).getByRole('button', { name: /^Çıkış yap/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Oturum kapatma başarısız oldu.'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Bu cihaz')).toBeInTheDocument(),
    );
    expect(calls()).not.toContain(`POST ${LOGOUT_URL}`);
    expect(router.state.location.pathname).toBe('/hesabim/oturumlar');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('each close button names its session for screen readers', async () => {
    await openSessions();
    const tbl = await table();
    expect(
      within(tbl).getByRole('button', { name: 'Çıkış yap: Bu cihaz, Chrome 131 / Windows 11' }),
    ).toBeInTheDocument();
    expect(
      within(tbl).getByRole('button', { name: 'Çıkış yap: Safari 18 / iOS 18' }),
    ).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login', async () => {
    const { router } = renderApp('/hesabim/oturumlar', 'anonymous');
    await screen.findByRole('heading', { level: 1, name: 'Giriş yap' });
    expect(router.state.location.pathname).toBe('/login');
    expect(calls()).not.toContain(`GET ${LIST_URL}`);
  });
});
