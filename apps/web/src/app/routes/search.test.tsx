import type { SearchResponse } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { categoriesFixture, renderApp } from '@/app/testing';
import { cardFixture, listingFixture } from '@/features/listing/testing';
import {
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';

// The first test also loads the lazy route chunks.
vi.setConfig({ testTimeout: 20_000 });

const SEARCH = '/api/urun/api/search/?';
const BEST = '/api/urun/api/best-sellers/';

let adapter: MockAdapter | undefined;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter?.restore());

function searchFixture(count: number, overrides: Partial<SearchResponse> = {}): SearchResponse {
  return { ...listingFixture(count), query: 'telefon', did_you_mean: null, ...overrides };
}

function serve(reply: (req: RecordedRequest) => MockReply) {
  adapter = installMockFetch((req) => {
    if (req.url.includes(SEARCH)) return reply(req);
    if (req.url.endsWith('/api/urun/api/categories/'))
      return { status: 200, data: categoriesFixture };
    if (req.url.includes(BEST))
      return {
        status: 200,
        data: {
          period_days: 30,
          category: null,
          categories: [],
          results: Array.from({ length: 10 }, (_, i) => ({
            ...cardFixture(100 + i, { title: `Çok Satan ${i + 1}` }),
            rank: i + 1,
            units_sold: 50 - i,
          })),
        },
      };
    return { status: 404, data: { detail: 'Bulunamadı' } };
  });
}

const searchCalls = () =>
  adapter!.requests
    .filter((r) => r.url.includes(SEARCH))
    .map((r) => decodeURIComponent(r.url.slice(r.url.indexOf('?') + 1)).replace(/\+/g, ' '));

const filters = () => screen.getByRole('complementary', { name: 'Filtreler' });

describe('/search', () => {
  it('sends q with the filters and shows “q” için N sonuç', async () => {
    serve(() => ({ status: 200, data: searchFixture(1234) }));
    renderApp('/search?q=telefon&brand=3&sort=price_asc');
    const h1 = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(h1).toHaveTextContent('“telefon” için 1.234 sonuç'));
    expect(searchCalls()).toEqual(['q=telefon&brand=3&sort=price_asc&page_size=24']);
    await waitFor(() => expect(document.title).toBe('“telefon” için arama sonuçları | Çarşı'));
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });

  it('offers "En alakalı" as the default order when searching for words', async () => {
    const user = userEvent.setup();
    serve(() => ({ status: 200, data: searchFixture(30) }));
    const { router } = renderApp('/search?q=telefon&page=2');
    const sort = await screen.findByRole('combobox', { name: 'Sırala' });
    expect(sort).toHaveValue('');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('En alakalı');
    await user.selectOptions(sort, 'En çok satan');
    await waitFor(() => expect(router.state.location.search).toBe('?q=telefon&sort=best_selling'));
    await waitFor(() =>
      expect(searchCalls().at(-1)).toBe('q=telefon&sort=best_selling&page_size=24'),
    );
  });

  it('links "Bunu mu demek istediniz?" to the corrected search', async () => {
    serve(() => ({ status: 200, data: searchFixture(3, { did_you_mean: 'kırmızı elbise' }) }));
    renderApp('/search?q=kirmizi%20elbse&brand=3');
    const link = await screen.findByRole('link', { name: 'kırmızı elbise' });
    expect(link.closest('p')).toHaveTextContent('Bunu mu demek istediniz? kırmızı elbise');
    expect(link).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('kırmızı elbise').replace(/%20/g, '+')}`,
    );
  });

  it('zero results: the correction, tips and best sellers (first 8)', async () => {
    serve(() => ({
      status: 200,
      data: searchFixture(0, { query: 'xqzv', did_you_mean: 'kazak' }),
    }));
    renderApp('/search?q=xqzv');
    expect(
      await screen.findByRole('heading', { level: 1, name: '“xqzv” için sonuç bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kazak' })).toHaveAttribute('href', '/search?q=kazak');
    expect(screen.getByText(/Yazımı kontrol edin/)).toBeInTheDocument();
    expect(screen.getByText(/Daha genel bir kelime deneyin/)).toBeInTheDocument();
    const row = await screen.findByRole('region', { name: 'Çok satanlara göz atın' });
    expect(within(row).getAllByRole('article')).toHaveLength(8);
    expect(within(row).getByRole('link', { name: /Çok Satan 1$/ })).toHaveAttribute(
      'href',
      '/urun-detay/urun-100',
    );
    // No empty filter panel on this page.
    expect(screen.queryByRole('complementary', { name: 'Filtreler' })).not.toBeInTheDocument();
  });

  it('no match with filters set: the listing empty state, not the zero-result page', async () => {
    serve((req) => ({
      status: 200,
      data: req.url.includes('brand=') ? searchFixture(0) : searchFixture(5),
    }));
    renderApp('/search?q=telefon&brand=4');
    expect(
      await screen.findByRole('heading', { name: 'Bu filtrelerle eşleşen ürün yok' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sonuç bulunamadı/)).not.toBeInTheDocument();
  });

  it('the category facet narrows the search in place; its chip shows the name', async () => {
    const user = userEvent.setup();
    serve(() => ({
      status: 200,
      data: searchFixture(30, {
        facets: {
          ...listingFixture().facets,
          categories: [{ id: 1, name: 'Elektronik', slug: 'elektronik', count: 21 }],
        },
      }),
    }));
    const { router } = renderApp('/search?q=telefon&brand=3&page=2');
    const link = await within(
      await screen.findByRole('complementary', { name: 'Filtreler' }),
    ).findByRole('link', { name: 'Elektronik, 21 ürün' });
    expect(link).toHaveAttribute('href', '/search?q=telefon&category=1&brand=3');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?q=telefon&category=1&brand=3'));
    await waitFor(() =>
      expect(searchCalls().at(-1)).toBe('q=telefon&category=1&brand=3&page_size=24'),
    );
    expect(
      await screen.findByRole('button', { name: 'Filtreyi kaldır: Elektronik' }),
    ).toBeInTheDocument();
    expect(within(filters()).getByRole('checkbox', { name: /^Anadolu/ })).toBeChecked();
  });

  it('without words it lists everything ("Yeni gelenler" for the newest-first link)', async () => {
    serve(() => ({ status: 200, data: searchFixture(40, { query: '' }) }));
    renderApp('/search?sort=newest');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yeni gelenler' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(searchCalls()).toEqual(['sort=newest&page_size=24']));
  });
});
