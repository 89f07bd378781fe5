import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authRoutes,
  dashboardRoutes,
  guardedRoutes,
  infoPages,
  paths,
  publicRoutes,
  samplePath,
} from '@/config/paths';
import {
  bestSellersFixture,
  superDealsFixture,
  systemsFixture,
} from '@/features/discovery/test-utils';
import { listingFixture } from '@/features/listing/testing';
import { productDetailFixture } from '@/features/product-detail/test-fixtures';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { matchAppPath } from '@carsi/shared';
import { matchRoutes } from 'react-router';
import { appRoutes } from './router';
import { installCatalogApi, renderApp, userFixture } from './testing';
import { shopFixture } from '@/features/shop/test-fixtures';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
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

const NOT_FOUND = 'Aradığınız sayfa bulunamadı';
let adapter: MockAdapter;

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
/** The catalogue calls of the built shop pages, answered with their features' fixtures. */
function shopApi(req: RecordedRequest): MockReply | undefined {
  const path = req.url.split('?')[0] ?? '';
  const ok = (data: unknown) => ({ status: 200, data });
  if (path.endsWith('/urun/api/products/ornek-urun/')) return ok(productDetailFixture());
  if (/\/urun\/api\/products\/\d+\/(similar|bought-together)\/$/.test(path))
    return ok({ results: [] });
  if (/\/urun\/api\/products\/\d+\/(reviews|questions)\/$/.test(path))
    return ok({ count: 0, next: null, previous: null, results: [] });
  if (path.endsWith('/urun/api/products/')) return ok(listingFixture());
  if (path.endsWith('/urun/api/search/'))
    return ok({ ...listingFixture(), query: '', did_you_mean: null });
  if (path.endsWith('/urun/api/best-sellers/')) return ok(bestSellersFixture());
  if (path.endsWith('/urun/api/super-deals/')) return ok(superDealsFixture());
  if (path.endsWith('/urun/api/systems/')) return ok(systemsFixture);
  if (path.endsWith('/urun/api/shops/ornek-urun/')) return ok(shopFixture());
  return undefined;
}

beforeEach(() => {
  adapter = installCatalogApi(shopApi);
});
afterEach(() => adapter.restore());

async function expectPage(title: string) {
  const h1 = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 4000 });
  expect(h1).toBeInTheDocument();
  expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
}

/** Public pages that are built (the rest show the honest "Bu sayfa yakında" notice). */
const BUILT_PUBLIC = new Set(['forgot-password', 'reset-password', 'deneme2']);
/** Built shop pages whose heading is their data (a product, a category), not the route title. */
const SHOP_PAGES: Record<string, { heading: string; title: string }> = {
  '/urun-detay/ornek-urun': {
    heading: 'Pamuklu Basic Tişört',
    title: 'Pamuklu Basic Tişört | Çarşı',
  },
  '/kategori/1': { heading: 'Elektronik', title: 'Elektronik Ürünleri ve Fiyatları | Çarşı' },
  '/alt-kategori/1': { heading: 'Elektronik', title: 'Elektronik Ürünleri ve Fiyatları | Çarşı' },
  // Without words the search page lists the whole catalogue.
  '/search': { heading: 'Tüm ürünler', title: 'Arama sonuçları | Çarşı' },
  '/magaza/ornek-urun': {
    heading: 'Teknoloji Dünyası',
    title: 'Teknoloji Dünyası Mağazası | Çarşı',
  },
};
const BUILT_SHOP = new Set(['cok-satanlar', 'super-firsatlar', 'uyumlu-sistem', 'sepet']);

