import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore, type NewCartItem } from '@/features/cart';
import { formatMoney } from '@/lib/format';
import type { MockAdapter } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'anonymous'),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  adapter = installCatalogApi((req) =>
    req.url.includes('/cart') ? { status: 200, data: { groups: [] } } : undefined,
  );
  useCartStore.getState().clear();
});
afterEach(() => adapter.restore());

function item(overrides: Partial<NewCartItem>): NewCartItem {
  return {
    offer_id: 1,
    product_id: 1,
    slug: 'u',
    title: 'Ürün',
    image: null,
    seller: { id: 1, name: 'Moda Evi' },
    variant_label: null,
    unit_price: 10_000,
    list_price: null,
    max_quantity: 5,
    ...overrides,
  };
}

function fill() {
  const { addItem } = useCartStore.getState();
  addItem(
    item({ offer_id: 1, title: 'Pamuklu Tişört', unit_price: 20_000, list_price: 25_000 }),
    2,
  );
  addItem(item({ offer_id: 2, title: 'Kot Pantolon', unit_price: 45_000, max_quantity: 2 }));
  addItem(
    item({ offer_id: 3, title: 'Kahve Makinesi', seller: { id: 2, name: 'Teknoloji Dünyası' } }),
  );
}

const total = () =>
  within(screen.getByRole('complementary', { name: 'Sipariş özeti' })).getByTestId(
    'cart-grand-total',
  );

describe('/sepet/ (anonymous local cart)', () => {
  it('shows the local lines by seller with client totals and no request', async () => {
    fill();
    renderApp('/sepet/');
    await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
    expect(screen.getByRole('region', { name: 'Satıcı: Teknoloji Dünyası' })).toBeInTheDocument();
    // 2 × 250 (list) + 450 + 100 = 1.050 TL, 100 TL off → 950 TL.
    expect(total()).toHaveTextContent(formatMoney(95_000));
    expect(screen.getByText(`−${formatMoney(10_000)}`)).toBeInTheDocument();
    expect(screen.getByText('Kargo ücreti sepetinizi onaylarken hesaplanır')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorilere taşı/ })).not.toBeInTheDocument();
    expect(adapter.requests.filter((r) => r.url.includes('cart'))).toEqual([]);
    // Buying asks for an account first, then comes back to the (merged) cart.
    expect(screen.getAllByRole('link', { name: 'Sepeti onayla' })[0]).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('changes quantity, selection and lines through the store', async () => {
    fill();
    renderApp('/sepet/');
    const user = userEvent.setup();
    const pants = await screen.findByRole('listitem', { name: 'Kot Pantolon' });
    const plus = within(pants).getByRole('button', { name: 'Adedi artır' });
    await user.click(plus);
    expect(within(pants).getByRole('status', { name: 'Adet: 2' })).toBeInTheDocument();
    expect(plus).toBeDisabled();
    expect(total()).toHaveTextContent(formatMoney(140_000));

    await user.click(within(pants).getByRole('checkbox'));
    expect(useCartStore.getState().totalSelectedItems).toBe(2);
    expect(total()).toHaveTextContent(formatMoney(50_000));
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(useCartStore.getState().totalSelectedItems).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Kahve Makinesi sepetten çıkar' }));
    expect(screen.queryByRole('region', { name: 'Satıcı: Teknoloji Dünyası' })).toBeNull();
    expect(useCartStore.getState().items.map((i) => i.offer_id)).toEqual([1, 2]);
    expect(screen.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty cart', async () => {
    renderApp('/sepet/');
    expect(await screen.findByRole('heading', { name: 'Sepetiniz boş' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeInTheDocument();
  });

  it('sends a signed-in shopper to /sepetim/', async () => {
    const { router } = renderApp('/sepet/', 'authenticated');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepetim/'));
  });
});
