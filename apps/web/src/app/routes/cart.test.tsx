import type { Cart, CartLine } from '@carsi/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartFixture, defaultLines } from '@/features/cart/test-fixtures';
import { AppToaster } from '@/lib/app-toaster';
import { formatMoney } from '@/lib/format';
import type { MockAdapter, MockReply, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  adapter.restore();
  toast.remove();
});

/** A server that keeps a cart and answers writes like the contract says. */
function cartServer(initial: CartLine[] = defaultLines()) {
  let lines = initial;
  const cart = (): Cart => cartFixture(lines);
  const handler = (req: RecordedRequest): MockReply | undefined => {
    const path = req.url.split('?')[0] ?? '';
    const body = req.data ? (JSON.parse(String(req.data)) as Record<string, unknown>) : {};
    if (path.endsWith('/urun/api/cartitemcount/'))
      return { status: 200, data: { ItemInCart: lines.length, SelectedItemInCart: 0 } };
    if (path.endsWith('/urun/api/cart/') && req.method === 'GET')
      return { status: 200, data: cart() };
    const item = /\/urun\/api\/cart\/items\/(\d+)\/$/.exec(path);
    if (item && req.method === 'PATCH') {
      lines = lines.map((l) => (l.id === Number(item[1]) ? { ...l, ...body } : l));
      return { status: 200, data: cart() };
    }
    if (item && req.method === 'DELETE') {
      lines = lines.filter((l) => l.id !== Number(item[1]));
      return { status: 200, data: cart() };
    }
    if (path.endsWith('/urun/api/cart/select-all/')) {
      lines = lines.map((l) => (l.stock > 0 ? { ...l, selected: Boolean(body.selected) } : l));
      return { status: 200, data: cart() };
    }
    if (path.endsWith('/core/favorites/') && req.method === 'GET') return { status: 200, data: [] };
    if (path.endsWith('/core/favorites/') && req.method === 'POST')
      return { status: 201, data: { product: {}, added_at: '', price_at_add: 0, price_drop: 0 } };
    return undefined;
  };
  return handler;
}

function writes() {
  return adapter.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, r.data ? JSON.parse(String(r.data)) : undefined]);
}

async function openCart(lines?: CartLine[]) {
  adapter = installCatalogApi(cartServer(lines));
  const utils = renderApp('/sepetim/', 'authenticated');
  render(<AppToaster />);
  await screen.findByRole('heading', { level: 1, name: 'Sepetim' });
  await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
  return { ...utils, user: userEvent.setup() };
}

const summary = () => screen.getByRole('complementary', { name: 'Sipariş özeti' });
const line = (title: string) => screen.getByRole('listitem', { name: title });