describe('every spec route resolves to its page, never to the 404 page', () => {
  it('/ renders the home page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Günün fırsatları' });
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Çarşı — Alışverişin güvenli adresi'));
  });

  const publicPages = publicRoutes.filter((r) => r.path !== '/');
  it.each(publicPages.map((r) => [samplePath(r.path), r.title]))(
    'public %s → "%s"',
    async (url, title) => {
      renderApp(url);
      const shop = SHOP_PAGES[url];
      await expectPage(shop?.heading ?? title);
      const first = url.split('/')[1] ?? '';
      if (!shop && !BUILT_PUBLIC.has(first) && !BUILT_SHOP.has(first)) {
        expect(screen.getByText('Bu sayfa yakında')).toBeInTheDocument();
      } else {
        expect(screen.queryByText('Bu sayfa yakında')).not.toBeInTheDocument();
      }
      await waitFor(() => expect(document.title).toBe(shop?.title ?? `${title} | Çarşı`));
    },
  );

  it.each(infoPages.map((p) => [p.path, p.title]))('info %s → "%s"', async (url, title) => {
    renderApp(url);
    await expectPage(title);
    expect(screen.queryByText('Bu sayfa yakında')).not.toBeInTheDocument();
    // The side list links every info page.
    const side = screen.getByRole('navigation', { name: 'Bilgi sayfaları' });
    expect(within(side).getAllByRole('link')).toHaveLength(14);
  });

  it('info page with a percent-encoded path (as a browser sends it) resolves', async () => {
    renderApp(encodeURI('/idari/cerez_politikası'));
    await expectPage('Çerez politikası');
  });

  it.each(authRoutes.map((r) => [r.path, r.title]))(
    'auth %s → "%s" for a visitor without access',
    async (url, title) => {
      renderApp(url);
      await expectPage(title);
    },
  );

  // /access-token only shows the loader while it refreshes, then leaves.
  const guardedPages = guardedRoutes.filter(
    (r) => !['dashboard', 'logout', 'accessToken'].includes(r.key),
  );
  // Checkout steps need an earlier step done in this tab: without it they lead back to it.
  const GUARDED_HEADINGS: Record<string, string> = {
    '/urun-teslim/': 'Teslimat adresi',
    '/odeme-islemi/': 'Teslimat adresi',
    '/odeme-tamamlandi/': 'Gösterilecek bir sipariş yok',
    // Operators only: a shopper sees the 403-style page.
    '/yonetim/basvurular': 'Bu sayfaya erişiminiz yok',
    '/yonetim/moderasyon': 'Bu sayfaya erişiminiz yok',
    '/yonetim': 'Bu sayfaya erişiminiz yok',
    '/yonetim/sorular': 'Bu sayfaya erişiminiz yok',
    '/yonetim/denetim': 'Bu sayfaya erişiminiz yok',
    '/yonetim/kategoriler': 'Bu sayfaya erişiminiz yok',
    '/yonetim/kullanicilar': 'Bu sayfaya erişiminiz yok',
    '/yonetim/itirazlar': 'Bu sayfaya erişiminiz yok',
    '/yonetim/komisyonlar': 'Bu sayfaya erişiminiz yok',
    '/yonetim/odemeler': 'Bu sayfaya erişiminiz yok',
    '/yonetim/yildizli-firsatlar': 'Bu sayfaya erişiminiz yok',
  };
  it.each(guardedPages.map((r) => [samplePath(r.path), r.title]))(
    'guarded %s → "%s" when signed in',
    async (url, title) => {
      renderApp(url, 'authenticated');
      await expectPage(GUARDED_HEADINGS[url] ?? title);
    },
  );

  it.each(guardedPages.map((r) => [samplePath(r.path)]))(
    'guarded %s → /login when anonymous',
    async (url) => {
      const { router } = renderApp(url, 'anonymous');
      await expectPage('Giriş yap');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  const seller = {
    user: { ...userFixture, businesses: [{ id: 1, name: 'Demo Ticaret', role: 'owner' as const }] },
  };
  it.each(dashboardRoutes.map((r) => [samplePath(r.fullPath), r.title]))(
    'dashboard %s → "%s" inside the dashboard layout',
    async (url, title) => {
      renderApp(url, seller);
      await expectPage(title);
      expect(screen.getByRole('navigation', { name: 'Mağaza paneli menüsü' })).toBeInTheDocument();
      expect(screen.getByLabelText('Panel sayfası')).toBeInTheDocument();
      // One bell on the page: the dashboard's own.
      expect(screen.getAllByRole('button', { name: /^Bildirimler,/ })).toHaveLength(1);
      expect(
        within(screen.getByRole('banner')).queryByRole('button', { name: /^Bildirimler,/ }),
      ).not.toBeInTheDocument();
    },
  );

  it('a shopper sees /dashboard/notifications in the account frame, without the seller menu', async () => {
    renderApp('/dashboard/notifications', 'authenticated');
    await expectPage('Bildirimler');
    expect(
      screen.queryByRole('navigation', { name: 'Mağaza paneli menüsü' }),
    ).not.toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Sayfa konumu' });
    expect(within(trail).getByRole('link', { name: 'Hesabım' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Bildirimler,/ }),
    ).toBeInTheDocument();
  });

  it('a shopper without a business opening a seller page is told how to open a shop', async () => {
    renderApp('/dashboard/orders', 'authenticated');
    await expectPage('Mağaza paneli satıcılar içindir');
    expect(screen.getByRole('link', { name: 'İşyeri başvurusu yap' })).toHaveAttribute(
      'href',
      '/isyeri_basvuru/',
    );
    expect(
      screen.queryByRole('navigation', { name: 'Mağaza paneli menüsü' }),
    ).not.toBeInTheDocument();
  });

  it('/logout logs out and opens the home page', async () => {
    const { logout } = await import('@/lib/auth/logout');
    const { router } = renderApp('/logout', 'authenticated');
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 2, name: 'Günün fırsatları' });
  });

  it('routes with a trailing slash also match without it, and the other way round', async () => {
    renderApp('/sepet');
    await expectPage('Sepetim');
  });
});

