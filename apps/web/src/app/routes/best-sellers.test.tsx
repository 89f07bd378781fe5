import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bestSellersFixture,
  installApi,
  productFixture,
  queryOf,
  renderPage,
} from '@/features/discovery/test-utils';
import type { MockAdapter } from '@/lib/test-adapter';
import { BestSellersPage } from './best-sellers';

const PATH = '/api/urun/api/best-sellers/';
let adapter: MockAdapter;
afterEach(() => adapter.restore());

function renderBestSellers(entry = '/cok-satanlar') {
  return renderPage('/cok-satanlar', <BestSellersPage />, entry);
}

describe('/cok-satanlar', () => {
  it('shows the products in rank order with their rank and units sold', async () => {
    adapter = installApi({ [PATH]: () => ({ status: 200, data: bestSellersFixture() }) });
    renderBestSellers();
    expect(screen.getByRole('heading', { level: 1, name: 'Çok satanlar' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Çok satanlar yükleniyor' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Tüm kategoriler: çok satanlar' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('1.');
    expect(items[0]).toHaveTextContent('Son 30 günde 120 adet satıldı');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/urun-detay/akilli-telefon-128-gb',
    );
    expect(items[1]).toHaveTextContent('2.');
    expect(items[1]).toHaveTextContent('Kablosuz Kulaklık');
    expect(items[1]).toHaveTextContent('Son 30 günde 87 adet satıldı');
    // Turkish thousands separator.
    expect(items[2]).toHaveTextContent('Son 30 günde 1.250 adet satıldı');
    expect(within(items[0]!).getByText('Çok satanlarda 1. sırada')).toHaveClass('sr-only');
    expect(screen.getByText('Son 30 günde en çok satılan ürünler')).toBeInTheDocument();
    expect(queryOf(adapter.requests[0]).has('category')).toBe(false);
  });

  it('a category tab puts ?category= in the URL and asks the server for that category', async () => {
    adapter = installApi({
      [PATH]: (req) => {
        const category = queryOf(req).get('category');
        return {
          status: 200,
          data:
            category === '2'
              ? bestSellersFixture({
                  category: { id: 2, name: 'Moda' },
                  results: [
                    {
                      ...productFixture({ id: 9, slug: 'kazak', title: 'Yün Kazak' }),
                      rank: 1,
                      units_sold: 44,
                    },
                  ],
                })
              : bestSellersFixture(),
        };
      },
    });
    const { user, router, search } = renderBestSellers();
    const tabs = await screen.findByRole('navigation', { name: 'Kategoriler' });
    const all = within(tabs).getByRole('link', { name: 'Tümü' });
    expect(all).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Elektronik' })).toHaveAttribute(
      'href',
      '/cok-satanlar?category=1',
    );

    await user.click(within(tabs).getByRole('link', { name: 'Moda' }));
    expect(router.state.location.pathname).toBe('/cok-satanlar');
    expect(search().get('category')).toBe('2');
    const list = await screen.findByRole('list', { name: 'Moda: çok satanlar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Yün Kazak');
    expect(list).toHaveTextContent('Son 30 günde 44 adet satıldı');
    expect(within(tabs).getByRole('link', { name: 'Moda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(all).not.toHaveAttribute('aria-current');
    expect(queryOf(adapter.requests.at(-1)).get('category')).toBe('2');

    await user.click(all);
    expect(search().has('category')).toBe(false);
    await screen.findByRole('list', { name: 'Tüm kategoriler: çok satanlar' });
  });

  it('opened with ?category= it asks for that category straight away', async () => {
    adapter = installApi({
      [PATH]: () => ({
        status: 200,
        data: bestSellersFixture({ category: { id: 1, name: 'Elektronik' } }),
      }),
    });
    renderBestSellers('/cok-satanlar?category=1');
    await screen.findByRole('list', { name: 'Elektronik: çok satanlar' });
    expect(queryOf(adapter.requests[0]).get('category')).toBe('1');
  });

  it('says so when a category had no sales, with a way back to all', async () => {
    adapter = installApi({
      [PATH]: () => ({
        status: 200,
        data: bestSellersFixture({ category: { id: 2, name: 'Moda' }, results: [] }),
      }),
    });
    renderBestSellers('/cok-satanlar?category=2');
    expect(
      await screen.findByRole('heading', { name: 'Moda kategorisinde son 30 günde satış yok' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm çok satanlar' })).toHaveAttribute(
      'href',
      '/cok-satanlar',
    );
  });

  it('a failed load offers "Tekrar dene"', async () => {
    let fail = true;
    adapter = installApi({
      [PATH]: () =>
        fail ? { status: 500, data: {} } : { status: 200, data: bestSellersFixture() },
    });
    const { user } = renderBestSellers();
    expect(await screen.findByText('Çok satanlar şu anda yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Tüm kategoriler: çok satanlar' }),
      ).toBeInTheDocument(),
    );
  });
});
