import type { HomeResponse } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homeFixture } from '@/app/testing';
import { useSystemStore } from '@/features/discovery';
import {
  installApi,
  productFixture,
  renderPage,
  superDealsFixture,
} from '@/features/discovery/test-utils';
import { deferred, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import { HomePage } from './home';

const home: HomeResponse = {
  ...homeFixture,
  sections: [
    {
      key: 'super-deals',
      title: 'Süper Fırsatlar',
      link: '/super-firsatlar',
      products: [productFixture(), productFixture({ id: 2, slug: 'kulaklik', title: 'Kulaklık' })],
    },
    {
      key: 'best-sellers',
      title: 'Çok Satanlar',
      link: '/cok-satanlar',
      products: [productFixture({ id: 3, slug: 'powerbank', title: 'Powerbank' })],
    },
    {
      key: 'new-arrivals',
      title: 'Yeni Gelenler',
      link: '/search?sort=newest',
      products: [productFixture({ id: 4, slug: 'saat', title: 'Akıllı Saat' })],
    },
    {
      key: 'category-2',
      title: 'Moda kategorisinde öne çıkanlar',
      link: '/kategori/2',
      products: [productFixture({ id: 5, slug: 'mont', title: 'Mont' })],
    },
    { key: 'empty', title: 'Boş satır', link: null, products: [] },
  ],
};

let adapter: MockAdapter;
let dealsReply: () => MockReply;
beforeEach(() => {
  useSystemStore.setState({ system: null });
  dealsReply = () => ({ status: 200, data: superDealsFixture() });
  adapter = installApi({
    '/api/urun/api/home/': () => ({ status: 200, data: home }),
    '/api/urun/api/super-deals/': () => dealsReply(),
  });
});
afterEach(() => adapter.restore());

const renderHome = () => renderPage('/', <HomePage />);

describe('home page', () => {
  it('shows a row per section with its "Tümünü gör" link, and no empty rows', async () => {
    renderHome();
    const rows = {
      'Süper Fırsatlar': '/super-firsatlar',
      'Çok Satanlar': '/cok-satanlar',
      'Yeni Gelenler': '/search?sort=newest',
      'Moda kategorisinde öne çıkanlar': '/kategori/2',
    };
    for (const [title, link] of Object.entries(rows)) {
      const row = await screen.findByRole('region', { name: title });
      expect(within(row).getByRole('link', { name: `Tümünü gör: ${title}` })).toHaveAttribute(
        'href',
        link,
      );
    }
    expect(screen.queryByRole('region', { name: 'Boş satır' })).not.toBeInTheDocument();
    const best = screen.getByRole('region', { name: 'Çok Satanlar' });
    expect(within(best).getByRole('link', { name: /Powerbank/ })).toHaveAttribute(
      'href',
      '/urun-detay/powerbank',
    );
    // Banners and category tiles come from the same call.
    expect(screen.getByRole('region', { name: 'Kampanyalar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Elektronik/ })).toHaveAttribute(
      'href',
      '/kategori/1',
    );
  });

  it('images below the fold load lazily', async () => {
    renderHome();
    const picks = await screen.findByRole('region', { name: 'Moda kategorisinde öne çıkanlar' });
    expect(within(picks).getByRole('img', { name: /Akıllı Telefon/ })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('shows the running starred deals with their countdown, linking to /super-firsatlar', async () => {
    renderHome();
    const strip = await screen.findByRole('region', { name: 'Günün Süper Fırsatları' });
    expect(within(strip).getAllByRole('article')).toHaveLength(2);
    expect(within(strip).getAllByText(/^1 gün \d\d:\d\d:\d\d$/).length).toBeGreaterThan(0);
    expect(
      within(strip).getByRole('link', { name: 'Tümünü gör: Günün Süper Fırsatları' }),
    ).toHaveAttribute('href', '/super-firsatlar');
  });

  it('leaves the strip out when the deals call fails, the rest of the page stays', async () => {
    dealsReply = () => ({ status: 500, data: {} });
    renderHome();
    await screen.findByRole('region', { name: 'Çok Satanlar' });
    await waitFor(() =>
      expect(adapter.requests.some((r) => r.url.includes('/super-deals/'))).toBe(true),
    );
    expect(
      screen.queryByRole('region', { name: 'Günün Süper Fırsatları' }),
    ).not.toBeInTheDocument();
  });

  it('has a teaser for the compatibility finder that greets a remembered choice', async () => {
    const { unmount } = renderHome();
    const teaser = await screen.findByRole('link', {
      name: /Aracınıza \/ telefonunuza uygun ürünler/,
    });
    expect(teaser).toHaveAttribute('href', '/uyumlu-sistem');
    unmount();

    useSystemStore.setState({ system: { id: 1001, label: 'Otomobil › Renault › Clio' } });
    renderHome();
    const remembered = await screen.findByRole('link', {
      name: /Aracınıza \/ telefonunuza uygun ürünler/,
    });
    expect(remembered).toHaveAttribute('href', '/uyumlu-sistem?system=1001');
    expect(remembered).toHaveTextContent('Seçiminiz: Otomobil › Renault › Clio');
  });

  it('asks for the starred deals together with the home call, not after it', async () => {
    const hold = deferred();
    adapter.setHandler(async (req) => {
      if (req.url.includes('/home/')) {
        await hold.promise;
        return { status: 200, data: home };
      }
      return { status: 200, data: superDealsFixture() };
    });
    renderHome();
    await waitFor(() =>
      expect(adapter.requests.some((r) => r.url.includes('/super-deals/'))).toBe(true),
    );
    hold.resolve();
    await screen.findByRole('region', { name: 'Çok Satanlar' });
  });

  it('keeps the rows in skeletons until the deals answer, so the strip never pushes them down', async () => {
    const hold = deferred();
    adapter.setHandler(async (req) => {
      if (req.url.includes('/home/')) return { status: 200, data: home };
      await hold.promise;
      return { status: 200, data: superDealsFixture() };
    });
    renderHome();
    await screen.findByRole('region', { name: 'Kampanyalar' });
    expect(screen.getByRole('status', { name: 'Ürünler yükleniyor' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Çok Satanlar' })).not.toBeInTheDocument();

    hold.resolve();
    const strip = await screen.findByRole('region', { name: 'Günün Süper Fırsatları' });
    const best = await screen.findByRole('region', { name: 'Çok Satanlar' });
    // The strip comes first, above the rows that were waiting for it.
    expect(strip.compareDocumentPosition(best) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Ürünler yükleniyor' })).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading', async () => {
    const hold = deferred();
    adapter.setHandler(async (req) => {
      await hold.promise;
      return req.url.includes('/home/')
        ? { status: 200, data: home }
        : { status: 200, data: superDealsFixture() };
    });
    renderHome();
    expect(screen.getByRole('status', { name: 'Ana sayfa yükleniyor' })).toBeInTheDocument();
    hold.resolve();
    await screen.findByRole('region', { name: 'Çok Satanlar' });
    expect(screen.queryByRole('status', { name: 'Ana sayfa yükleniyor' })).not.toBeInTheDocument();
  });
});
