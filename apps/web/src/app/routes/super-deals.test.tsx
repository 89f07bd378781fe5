import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { categoriesFixture } from '@/app/testing';
import {
  dealFixture,
  installApi,
  queryOf,
  renderPage,
  superDealsFixture,
} from '@/features/discovery/test-utils';
import type { MockAdapter } from '@/lib/test-adapter';
import { SuperDealsPage } from './super-deals';

const PATH = '/api/urun/api/super-deals/';
let adapter: MockAdapter;
afterEach(() => adapter.restore());

const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '');

function install(data = superDealsFixture()) {
  adapter = installApi({
    [PATH]: () => ({ status: 200, data }),
    '/api/urun/api/categories/': () => ({ status: 200, data: categoriesFixture }),
  });
}

function renderDeals(entry = '/super-firsatlar') {
  return renderPage('/super-firsatlar', <SuperDealsPage />, entry);
}

describe('/super-firsatlar', () => {
  it('shows each starred deal with its seller, prices, discount, low stock and countdown', async () => {
    install();
    renderDeals();
    expect(screen.getByRole('heading', { level: 1, name: 'Süper fırsatlar' })).toBeInTheDocument();
    const strip = await screen.findByRole('region', { name: 'Günün Süper Fırsatları' });
    const deals = within(strip).getAllByRole('article');
    expect(deals).toHaveLength(2);

    const first = deals[0]!;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/urun-detay/akilli-telefon-128-gb',
    );
    expect(first).toHaveTextContent('Satıcı: Anadolu Ticaret');
    // The deal offer's own prices, not the product card's.
    expect(money(first.querySelector('s')?.textContent)).toContain('14.999,00');
    expect(money(first.textContent)).toContain('9.999,00');
    expect(within(first).getByText('%33 indirim')).toBeInTheDocument();
    expect(within(first).getByText('Son 2 ürün')).toBeInTheDocument();
    expect(within(first).getByText(/^1 gün \d\d:\d\d:\d\d$/)).toBeInTheDocument();

    expect(deals[1]).toHaveTextContent('Satıcı: Ege Elektronik');
    expect(within(deals[1]!).queryByText(/^Son \d+ ürün$/)).not.toBeInTheDocument();
  });

  it('shows a capped deal’s remaining deal stock (docs/decisions/038)', async () => {
    install(superDealsFixture({ starred: [dealFixture({ stock: 3, stock_cap: 5 })] }));
    renderDeals();
    const strip = await screen.findByRole('region', { name: 'Günün Süper Fırsatları' });
    const [deal] = within(strip).getAllByRole('article');
    expect(deal).toHaveTextContent('3 / 5 fırsat ürünü kaldı');
    const meter = within(deal!).getByRole('meter', { name: 'Kalan fırsat stoğu' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuemax', '5');
    // The remaining deal stock replaces the offer's low-stock badge.
    expect(within(deal!).queryByText(/^Son \d+ ürün$/)).not.toBeInTheDocument();
  });

  it('renders the deals it is given: one that has already ended says "Süresi doldu"', async () => {
    install(
      superDealsFixture({
        starred: [
          dealFixture(),
          dealFixture({
            id: 3,
            seller_name: 'Marmara Market',
            ends_at: new Date(Date.now() - 1000).toISOString(),
          }),
        ],
      }),
    );
    renderDeals();
    const strip = await screen.findByRole('region', { name: 'Günün Süper Fırsatları' });
    const deals = within(strip).getAllByRole('article');
    expect(deals).toHaveLength(2);
    expect(deals[1]).toHaveTextContent('Marmara Market');
    expect(within(deals[1]!).getByText('Süresi doldu')).toBeInTheDocument();
    expect(within(deals[0]!).queryByText('Süresi doldu')).not.toBeInTheDocument();
  });

  it('leaves the strip out when no deal is running and still lists the discounted products', async () => {
    install(superDealsFixture({ starred: [] }));
    renderDeals();
    const grid = await screen.findByRole('list', { name: 'İndirimli ürünler' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.queryByRole('region', { name: 'Günün Süper Fırsatları' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('50 ürün · en yüksek indirim önce')).toBeInTheDocument();
  });

  it('pages with real links and asks the server for the page in the URL', async () => {
    install();
    const { user, search } = renderDeals('/super-firsatlar?category=1');
    const pages = await screen.findByRole('navigation', { name: 'Sayfalar' });
    // 50 products, 24 a page → 3 pages.
    expect(within(pages).getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute(
      'href',
      '/super-firsatlar?category=1&page=3',
    );
    expect(queryOf(adapter.requests.find((r) => r.url.includes(PATH))).get('category')).toBe('1');

    await user.click(within(pages).getByRole('link', { name: /Sonraki/ }));
    expect(search().get('page')).toBe('2');
    expect(search().get('category')).toBe('1');
    await screen.findByRole('link', { name: 'Sayfa 2', current: 'page' });
    const last = adapter.requests.filter((r) => r.url.includes(PATH)).at(-1);
    expect(queryOf(last).get('page')).toBe('2');
    expect(queryOf(last).get('category')).toBe('1');
    // Later pages are for the grid: the starred strip leads page 1 only.
    expect(
      screen.queryByRole('region', { name: 'Günün Süper Fırsatları' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Önceki/ })).toHaveAttribute(
      'href',
      '/super-firsatlar?category=1',
    );
  });

  it('the category filter goes back to the first page', async () => {
    install();
    const { user, search } = renderDeals('/super-firsatlar?page=2');
    const chips = await screen.findByRole('navigation', { name: 'Kategoriler' });
    const moda = within(chips).getByRole('link', { name: 'Moda' });
    expect(moda).toHaveAttribute('href', '/super-firsatlar?category=2');
    await user.click(moda);
    expect(search().get('category')).toBe('2');
    expect(search().has('page')).toBe(false);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'İndirimli ürünler: Moda' }),
    ).toBeInTheDocument();
  });

  it('a page past the end is an empty page with a link to the first', async () => {
    install(superDealsFixture({ results: [], count: 50 }));
    renderDeals('/super-firsatlar?page=9');
    expect(await screen.findByRole('heading', { name: 'Bu sayfada ürün yok' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk sayfaya dön' })).toHaveAttribute(
      'href',
      '/super-firsatlar',
    );
  });
});
