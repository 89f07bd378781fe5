import type { ProductDetail } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/lib/cart/cart-store';
import {
  productDetailFixture,
  questionFixture,
  reviewFixture,
} from '@/features/product-detail/test-fixtures';
import { AppToaster } from '@/lib/app-toaster';
import {
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';
import { setSession } from '../testing';
import { ProductPage } from './product';

const DETAIL = '/api/urun/api/products/pamuklu-basic-tisort/';

/** The card of a product as the favourites API returns it. */
function productCardOf(p: ReturnType<typeof productDetailFixture>) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    brand: p.brand,
    category_id: p.category.id,
    price: p.price ?? 0,
    list_price: p.list_price,
    discount_percent: p.discount_percent,
    rating: p.rating,
    review_count: p.review_count,
    seller_count: p.seller_count,
    stock: 5,
    free_shipping: false,
    image: null,
  };
}
let adapter: MockAdapter;
let detail: () => MockReply;
let extra: (req: RecordedRequest) => MockReply | undefined;

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  detail = () => ({ status: 200, data: productDetailFixture() });
  extra = () => undefined;
  adapter = installMockFetch((req) => {
    const custom = extra(req);
    if (custom) return custom;
    const path = req.url.split('?')[0];
    if (path === DETAIL) return detail();
    if (
      path === '/api/urun/api/products/77/similar/' ||
      path === '/api/urun/api/products/77/bought-together/'
    )
      return { status: 200, data: { results: [] } };
    if (path === '/api/urun/api/products/77/reviews/')
      return {
        status: 200,
        data: { count: 2, next: null, previous: null, results: productDetailFixture().reviews },
      };
    if (path === '/api/urun/api/products/77/questions/')
      return {
        status: 200,
        data: { count: 1, next: null, previous: null, results: productDetailFixture().questions },
      };
    return { status: 404, data: { detail: 'Bulunamadı.' } };
  });
  useCartStore.getState().clear();
});
afterEach(() => {
  adapter.restore();
  vi.useRealTimers();
});

