import type { ListingResponse } from '@carsi/shared';
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

const PRODUCTS = '/api/urun/api/products/';

// The first test also loads the lazy route chunks.
vi.setConfig({ testTimeout: 20_000 });

let adapter: MockAdapter | undefined;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter?.restore());

/** Answers the product listing with `reply`, the category tree from the shared fixture. */
function serve(reply: (req: RecordedRequest) => MockReply | Promise<MockReply>) {
  adapter = installMockFetch((req) => {
    if (req.url.includes(PRODUCTS)) return reply(req);
    if (req.url.endsWith('/api/urun/api/categories/'))
      return { status: 200, data: categoriesFixture };
    return { status: 404, data: { detail: 'Bulunamadı' } };
  });
  return adapter;
}

const listingCalls = () =>
  adapter!.requests
    .filter((r) => r.url.includes(PRODUCTS))
    .map((r) => decodeURIComponent(r.url.slice(r.url.indexOf('?') + 1)));

const search = (router: ReturnType<typeof renderApp>['router']) =>
  decodeURIComponent(router.state.location.search);

async function open(entry: string, data: ListingResponse = listingFixture()) {
  serve(() => ({ status: 200, data }));
  const result = renderApp(entry);
  await screen.findByRole('heading', { level: 1, name: 'Akıllı Telefon' });
  await screen.findByRole('link', { name: /Deneme Ürün 1$/ });
  return result;
}

const resultCount = () =>
  screen.getByText((_, el) => el?.getAttribute('aria-live') === 'polite' && el.tagName === 'P');
const filters = () => screen.getByRole('complementary', { name: 'Filtreler' });