describe('redirects and 404', () => {
  it('/dashboard → /dashboard/overview', async () => {
    const { router } = renderApp('/dashboard', {
      user: { ...userFixture, businesses: [{ id: 1, name: 'Demo Ticaret', role: 'owner' }] },
    });
    await expectPage(paths.dashboardPages.overview.title);
    expect(router.state.location.pathname).toBe('/dashboard/overview');
  });

  it('an unknown path shows the Turkish 404 page with links home and to search', async () => {
    renderApp('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(main).getByRole('link', { name: 'Ürün ara' })).toHaveAttribute('href', '/search');
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı | Çarşı'));
  });

  it('a path in another letter case is a 404, as the server answers it', async () => {
    renderApp('/Cok-Satanlar');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
  });

  it('agrees with the server on which paths are pages (the shared route table)', () => {
    const samples = [
      ...[...publicRoutes, ...authRoutes, ...guardedRoutes, ...infoPages].map((r) =>
        samplePath(r.path),
      ),
      ...dashboardRoutes.map((r) => samplePath(r.fullPath)),
    ];
    const variants = samples.flatMap((p) => [
      p,
      p === '/' ? '/' : p.endsWith('/') ? p.slice(0, -1) : `${p}/`,
      p.toLocaleUpperCase('tr-TR'),
      `${p.replace(/\/$/, '')}/fazla/bir/parca`,
    ]);
    for (const path of [...variants, '/bilinmeyen-sayfa', '/idari/yok', '/dashboard/yok']) {
      const matches = matchRoutes(appRoutes, path) ?? [];
      const clientPage = matches.length > 0 && matches.at(-1)!.route.path !== '*';
      const server = matchAppPath(encodeURI(path));
      expect(clientPage, path).toBe(server.kind !== 'unknown');
    }
  });

  it('an unknown path under /dashboard is a 404 too', async () => {
    renderApp('/dashboard/boyle-bir-sayfa', 'authenticated');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
  });

  it('the home page shows an error state with "Tekrar dene" when the call fails', async () => {
    adapter.setHandler((req) =>
      req.url.endsWith('/home/')
        ? { status: 500, data: { detail: 'Hata' } }
        : { status: 200, data: [] },
    );
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Ana sayfa şu anda yüklenemedi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
