import type { CartLine } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore, type NewCartItem } from '@/lib/cart/cart-store';
import { cartFixture, cartLineFixture } from '@/features/cart/test-fixtures';
import { formatMoney } from '@/lib/format';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'anonymous'),
}));

const QUOTE = '/api/urun/api/cart/quote/';

/**
 * The offers as the database knows them today. Moda Evi ships free from 500 TL (29,90 TL
 * below), Teknoloji Dünyası never ships free (cartFixture's rules, like the server's).
 */
const catalogue: Record<number, Partial<CartLine>> = {
  1: { title: 'Pamuklu Tişört', unit_price: 20_000, list_price: 25_000, stock: 8 },
  2: { title: 'Kot Pantolon', unit_price: 45_000, list_price: null, stock: 2 },
  3: {
    title: 'Kahve Makinesi',
    unit_price: 10_000,
    list_price: null,
    stock: 5,
    seller: { id: 2, name: 'Teknoloji Dünyası', slug: 'teknoloji-dunyasi' },
  },
};

/** The quote endpoint: prices the sent lines from `catalogue`, unknown offers left out. */
function quoteServer(req: RecordedRequest): MockReply | undefined {
  if (!req.url.endsWith(QUOTE) || req.method !== 'POST') return undefined;
  const { items } = JSON.parse(String(req.data)) as {
    items: Array<{ offer_id: number; quantity: number; selected: boolean }>;
  };
  const lines = items
    .filter((i) => catalogue[i.offer_id])
    .map((i) => {
      const known = catalogue[i.offer_id]!;
      return cartLineFixture({
        ...known,
        id: i.offer_id,
        offer_id: i.offer_id,
        product_id: i.offer_id,
        slug: `urun-${i.offer_id}`,
        variant_label: null,
        quantity: i.quantity,
        selected: i.selected,
        price_at_add: known.unit_price!,
        max_quantity: Math.min(known.stock!, 10),
      });
    });
  return { status: 200, data: cartFixture(lines) };
}

let adapter: MockAdapter;
let handler: (req: RecordedRequest) => MockReply | undefined;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  handler = quoteServer;
  adapter = installCatalogApi((req) => handler(req));
  useCartStore.getState().clear();
});
afterEach(() => adapter.restore());

/** What the product page stored: prices of that moment, which may be out of date by now. */
function stored(overrides: Partial<NewCartItem>): NewCartItem {
  return {
    offer_id: 1,
    product_id: 1,
    slug: 'u',
    title: 'Ürün',
    image: null,
    seller: { id: 1, name: 'Moda Evi' },
    variant_label: null,
    unit_price: 1,
    list_price: null,
    max_quantity: 5,
    ...overrides,
  };
}

function fill() {
  const { addItem } = useCartStore.getState();
  addItem(stored({ offer_id: 1, title: 'Pamuklu Tişört' }), 2);
  addItem(stored({ offer_id: 2, title: 'Kot Pantolon', max_quantity: 2 }));
  addItem(
    stored({ offer_id: 3, title: 'Kahve Makinesi', seller: { id: 2, name: 'Teknoloji Dünyası' } }),
  );
}

const summary = () => screen.getByRole('complementary', { name: 'Sipariş özeti' });
const total = () => within(summary()).getByTestId('cart-grand-total');
const quotes = () =>
  adapter.requests
    .filter((r) => r.url.endsWith(QUOTE))
    .map((r) => JSON.parse(String(r.data)) as unknown);