function renderPage(
  url = '/urun-detay/pamuklu-basic-tisort',
  session: 'anonymous' | 'authenticated' = 'anonymous',
) {
  setSession(session);
  const router = createMemoryRouter(
    [
      { path: '/urun-detay/:slug', element: <ProductPage /> },
      { path: '/sepet/', element: <h1>Sepet sayfası</h1> },
      { path: '/login', element: <h1>Giriş sayfası</h1> },
      { path: '*', element: <h1>Başka sayfa</h1> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, user: userEvent.setup() };
}

const money = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');
/** The big price of the buy box (the last <p> of the Price block with the current price). */
async function mainPrice() {
  const h1 = await screen.findByRole('heading', { level: 1 });
  const info = h1.closest('header')!.parentElement!;
  return money(info.querySelector('p.text-3xl')?.textContent);
}
function struckPrice() {
  const h1 = screen.getByRole('heading', { level: 1 });
  const info = h1.closest('header')!.parentElement!;
  return money(info.querySelector('s')?.textContent);
}
const sizeButton = (name: string) =>
  within(screen.getByRole('group', { name: /^Beden/ })).getByRole('button', {
    name: new RegExp(`^${name}\\b`),
  });
const colourButton = (name: string) =>
  within(screen.getByRole('group', { name: /^Renk/ })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });
const mainAddButton = () =>
  screen.getAllByRole('button', { name: /^(Sepete ekle|Tükendi|Satışta değil)$/ })[0]!;

describe('/urun-detay/:slug', () => {
  it('shows a skeleton, then the product with brand, rating summary and the default variant', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Ürün yükleniyor' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pamuklu Basic Tişört' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pamuklu Basic Tişört | Çarşı'));
    expect(screen.getByRole('link', { name: 'Koton' })).toHaveAttribute(
      'href',
      '/search?q=Koton&brand=5',
    );
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent('1.234 değerlendirme · 56 yorum');
    expect(within(header).getByRole('img', { name: '5 üzerinden 4,6 puan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 soru-cevap' })).toHaveAttribute(
      'href',
      '#soru-cevap',
    );
    expect(await mainPrice()).toContain('499,90');
    expect(struckPrice()).toContain('649,90');
    expect(screen.getAllByText('%23').length).toBeGreaterThan(0);
    // The 30-day rule's lowest price and the seller's promotions (docs/decisions/037).
    expect(screen.getByText(/Son 30 günün en düşük fiyatı/)).toHaveTextContent('499,90');
    const promos = screen.getByRole('list', { name: 'Kampanyalar' });
    expect(within(promos).getByText('3 al 2 öde')).toBeInTheDocument();
    expect(within(promos).getByText('Kupon: 50 TL')).toBeInTheDocument();
    expect(screen.getByText('Renk')).toBeInTheDocument();
    expect(sizeButton('S')).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the breadcrumb: top category to /kategori, deeper ones to /alt-kategori', async () => {
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Sayfa konumu' });
    expect(within(nav).getByRole('link', { name: 'Moda' })).toHaveAttribute('href', '/kategori/2');
    expect(within(nav).getByRole('link', { name: 'Kadın' })).toHaveAttribute(
      'href',
      '/alt-kategori/21',
    );
    expect(within(nav).getByRole('link', { name: 'Tişört' })).toHaveAttribute(
      'href',
      '/alt-kategori/211',
    );
  });

  it('disables combinations nobody sells and strikes sold-out ones', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    // Red: S, M in stock; L sold out but choosable; white is sold by nobody.
    expect(sizeButton('S')).toBeEnabled();
    expect(sizeButton('L')).toBeEnabled();
    expect(sizeButton('L')).toHaveAccessibleName('L (Tükendi)');
    expect(colourButton('Beyaz')).toBeDisabled();
    // Black has no S.
    await user.click(colourButton('Siyah'));
    await waitFor(() => expect(sizeButton('S')).toBeDisabled());
    expect(sizeButton('M')).toBeEnabled();
    expect(sizeButton('L')).toHaveAccessibleName('L');
  });

  it('puts the chosen variant in the URL and moves price, list price and discount with it', async () => {
    const { user, router } = renderPage('/urun-detay/pamuklu-basic-tisort?ref=home');
    await screen.findByRole('heading', { level: 1 });
    // Red S → black: black S does not exist, so the nearest (black M) is chosen.
    await user.click(colourButton('Siyah'));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=home&v=104'));
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(await mainPrice()).toContain('459,90');
    expect(struckPrice()).toBe('');
    expect(screen.queryByText('%23')).not.toBeInTheDocument();
    // Back to red keeps the size M.
    await user.click(colourButton('Kırmızı'));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=home&v=102'));
    expect(await mainPrice()).toContain('519,90');
    expect(struckPrice()).toContain('599,90');
    expect(screen.getAllByText('%13').length).toBeGreaterThan(0);
    // Replaced, not pushed: one history entry for the page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('honours ?v= on load and lists the other sellers of that variant', async () => {
    renderPage('/urun-detay/pamuklu-basic-tisort?v=102');
    expect(await mainPrice()).toContain('519,90');
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    const sellerBox = screen.getByText('Satıcı:').closest('dl')!;
    expect(sellerBox).toHaveTextContent('Moda Evi');
    expect(sellerBox).toHaveTextContent('Kargo bedava');
    expect(sellerBox).toHaveTextContent('Tahmini teslimat: 25–27 Kasım');
    const others = screen.getByRole('region', { name: 'Diğer satıcılar (2)' });
    const trend = within(others).getByRole('listitem', { name: 'Trend Tekstil teklifi' });
    expect(money(trend.textContent)).toContain('549,90');
    expect(trend).toHaveTextContent('Kargo bedava');
    expect(trend).toHaveTextContent('Tahmini teslimat: 26–29 Kasım');
    expect(
      within(trend).getByRole('button', { name: 'Sepete ekle — Trend Tekstil' }),
    ).toBeEnabled();
    const bursa = within(others).getByRole('listitem', { name: 'Bursa Giyim teklifi' });
    expect(bursa).toHaveTextContent('Kargo 39,90 TL');
    expect(within(bursa).getByRole('button', { name: /Tükendi/ })).toBeDisabled();
  });

  it('disables "Sepete ekle" for a sold-out variant', async () => {
    renderPage('/urun-detay/pamuklu-basic-tisort?v=103');
    await screen.findByRole('heading', { level: 1 });
    expect(mainAddButton()).toHaveTextContent('Tükendi');
    expect(mainAddButton()).toBeDisabled();
    expect(screen.getByText('Tükendi', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adedi artır' })).toBeDisabled();
  });

  it('bounds the quantity by the stock and shows "Son 2 ürün"', async () => {
    const { user } = renderPage('/urun-detay/pamuklu-basic-tisort?v=102');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Son 2 ürün', { selector: 'p' })).toBeInTheDocument();
    const minus = screen.getByRole('button', { name: 'Adedi azalt' });
    const plus = screen.getByRole('button', { name: 'Adedi artır' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(screen.getByRole('status', { name: 'Adet: 2' })).toHaveTextContent('2');
    expect(plus).toBeDisabled();
  });

  it('adds the chosen offer with its quantity to the local cart and says so', async () => {
    const { user, router } = renderPage('/urun-detay/pamuklu-basic-tisort?v=102');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Adedi artır' }));
    await user.click(mainAddButton());
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        offer_id: 1002,
        product_id: 77,
        slug: 'pamuklu-basic-tisort',
        title: 'Pamuklu Basic Tişört',
        seller: { id: 1, name: 'Moda Evi' },
        variant_label: 'Kırmızı / M',
        unit_price: 51_990,
        list_price: 59_990,
        quantity: 2,
        max_quantity: 2,
        image: '/media/p/img-502/400.webp',
      }),
    ]);
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();

    // Another seller's own button adds that seller's offer.
    await user.click(screen.getByRole('button', { name: 'Sepete ekle — Trend Tekstil' }));
    expect(useCartStore.getState().items.map((i) => [i.offer_id, i.quantity])).toEqual([
      [1002, 2],
      [1003, 1],
    ]);

    await user.click(screen.getAllByRole('link', { name: 'Sepete git' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet/'));
  });

  it('shows the deal countdown of an offer with a running deal, and the units left under its cap', async () => {
    renderPage('/urun-detay/pamuklu-basic-tisort?v=104');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/^Fırsatın bitmesine/)).toHaveTextContent(
      /Fırsatın bitmesine 02:00:[0-3]\d/,
    );
    expect(screen.getByText(/fırsat ürünü kaldı/)).toHaveTextContent('7 / 20 fırsat ürünü kaldı');
  });

  it('shows the images of the chosen colour first', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: /^Görseli büyüt/ })).toHaveAccessibleName(
      'Görseli büyüt: Kırmızı tişört',
    );
    await user.click(colourButton('Siyah'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Görseli büyüt/ })).toHaveAccessibleName(
        'Görseli büyüt: Siyah tişört',
      ),
    );
    const main = screen.getByRole('img', { name: 'Siyah tişört' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '800');
  });

  it('renders the description, the attributes and the compatible systems', async () => {
    detail = () => ({
      status: 200,
      data: productDetailFixture({
        systems: [{ id: 9, names: ['Otomobil', 'Renault', 'Clio', '2019–2025'] }],
      }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('bisiklet yaka', { selector: 'strong' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ürün özellikleri' });
    expect(within(table).getByRole('rowheader', { name: 'Materyal' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Pamuk' })).toBeInTheDocument();
    const systems = screen.getByRole('region', { name: 'Uyumlu araçlar / cihazlar' });
    expect(within(systems).getByRole('listitem')).toHaveTextContent(
      'Otomobil, Renault, Clio, 2019–2025',
    );
  });

  it('pages the reviews and filters them by stars', async () => {
    const pages: Record<string, unknown> = {
      '1': { count: 4, next: 'x', previous: null, results: [reviewFixture(1), reviewFixture(2)] },
      '2': {
        count: 4,
        next: null,
        previous: 'x',
        results: [reviewFixture(3), reviewFixture(4, { author: 'Son Yorumcu' })],
      },
    };
    extra = (req) => {
      const url = new URL(req.url, 'http://x');
      if (url.pathname !== '/api/urun/api/products/77/reviews/') return undefined;
      if (url.searchParams.get('rating') === '1')
        return {
          status: 200,
          data: {
            count: 1,
            next: null,
            previous: null,
            results: [reviewFixture(9, { rating: 1, author: 'Mutsuz Müşteri' })],
          },
        };
      return { status: 200, data: pages[url.searchParams.get('page') ?? '1'] };
    };
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Değerlendirmeler' });
    expect(within(section).getByText('Ayşe Y.')).toBeInTheDocument();
    expect(within(section).getAllByText('Seçenek: Kırmızı / M').length).toBe(2);
    // Click until the second page is in (the first click may only reveal page 1).
    const more = () => within(section).queryByRole('button', { name: 'Daha fazla değerlendirme' });
    await waitFor(async () => {
      const btn = more();
      if (btn && !btn.hasAttribute('disabled')) await user.click(btn);
      expect(within(section).getByText('Son Yorumcu')).toBeInTheDocument();
    });
    expect(more()).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: /^1 yıldız/ }));
    expect(await within(section).findByText('Mutsuz Müşteri')).toBeInTheDocument();
    expect(within(section).queryByText('Ayşe Y.')).not.toBeInTheDocument();
    expect(adapter.requests.some((r) => r.url.includes('rating=1'))).toBe(true);
    // No 2-star reviews: that filter cannot be chosen.
    expect(within(section).getByRole('button', { name: /^2 yıldız/ })).toBeDisabled();
  });

  it('shows answered questions and pages them; asking needs a login', async () => {
    extra = (req) => {
      const url = new URL(req.url, 'http://x');
      if (url.pathname !== '/api/urun/api/products/77/questions/') return undefined;
      return url.searchParams.get('page') === '2'
        ? {
            status: 200,
            data: {
              count: 12,
              next: null,
              previous: 'x',
              results: [questionFixture(7, { body: 'Kalıbı dar mı?' })],
            },
          }
        : {
            status: 200,
            data: { count: 12, next: 'x', previous: null, results: [questionFixture(1)] },
          };
    };
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Soru-cevap (12)' });
    expect(within(section).getByText('Soru 1: Yıkamada çeker mi?')).toBeInTheDocument();
    expect(
      within(section).getByText('Cevap 1: 30 derecede yıkarsanız çekmez.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Soru sormak için giriş yapın' }),
    ).toHaveAttribute('href', '/login?from=%2Furun-detay%2Fpamuklu-basic-tisort');
    await waitFor(async () => {
      const btn = within(section).queryByRole('button', { name: 'Daha fazla soru' });
      if (btn && !btn.hasAttribute('disabled')) await user.click(btn);
      expect(within(section).getByText('Kalıbı dar mı?')).toBeInTheDocument();
    });
  });

  it('asks an anonymous visitor to log in for the heart; adds it through the favourites API when signed in', async () => {
    const first = renderPage();
    await screen.findByRole('heading', { level: 1 });
    await first.user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Favorilere eklemek için giriş yapın',
    });
    expect(within(dialog).getByRole('link', { name: 'Giriş yap' })).toHaveAttribute(
      'href',
      '/login?from=%2Furun-detay%2Fpamuklu-basic-tisort',
    );
    first.unmount();

    expect(adapter.requests.some((r) => r.url.startsWith('/api/core/favorites/'))).toBe(false);

    // A server that remembers: the list answers what was added.
    const saved: unknown[] = [];
    extra = (req) => {
      if (req.url.split('?')[0] !== '/api/core/favorites/') return undefined;
      if (req.method.toUpperCase() !== 'POST') return { status: 200, data: [...saved] };
      const favorite = {
        product: productCardOf(productDetailFixture()),
        added_at: '2026-03-01T00:00:00Z',
        price_at_add: 0,
        price_drop: 0,
      };
      saved.push(favorite);
      return { status: 201, data: favorite };
    };
    const second = renderPage(undefined, 'authenticated');
    await screen.findByRole('heading', { level: 1 });
    await second.user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const post = adapter.requests.find(
      (r) => r.method.toUpperCase() === 'POST' && r.url === '/api/core/favorites/',
    );
    expect(JSON.parse(String(post?.data))).toEqual({ product_id: 77 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('loads the similar and bought-together rows', async () => {
    extra = (req) =>
      req.url.endsWith('/77/similar/')
        ? {
            status: 200,
            data: {
              results: [
                {
                  id: 78,
                  slug: 'oversize-tisort',
                  title: 'Oversize Tişört',
                  brand: { id: 5, name: 'Koton', slug: 'koton' },
                  category_id: 211,
                  price: 39_990,
                  list_price: null,
                  discount_percent: 0,
                  rating: 4.1,
                  review_count: 3,
                  seller_count: 1,
                  stock: 10,
                  free_shipping: false,
                  image: null,
                },
              ],
            },
          }
        : undefined;
    renderPage();
    const row = await screen.findByRole('region', { name: 'Benzer ürünler' });
    expect(within(row).getByRole('link', { name: /Oversize Tişört/ })).toHaveAttribute(
      'href',
      '/urun-detay/oversize-tisort',
    );
    // An empty row is not shown at all.
    expect(screen.queryByRole('region', { name: 'Birlikte alınanlar' })).not.toBeInTheDocument();
  });

  it('shows the Turkish 404 page for an unknown product', async () => {
    detail = () => ({ status: 404, data: { detail: 'Ürün bulunamadı.', code: 'not_found' } });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı | Çarşı'));
  });

  it('offers a retry after a network error', async () => {
    let fail = true;
    detail = () =>
      fail
        ? { status: 503, data: { detail: 'Hizmet geçici olarak kullanılamıyor.' } }
        : { status: 200, data: productDetailFixture() };
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ürün şu anda yüklenemedi' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pamuklu Basic Tişört' }),
    ).toBeInTheDocument();
  });
});

describe('a product without variants or offers', () => {
  it('has no picker and says it is not on sale', async () => {
    const bare: ProductDetail = productDetailFixture({
      axes: [],
      variants: [
        {
          id: 1,
          sku: 'X',
          values: {},
          best_offer_id: null,
          price: null,
          list_price: null,
          in_stock: false,
        },
      ],
      default_variant_id: 1,
      offers: [],
      images: [],
    });
    detail = () => ({ status: 200, data: bare });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: /^Beden/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bu seçenek şu anda satışta değil')).toBeInTheDocument();
    expect(mainAddButton()).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Görsel yok' })).toBeInTheDocument();
    await act(async () => {});
  });
});
