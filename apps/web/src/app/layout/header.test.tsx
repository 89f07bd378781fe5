import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCatalogApi, renderApp, userFixture } from '@/app/testing';
import { useCartCount } from '@/lib/cart/cart-count';
import { logout } from '@/lib/auth/logout';
import { useNotificationsStore } from '@/features/notifications';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter } from '@/lib/test-adapter';

vi.mock('@/features/auth', () => ({
  bootstrapSession: vi.fn(async () => 'anonymous'),
}));
vi.mock('@/lib/auth/logout', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  logout: vi.fn(async () => {
    const { useSessionStore } = await import('@/lib/session-store');
    useSessionStore.getState().clear();
  }),
}));
vi.mock('@/lib/cart/cart-count', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useCartCount: vi.fn(() => ({ ItemInCart: 0, SelectedItemInCart: 0 })),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  adapter = installCatalogApi();
  vi.mocked(useCartCount).mockReturnValue({ ItemInCart: 0, SelectedItemInCart: 0 });
});
afterEach(() => adapter.restore());

async function renderHome(session: Parameters<typeof renderApp>[1] = 'anonymous') {
  const result = renderApp('/', session);
  await screen.findByRole('heading', { level: 2, name: 'Günün fırsatları' });
  return result;
}

describe('Header', () => {
  it('has landmarks, the skip link and a labelled search box', async () => {
    await renderHome();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Ürün, kategori veya marka ara' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Çarşı ana sayfa' }),
    ).toHaveAttribute('href', '/');
  });

  it('submits the search to /search?q=…', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.type(
      screen.getByRole('combobox', { name: 'Ürün, kategori veya marka ara' }),
      'çiçek vazo{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('çiçek vazo')}`);
  });

  it('shows the cart count badge and sends an anonymous visitor to /sepet/', async () => {
    vi.mocked(useCartCount).mockReturnValue({ ItemInCart: 3, SelectedItemInCart: 2 });
    await renderHome();
    const cart = screen.getByRole('link', { name: 'Sepetim, 3 ürün' });
    expect(cart).toHaveAttribute('href', '/sepet/');
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('caps the badge at 99+ and hides it for an empty cart', async () => {
    vi.mocked(useCartCount).mockReturnValue({ ItemInCart: 120, SelectedItemInCart: 0 });
    const { unmount } = await renderHome();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    unmount();
    vi.mocked(useCartCount).mockReturnValue({ ItemInCart: 0, SelectedItemInCart: 0 });
    await renderHome();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepetim, sepet boş' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /sepetim/', async () => {
    vi.mocked(useCartCount).mockReturnValue({ ItemInCart: 1, SelectedItemInCart: 1 });
    await renderHome('authenticated');
    expect(screen.getByRole('link', { name: 'Sepetim, 1 ürün' })).toHaveAttribute(
      'href',
      '/sepetim/',
    );
  });

  it('links favourites', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('href', '/favoriler');
  });

  it('offers "Giriş yap" and "Üye ol" to anonymous visitors', async () => {
    await renderHome();
    const nav = screen.getByRole('navigation', { name: 'Hesap ve sepet' });
    expect(within(nav).getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Üye ol' })).toHaveAttribute('href', '/kayit');
  });

  it('opens the account menu with the first name; Esc closes it and returns focus', async () => {
    const user = userEvent.setup();
    await renderHome('authenticated');
    const button = screen.getByRole('button', { name: /Ayşe/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const expected: Array<[string, string]> = [
      ['Hesabım', '/profile'],
      ['Siparişlerim', '/siparislerim/'],
      ['Favorilerim', '/favoriler'],
      ['Cüzdanım', '/cuzdanim'],
      ['Oturumlarım', '/hesabim/oturumlar'],
      // A shopper without a business is offered the application.
      ['Satıcı ol', '/isyeri_basvuru/'],
    ];
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    for (const [name, href] of expected)
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(menu).queryByRole('link', { name: 'Mağaza paneli' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Hesabım' }));
    // The page changes and the menu closes.
    await screen.findByRole('heading', { level: 1, name: 'Hesabım' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows "Mağaza paneli" to a user with a business and logs out', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome({
      user: { ...userFixture, businesses: [{ id: 1, name: 'Demo Ticaret', role: 'owner' }] },
    });
    await user.click(screen.getByRole('button', { name: /Ayşe/ }));
    expect(screen.getByRole('link', { name: 'Mağaza paneli' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Çıkış yap' }));
    expect(logout).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Giriş yap' }).length).toBeGreaterThan(0),
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('has a notification bell for signed-in users (shoppers too), none for visitors', async () => {
    const { unmount } = await renderHome();
    expect(screen.queryByRole('button', { name: /^Bildirimler,/ })).not.toBeInTheDocument();
    unmount();
    useNotificationsStore.setState({
      notifications: [
        {
          id: 3,
          type: 'notification',
          kind: 'cevap',
          message: 'Sorunuz cevaplandı',
          link: '/urun-detay/ornek-urun',
          created_at: new Date().toISOString(),
          read_at: null,
          business_id: null,
        },
      ],
    });
    const user = userEvent.setup();
    await renderHome('authenticated');
    const banner = screen.getByRole('banner');
    const bell = within(banner).getByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    await user.click(bell);
    expect(within(banner).getByRole('link', { name: 'Sorunuz cevaplandı' })).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Tüm bildirimler' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    useNotificationsStore.setState({ notifications: [] });
  });

  it('builds the desktop mega-menu from the API and operates it by keyboard', async () => {
    const user = userEvent.setup();
    await renderHome();
    const nav = await screen.findByRole('navigation', { name: 'Kategoriler' });
    const elektronik = await within(nav).findByRole('button', { name: 'Elektronik' });
    const moda = within(nav).getByRole('button', { name: 'Moda' });
    elektronik.focus();
    await user.keyboard('{Enter}');
    expect(elektronik).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(elektronik.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Tüm Elektronik ürünleri' })).toHaveAttribute(
      'href',
      '/kategori/1',
    );
    expect(within(panel).getByRole('link', { name: 'Cep Telefonu' })).toHaveAttribute(
      'href',
      '/alt-kategori/11',
    );
    expect(within(panel).getByRole('link', { name: 'Akıllı Telefon' })).toHaveAttribute(
      'href',
      '/alt-kategori/111',
    );
    await user.keyboard('{ArrowRight}');
    expect(moda).toHaveFocus();
    expect(moda).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(moda).toHaveAttribute('aria-expanded', 'false');
    expect(moda).toHaveFocus();
  });

  it('opens the phone category drawer; Esc closes it and focus returns', async () => {
    const user = userEvent.setup();
    await renderHome();
    const open = screen.getByRole('button', { name: 'Kategoriler menüsünü aç' });
    await user.click(open);
    // The panel loads on the first tap.
    const dialog = await screen.findByRole('dialog', { name: 'Kategoriler' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const moda = within(dialog).getByRole('button', { name: 'Moda' });
    await user.click(moda);
    expect(within(dialog).getByRole('link', { name: 'Kadın' })).toHaveAttribute(
      'href',
      '/alt-kategori/21',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('shows a placeholder, not the login links, while the session is unknown', async () => {
    renderApp('/', 'unknown');
    await screen.findByRole('heading', { level: 2, name: 'Günün fırsatları' });
    const nav = screen.getByRole('navigation', { name: 'Hesap ve sepet' });
    expect(within(nav).queryByRole('link', { name: 'Giriş yap' })).not.toBeInTheDocument();
    // The same links' shapes, hidden from screen readers and out of the tab order.
    const placeholder = within(nav).getByTestId('account-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    // The check finishes anonymous.
    act(() => useSessionStore.setState({ status: 'anonymous' }));
    expect(await within(nav).findByRole('link', { name: 'Giriş yap' })).toBeInTheDocument();
  });
});