describe('/sepet/ (anonymous cart, priced by the server)', () => {
  it('shows the same sellers, shipping, free-shipping progress and totals as /sepetim/', async () => {
    fill();
    renderApp('/sepet/');
    const moda = await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
    const tech = screen.getByRole('region', { name: 'Satıcı: Teknoloji Dünyası' });
    // Only ids, quantities and the selection leave the device, newest line first.
    expect(quotes()).toEqual([
      {
        items: [
          { offer_id: 3, quantity: 1, selected: true },
          { offer_id: 2, quantity: 1, selected: true },
          { offer_id: 1, quantity: 2, selected: true },
        ],
      },
    ]);
    // Today's prices, not the stored ones: 2 × 200 + 450 = 850 TL at Moda Evi (free from 500).
    expect(within(moda).getByText('Kargo bedava')).toBeInTheDocument();
    expect(within(tech).getByText(`Kargo ${formatMoney(2_990)}`)).toBeInTheDocument();
    const s = within(summary());
    expect(s.getByText(formatMoney(2 * 25_000 + 45_000 + 10_000))).toBeInTheDocument();
    expect(s.getByText(`−${formatMoney(10_000)}`)).toBeInTheDocument();
    expect(s.getByText(formatMoney(2_990))).toBeInTheDocument();
    expect(total()).toHaveTextContent(formatMoney(85_000 + 10_000 + 2_990));
    expect(screen.queryByText(/hesaplanır/)).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Kot Pantolon' })).getByText('Son 2 ürün'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorilere taşı/ })).not.toBeInTheDocument();
  });

  it('asks again after each change and shows the new shipping and totals', async () => {
    fill();
    renderApp('/sepet/');
    const user = userEvent.setup();
    const moda = await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
    const pants = screen.getByRole('listitem', { name: 'Kot Pantolon' });

    // Without the trousers Moda Evi is at 400 of 500 TL: the fee and the gap appear.
    await user.click(within(pants).getByRole('checkbox'));
    expect(
      await within(moda).findByText(`Kargo bedava için ${formatMoney(10_000)} daha ekleyin`),
    ).toBeInTheDocument();
    expect(within(moda).getByText(`Kargo ${formatMoney(2_990)}`)).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent(formatMoney(40_000 + 10_000 + 5_980)));
    expect(useCartStore.getState().totalSelectedItems).toBe(2);

    const shirt = screen.getByRole('listitem', { name: 'Pamuklu Tişört' });
    await user.click(within(shirt).getByRole('button', { name: 'Adedi artır' }));
    expect(within(shirt).getByRole('status', { name: 'Adet: 3' })).toBeInTheDocument();
    await waitFor(() => expect(within(moda).getByText('Kargo bedava')).toBeInTheDocument());
    await waitFor(() => expect(total()).toHaveTextContent(formatMoney(60_000 + 10_000 + 2_990)));

    await user.click(screen.getByRole('button', { name: 'Kahve Makinesi sepetten çıkar' }));
    expect(screen.queryByRole('region', { name: 'Satıcı: Teknoloji Dünyası' })).toBeNull();
    expect(useCartStore.getState().items.map((i) => i.offer_id)).toEqual([1, 2]);
    await waitFor(() => expect(total()).toHaveTextContent(formatMoney(60_000)));
    expect(screen.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeInTheDocument();
  });

  it('drops a line whose offer no longer exists, on the page and on the device', async () => {
    fill();
    useCartStore.getState().addItem(stored({ offer_id: 99, title: 'Kaldırılan Ürün' }));
    renderApp('/sepet/');
    await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
    expect(screen.queryByRole('listitem', { name: 'Kaldırılan Ürün' })).toBeNull();
    await waitFor(() =>
      expect(useCartStore.getState().items.map((i) => i.offer_id)).toEqual([1, 2, 3]),
    );
  });

  it('says so and offers a retry when the prices cannot be read', async () => {
    fill();
    handler = (req) =>
      req.url.endsWith(QUOTE) ? { status: 500, data: { detail: 'Sunucu hatası' } } : undefined;
    renderApp('/sepet/');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Sepetiniz şu anda yüklenemedi' });
    expect(screen.queryByTestId('cart-grand-total')).toBeNull();
    handler = quoteServer;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
  });

  it('"Sepeti onayla" asks to log in for the order, then goes on to the address step', async () => {
    fill();
    const { router } = renderApp('/sepet/');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
    expect(
      screen.getByText('Siparişinizi tamamlamak için giriş yapın; sepetiniz hesabınıza aktarılır.'),
    ).toBeInTheDocument();
    const [confirm] = screen.getAllByRole('link', { name: 'Sepeti onayla' });
    expect(confirm).toHaveAttribute('href', '/login?next=%2Fadres-sec%2F&neden=siparis');
    await user.click(confirm!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Siparişinizi tamamlamak için giriş yapın')).toBeInTheDocument();
  });

  it('shows the empty state for an empty cart, without asking for prices', async () => {
    renderApp('/sepet/');
    expect(await screen.findByRole('heading', { name: 'Sepetiniz boş' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeInTheDocument();
    expect(quotes()).toEqual([]);
  });

  it('sends a signed-in shopper to /sepetim/', async () => {
    const { router } = renderApp('/sepet/', 'authenticated');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepetim/'));
  });
});