describe('/sepetim/ (server cart)', () => {
  it('groups lines by seller with shipping, stock and price notes, and totals', async () => {
    await openCart();
    expect(document.title).toBe('Sepetim | Çarşı');
    const moda = screen.getByRole('region', { name: 'Satıcı: Moda Evi' });
    expect(within(moda).getByText('Kargo bedava')).toBeInTheDocument();
    expect(within(moda).getAllByRole('listitem')).toHaveLength(2);
    const tech = screen.getByRole('region', { name: 'Satıcı: Teknoloji Dünyası' });
    expect(within(tech).getByText('Tükendi')).toBeInTheDocument();
    expect(within(line('Kahve Makinesi')).getByRole('checkbox')).toBeDisabled();

    const pants = line('Kot Pantolon');
    expect(within(pants).getByText('Son 2 ürün')).toBeInTheDocument();
    expect(
      within(pants).getByText(`Fiyatı düştü: önce ${formatMoney(50_000)}`),
    ).toBeInTheDocument();
    expect(within(line('Pamuklu Basic Tişört')).queryByText(/Fiyatı/)).not.toBeInTheDocument();

    // 2 × 250 (list) + 450 = 950 TL; 100 TL off; free shipping; 850 TL to pay.
    const s = summary();
    expect(within(s).getByText(formatMoney(95_000))).toBeInTheDocument();
    expect(within(s).getByText(`−${formatMoney(10_000)}`)).toBeInTheDocument();
    expect(within(s).getByText('Bedava')).toBeInTheDocument();
    expect(within(s).getByTestId('cart-grand-total')).toHaveTextContent(formatMoney(85_000));
    expect(screen.getAllByRole('link', { name: 'Sepeti onayla' })[0]).toHaveAttribute(
      'href',
      '/adres-sec/',
    );
  });

  it('steps the quantity with PATCH and shows the answer; the stepper stops at max_quantity', async () => {
    const { user } = await openCart();
    const pants = line('Kot Pantolon');
    await user.click(within(pants).getByRole('button', { name: 'Adedi artır' }));
    await waitFor(() =>
      expect(within(summary()).getByTestId('cart-grand-total')).toHaveTextContent(
        formatMoney(130_000),
      ),
    );
    expect(within(pants).getByRole('status', { name: 'Adet: 2' })).toBeInTheDocument();
    expect(within(pants).getByRole('button', { name: 'Adedi artır' })).toBeDisabled();
    expect(writes()).toEqual([['PATCH', '/api/urun/api/cart/items/2/', { quantity: 2 }]]);
    expect(
      within(line('Pamuklu Basic Tişört')).getByRole('button', { name: 'Adedi azalt' }),
    ).toBeEnabled();
  });

  it('deselects a line and selects all again, with the shipping that follows', async () => {
    const { user } = await openCart();
    await user.click(within(line('Kot Pantolon')).getByRole('checkbox'));
    const moda = screen.getByRole('region', { name: 'Satıcı: Moda Evi' });
    // 400 TL selected of a 500 TL threshold.
    expect(
      await within(moda).findByText(`Kargo bedava için ${formatMoney(10_000)} daha ekleyin`),
    ).toBeInTheDocument();
    expect(within(moda).getByText(`Kargo ${formatMoney(2_990)}`)).toBeInTheDocument();
    expect(within(summary()).getByTestId('cart-grand-total')).toHaveTextContent(
      formatMoney(42_990),
    );
    const all = screen.getByRole('checkbox', { name: 'Tümünü seç' });
    expect(all).not.toBeChecked();
    await user.click(all);
    await waitFor(() => expect(all).toBeChecked());
    expect(within(summary()).getByTestId('cart-grand-total')).toHaveTextContent(
      formatMoney(85_000),
    );
    expect(writes()).toEqual([
      ['PATCH', '/api/urun/api/cart/items/2/', { selected: false }],
      ['POST', '/api/urun/api/cart/select-all/', { selected: true }],
    ]);
  });

  it('removes a line with DELETE; the header count follows the answer', async () => {
    const { user } = await openCart();
    expect(await screen.findByRole('link', { name: 'Sepetim, 3 ürün' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kot Pantolon sepetten çıkar' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kot Pantolon' })).not.toBeInTheDocument(),
    );
    expect(writes()).toEqual([['DELETE', '/api/urun/api/cart/items/2/', undefined]]);
    expect(screen.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeInTheDocument();
  });

  it('moves a line to the favourites, then out of the cart', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Kot Pantolon favorilere taşı' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kot Pantolon' })).not.toBeInTheDocument(),
    );
    expect(writes()).toEqual([
      ['POST', '/api/core/favorites/', { product_id: 12 }],
      ['DELETE', '/api/urun/api/cart/items/2/', undefined],
    ]);
    expect(await screen.findByText('Ürün favorilerinize taşındı')).toBeInTheDocument();
  });

  it('shows the server’s Turkish detail when a change is refused', async () => {
    const { user } = await openCart();
    const server = cartServer();
    adapter.setHandler((req) =>
      req.method === 'PATCH'
        ? { status: 409, data: { detail: 'Stok yetersiz', code: 'conflict', errors: {} } }
        : (server(req) ?? { status: 404, data: {} }),
    );
    await user.click(
      within(line('Pamuklu Basic Tişört')).getByRole('button', { name: 'Adedi artır' }),
    );
    expect(await screen.findByText('Stok yetersiz')).toBeInTheDocument();
    // The optimistic 3 goes back to what the server holds.
    await waitFor(() =>
      expect(
        within(line('Pamuklu Basic Tişört')).getByRole('status', { name: 'Adet: 2' }),
      ).toBeInTheDocument(),
    );
  });

  it('shows the empty state with links for an empty cart', async () => {
    adapter = installCatalogApi(cartServer([]));
    renderApp('/sepetim/', 'authenticated');
    expect(await screen.findByRole('heading', { name: 'Sepetiniz boş' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Favorilerime git' })).toHaveAttribute(
      'href',
      '/favoriler',
    );
  });
});
