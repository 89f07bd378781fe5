import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopFixture } from '@/features/shop/test-fixtures';
import type { MockAdapter } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';
import { listingFixture } from '@/features/listing/testing';
import { productDetailFixture } from '@/features/product-detail/test-fixtures';

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

describe('/magaza/:slug', { timeout: 20_000 }, () => {
  it('shows the shop’s header and its products through the listing filtered by seller', async () => {
    adapter = installCatalogApi((req) => {
      if (req.url.includes('/urun/api/shops/teknodunya/'))
        return { status: 200, data: shopFixture({ slug: 'teknodunya' }) };
      if (req.url.includes('/urun/api/products/')) return { status: 200, data: listingFixture() };
      return undefined;
    });
    renderApp('/magaza/teknodunya?sort=price_asc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teknoloji Dünyası' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 yıldır Çarşı’da')).toBeInTheDocument();
    expect(screen.getByText('Zamanında kargo %97')).toBeInTheDocument();
    expect(screen.getByText('(1.280 değerlendirme)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Teknoloji Dünyası Mağazası | Çarşı'));
    await waitFor(() =>
      expect(adapter.requests.map((r) => r.url)).toContain(
        '/api/urun/api/products/?sort=price_asc&page_size=24&seller=7',
      ),
    );
  });

  it('tells the buyer when the seller is on holiday, in the seller’s words', async () => {
    adapter = installCatalogApi((req) => {
      if (req.url.includes('/urun/api/shops/tatilde/'))
        return {
          status: 200,
          data: shopFixture({
            slug: 'tatilde',
            holiday: { until: '2026-12-05', note: 'Yılbaşı stoklarıyla 5 Aralık’ta dönüyoruz.' },
          }),
        };
      if (req.url.includes('/urun/api/products/')) return { status: 200, data: listingFixture() };
      return undefined;
    });
    renderApp('/magaza/tatilde');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Satıcı tatilde: 5 Aralık 2026 tarihine kadar sipariş almıyor.');
    expect(note).toHaveTextContent('Yılbaşı stoklarıyla 5 Aralık’ta dönüyoruz.');
  });

  it('a hidden or unknown shop is the 404 page', async () => {
    adapter = installCatalogApi(() => undefined);
    renderApp('/magaza/kapali-magaza');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' }),
    ).toBeInTheDocument();
  });

  it('the product page’s seller names lead to their shops', async () => {
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/urun/api/products/ornek-urun/'))
        return { status: 200, data: productDetailFixture() };
      if (/\/(similar|bought-together)\/$/.test(path))
        return { status: 200, data: { results: [] } };
      if (/\/(reviews|questions)\/$/.test(path))
        return { status: 200, data: { count: 0, next: null, previous: null, results: [] } };
      return undefined;
    });
    renderApp('/urun-detay/ornek-urun');
    await screen.findByRole('heading', { level: 1, name: 'Pamuklu Basic Tişört' });
    const links = screen.getAllByRole('link', { name: 'Moda Evi' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/magaza/moda-evi');
  });
});