describe('category listing', () => {
  it('sends the URL filters to the API, with the category from the path', async () => {
    await open(
      '/alt-kategori/111?brand=3&brand=4&attr=renk:kirmizi&min_price=10000&rating_min=4&in_stock=true&sort=price_asc&page=2',
    );
    expect(listingCalls()).toEqual([
      'category=111&brand=3&brand=4&attr=renk:kirmizi&min_price=10000&rating_min=4&in_stock=true&sort=price_asc&page=2&page_size=24',
    ]);
  });

  it('shows the breadcrumb from the category tree, the heading, count and title', async () => {
    await open('/alt-kategori/111');
    const crumbs = screen.getByRole('navigation', { name: 'Sayfa konumu' });
    expect(within(crumbs).getByRole('link', { name: 'Ana sayfa' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Elektronik' })).toHaveAttribute(
      'href',
      '/kategori/1',
    );
    expect(within(crumbs).getByRole('link', { name: 'Cep Telefonu' })).toHaveAttribute(
      'href',
      '/alt-kategori/11',
    );
    expect(within(crumbs).getByText('Akıllı Telefon')).toHaveAttribute('aria-current', 'page');
    expect(resultCount()).toHaveTextContent(/^30 ürün$/);
    await waitFor(() =>
      expect(document.title).toBe('Akıllı Telefon Ürünleri ve Fiyatları | Çarşı'),
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });

  it('formats a large result count the Turkish way', async () => {
    await open('/alt-kategori/111', listingFixture(1234));
    expect(resultCount()).toHaveTextContent(/^1\.234 ürün$/);
  });

  it('renders the facets with their counts; values without matches are hidden', async () => {
    await open('/alt-kategori/111?brand=3');
    const panel = filters();
    const brands = within(panel).getByRole('group', { name: 'Marka' });
    expect(within(brands).getByRole('checkbox', { name: 'Anadolu, 12 ürün' })).toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'Boğaziçi, 7 ürün' })).not.toBeChecked();
    expect(within(brands).queryByRole('checkbox', { name: /Yok Marka/ })).not.toBeInTheDocument();
    const colours = within(panel).getByRole('group', { name: 'Renk' });
    expect(within(colours).getByRole('checkbox', { name: 'Kırmızı, 4 ürün' })).toBeInTheDocument();
    expect(within(colours).queryByRole('checkbox', { name: /Lila/ })).not.toBeInTheDocument();
    // A colour swatch from the value's hex.
    const swatch = within(colours)
      .getByRole('checkbox', { name: /Kırmızı/ })
      .parentElement!.querySelector('[style]') as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(208, 49, 45)');
    expect(
      within(panel).getByRole('checkbox', { name: 'Sadece stoktakiler, 20 ürün' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('checkbox', { name: 'İndirimli ürünler, 8 ürün' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('radio', { name: '4 yıldız ve üzeri, 15 ürün' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('checkbox', { name: 'TeknoDünya, 14 ürün' }),
    ).toBeInTheDocument();
    const subs = within(panel).getByRole('group', { name: 'Alt kategoriler' });
    expect(within(subs).getByRole('link', { name: 'Akıllı Telefon, 30 ürün' })).toHaveAttribute(
      'href',
      '/alt-kategori/111',
    );
    // The price bounds are the placeholders (in TL).
    expect(within(panel).getByLabelText('En az (TL)')).toHaveAttribute('placeholder', '899');
    expect(within(panel).getByLabelText('En çok (TL)')).toHaveAttribute('placeholder', '57500');
  });

  it('a brand checkbox adds a repeated key, resets the page and refetches', async () => {
    const user = userEvent.setup();
    const { router } = await open('/alt-kategori/111?brand=3&page=3');
    await user.click(within(filters()).getByRole('checkbox', { name: /^Boğaziçi/ }));
    await waitFor(() => expect(search(router)).toBe('?brand=3&brand=4'));
    await waitFor(() =>
      expect(listingCalls().at(-1)).toBe('category=111&brand=3&brand=4&page_size=24'),
    );
    await user.click(within(filters()).getByRole('checkbox', { name: /^Anadolu/ }));
    await waitFor(() => expect(search(router)).toBe('?brand=4'));
  });

  it('an attribute value becomes attr=axis:value', async () => {
    const user = userEvent.setup();
    const { router } = await open('/alt-kategori/111');
    await user.click(within(filters()).getByRole('checkbox', { name: /^Kırmızı/ }));
    await user.click(within(filters()).getByRole('checkbox', { name: /^256 GB/ }));
    await waitFor(() => expect(search(router)).toBe('?attr=renk:kirmizi&attr=hafiza:256-gb'));
    await user.click(within(filters()).getByRole('radio', { name: /^4 yıldız/ }));
    await user.click(within(filters()).getByRole('checkbox', { name: /^Sadece stoktakiler/ }));
    await waitFor(() =>
      expect(search(router)).toBe(
        '?attr=renk:kirmizi&attr=hafiza:256-gb&rating_min=4&in_stock=true',
      ),
    );
  });

  it('price inputs take TL, send kuruş, and refuse min > max in Turkish', async () => {
    const user = userEvent.setup();
    const { router } = await open('/alt-kategori/111?page=2');
    const panel = within(filters());
    await user.type(panel.getByLabelText('En az (TL)'), '500');
    await user.type(panel.getByLabelText('En çok (TL)'), '100');
    await user.click(panel.getByRole('button', { name: 'Uygula' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'En düşük fiyat en yüksek fiyattan büyük olamaz.',
    );
    expect(panel.getByLabelText('En az (TL)')).toHaveAttribute('aria-invalid', 'true');
    expect(search(router)).toBe('?page=2');

    await user.clear(panel.getByLabelText('En az (TL)'));
    await user.type(panel.getByLabelText('En az (TL)'), '1.299,90');
    await user.clear(panel.getByLabelText('En çok (TL)'));
    await user.type(panel.getByLabelText('En çok (TL)'), '2000{Enter}');
    await waitFor(() => expect(search(router)).toBe('?min_price=129990&max_price=200000'));
    await waitFor(() =>
      expect(listingCalls().at(-1)).toBe(
        'category=111&min_price=129990&max_price=200000&page_size=24',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The chip shows the range; the inputs keep the applied values.
    expect(
      screen.getByRole('button', { name: 'Filtreyi kaldır: 1.299,90 TL – 2.000,00 TL' }),
    ).toBeInTheDocument();
    expect(within(filters()).getByLabelText('En az (TL)')).toHaveValue('1299,90');
  });

  it('refuses a price that is not an amount', async () => {
    const user = userEvent.setup();
    const { router } = await open('/alt-kategori/111');
    await user.type(within(filters()).getByLabelText('En çok (TL)'), 'çok{Enter}');
    expect(await within(filters()).findByRole('alert')).toHaveTextContent(
      'Geçerli bir tutar girin (ör. 1.299,90).',
    );
    expect(search(router)).toBe('');
  });

  it('the sort select writes sort= and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = await open('/alt-kategori/111?brand=3&page=2');
    const sort = screen.getByRole('combobox', { name: 'Sırala' });
    expect(sort).toHaveValue('');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Önerilen',
      'En düşük fiyat',
      'En yüksek fiyat',
      'En çok satan',
      'En yeni',
      'En çok değerlendirilen',
    ]);
    await user.selectOptions(sort, 'En yüksek fiyat');
    await waitFor(() => expect(search(router)).toBe('?brand=3&sort=price_desc'));
    await waitFor(() =>
      expect(listingCalls().at(-1)).toBe('category=111&brand=3&sort=price_desc&page_size=24'),
    );
    await user.selectOptions(sort, 'Önerilen');
    await waitFor(() => expect(search(router)).toBe('?brand=3'));
  });

  it('shows chips for active filters; a chip removes its filter, "Filtreleri temizle" all', async () => {
    const user = userEvent.setup();
    const { router } = await open(
      '/alt-kategori/111?brand=3&attr=renk:kirmizi&seller=1&discounted=true&sort=newest',
    );
    const chips = screen.getByRole('group', { name: 'Seçili filtreler' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      'Filtreyi kaldır: Anadolu',
      'Filtreyi kaldır: Renk: Kırmızı',
      'Filtreyi kaldır: TeknoDünya',
      'Filtreyi kaldır: İndirimli ürünler',
      'Filtreleri temizle',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Filtreyi kaldır: Renk: Kırmızı' }));
    await waitFor(() =>
      expect(search(router)).toBe('?brand=3&seller=1&discounted=true&sort=newest'),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Seçili filtreler' })).getByRole('button', {
        name: 'Filtreleri temizle',
      }),
    );
    await waitFor(() => expect(search(router)).toBe('?sort=newest'));
    expect(screen.queryByRole('group', { name: 'Seçili filtreler' })).not.toBeInTheDocument();
  });

  it('keeps the name of a chosen brand that dropped out of the facets', async () => {
    const user = userEvent.setup();
    let withoutAnadolu = false;
    serve(() => ({
      status: 200,
      data: withoutAnadolu
        ? listingFixture(3, {
            facets: {
              ...listingFixture().facets,
              brands: [{ id: 4, name: 'Boğaziçi', count: 3 }],
            },
          })
        : listingFixture(),
    }));
    const { router } = renderApp('/alt-kategori/111?brand=3');
    await screen.findByRole('link', { name: /Deneme Ürün 1$/ });
    withoutAnadolu = true;
    await user.click(within(filters()).getByRole('checkbox', { name: /^Kırmızı/ }));
    await waitFor(() => expect(search(router)).toBe('?brand=3&attr=renk:kirmizi'));
    await screen.findByText('3', { selector: '.font-semibold' });
    expect(screen.getByRole('button', { name: 'Filtreyi kaldır: Anadolu' })).toBeInTheDocument();
    // Still listed (and checked) so it can be unticked.
    expect(within(filters()).getByRole('checkbox', { name: 'Anadolu, 0 ürün' })).toBeChecked();
  });

  it('pages are real links that keep the filters', async () => {
    const { router } = await open('/alt-kategori/111?brand=3&page=2', listingFixture(100));
    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pages).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Sayfa 5' })).toHaveAttribute(
      'href',
      '/alt-kategori/111?brand=3&page=5',
    );
    expect(within(pages).getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute(
      'href',
      '/alt-kategori/111?brand=3',
    );
    expect(within(pages).getByRole('link', { name: /Sonraki/ })).toHaveAttribute(
      'href',
      '/alt-kategori/111?brand=3&page=3',
    );
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Sayfa 3' }));
    await waitFor(() => expect(search(router)).toBe('?brand=3&page=3'));
    await waitFor(() =>
      expect(listingCalls().at(-1)).toBe('category=111&brand=3&page=3&page_size=24'),
    );
  });

  it('shows a skeleton first, then keeps the old cards (dimmed) while a filter loads', async () => {
    const user = userEvent.setup();
    let release: ((r: MockReply) => void) | undefined;
    let calls = 0;
    serve(() => {
      calls += 1;
      if (calls === 1) return { status: 200, data: listingFixture() };
      return new Promise<MockReply>((resolve) => (release = resolve));
    });
    renderApp('/alt-kategori/111');
    expect(await screen.findByRole('status', { name: 'Ürünler yükleniyor' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Deneme Ürün 1$/ });
    await user.click(within(filters()).getByRole('checkbox', { name: /^Anadolu/ }));
    await waitFor(() => expect(release).toBeDefined());
    // The previous results stay, marked busy.
    expect(screen.getByRole('link', { name: /Deneme Ürün 1$/ }).closest('ul')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release!({
      status: 200,
      data: listingFixture(1, { results: [cardFixture(99, { title: 'Yeni Sonuç' })] }),
    });
    await screen.findByRole('link', { name: /Yeni Sonuç/ });
    expect(screen.queryByRole('link', { name: /Deneme Ürün 1$/ })).not.toBeInTheDocument();
  });

  it('suggests clearing the filters when nothing matches', async () => {
    const user = userEvent.setup();
    serve((req) => ({
      status: 200,
      data: req.url.includes('brand=') ? listingFixture(0) : listingFixture(),
    }));
    const { router } = renderApp('/alt-kategori/111?brand=5&in_stock=true');
    expect(
      await screen.findByRole('heading', { name: 'Bu filtrelerle eşleşen ürün yok' }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Filtreleri temizle' });
    await user.click(buttons.at(-1)!);
    await waitFor(() => expect(search(router)).toBe(''));
    await screen.findByRole('link', { name: /Deneme Ürün 1$/ });
  });

  it('says so when a page is beyond the end', async () => {
    serve(() => ({ status: 200, data: listingFixture(30, { results: [] }) }));
    renderApp('/alt-kategori/111?page=9');
    expect(await screen.findByRole('heading', { name: 'Bu sayfada ürün yok' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk sayfaya dön' })).toHaveAttribute(
      'href',
      '/alt-kategori/111',
    );
  });

  it('shows the Turkish 404 page when the API does not know the category', async () => {
    serve(() => ({ status: 404, data: { detail: 'Kategori bulunamadı.', code: 'not_found' } }));
    renderApp('/alt-kategori/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the listing fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve(() => (fail ? { status: 500, data: {} } : { status: 200, data: listingFixture() }));
    renderApp('/alt-kategori/111');
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' }, { timeout: 10_000 });
    fail = false;
    await user.click(retry);
    await screen.findByRole('link', { name: /Deneme Ürün 1$/ });
  });

  it('top category: sub-category links above the grid and in the filters', async () => {
    serve(() => ({
      status: 200,
      data: listingFixture(120, {
        facets: {
          ...listingFixture().facets,
          categories: [
            { id: 11, name: 'Cep Telefonu', slug: 'cep-telefonu', count: 40 },
            { id: 12, name: 'Bilgisayar', slug: 'bilgisayar', count: 35 },
          ],
        },
      }),
    }));
    renderApp('/kategori/1');
    await screen.findByRole('heading', { level: 1, name: 'Elektronik' });
    const tiles = screen.getByRole('navigation', { name: 'Elektronik alt kategorileri' });
    expect(within(tiles).getByRole('link', { name: 'Cep Telefonu, 40 ürün' })).toHaveAttribute(
      'href',
      '/alt-kategori/11',
    );
    await waitFor(() =>
      expect(within(filters()).getByRole('link', { name: 'Bilgisayar, 35 ürün' })).toHaveAttribute(
        'href',
        '/alt-kategori/12',
      ),
    );
    expect(listingCalls()).toEqual(['category=1&page_size=24']);
  });

  it('phones: "Filtrele" shows the active count and opens the filters in a sheet', async () => {
    const user = userEvent.setup();
    const { router } = await open('/alt-kategori/111?brand=3&attr=renk:kirmizi');
    const button = screen.getByRole('button', { name: 'Filtrele, 2 filtre seçili' });
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filtrele' });
    await user.click(within(sheet).getByRole('checkbox', { name: /^Boğaziçi/ }));
    await waitFor(() => expect(search(router)).toBe('?brand=3&brand=4&attr=renk:kirmizi'));
    await user.click(within(sheet).getByRole('button', { name: /ürünü göster$/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
