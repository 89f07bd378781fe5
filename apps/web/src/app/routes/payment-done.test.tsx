import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  installAccountApi,
  Landing,
  renderRoutes,
  type ApiRoutes,
} from '@/features/account/test-utils';
import { useCartCount } from '@/lib/cart/cart-count';
import { orderFixture } from '@/features/checkout/test-fixtures';
import { formatMoney } from '@/lib/format';
import type { MockAdapter } from '@/lib/test-adapter';
import { PaymentDonePage } from './payment-done';

const ORDER = '/api/siparis/api/orders/99/';
const COUNT = '/api/urun/api/cartitemcount/';
const KEY_STORAGE = 'carsi-checkout-key';

let adapter: MockAdapter;
let cartLines = 3;

/** Stands in for the header's cart badge, which stays mounted while the pages change. */
function CartBadge() {
  const { ItemInCart } = useCartCount();
  return <p>Sepetteki ürün: {ItemInCart}</p>;
}

function Shell() {
  return (
    <>
      <CartBadge />
      <Outlet />
    </>
  );
}

function renderAt(entry: string, routes: ApiRoutes = {}) {
  adapter = installAccountApi({
    [`GET ${COUNT}`]: () => ({
      status: 200,
      data: { ItemInCart: cartLines, SelectedItemInCart: cartLines },
    }),
    ...routes,
  });
  return renderRoutes(
    [
      {
        element: <Shell />,
        children: [
          { path: '/odeme-islemi/', element: <Landing name="Ödeme" /> },
          { path: '/odeme-tamamlandi/', element: <PaymentDonePage /> },
        ],
      },
    ],
    entry,
  );
}

afterEach(() => {
  adapter.restore();
  cartLines = 3;
  sessionStorage.clear();
});

describe('/odeme-tamamlandi/', () => {
  it('confirms the order: number, total, payment, parcels with dates, and the next steps', async () => {
    renderAt('/odeme-tamamlandi/?siparis=99', {
      [`GET ${ORDER}`]: () => ({ status: 200, data: orderFixture() }),
    });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('CRS-2026-000099');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Siparişiniz alındı' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Siparişiniz alındı | Çarşı');
    expect(screen.getByTestId('order-total')).toHaveTextContent(formatMoney(97_990));
    expect(screen.getByText('Kart **** 0008 (3 taksit)')).toBeInTheDocument();

    const moda = screen.getByRole('article', { name: 'Satıcı: Moda Evi' });
    expect(within(moda).getByText('Yurtiçi Kargo')).toBeInTheDocument();
    expect(within(moda).getByText('24 Kasım Salı – 26 Kasım Perşembe')).toBeInTheDocument();
    expect(within(moda).getByText('Pamuklu Basic Tişört')).toBeInTheDocument();
    const tech = screen.getByRole('article', { name: 'Satıcı: Teknoloji Dünyası' });
    expect(within(tech).getByText('25 Kasım Çarşamba – 27 Kasım Cuma')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Siparişlerime git' })).toHaveAttribute(
      'href',
      '/siparislerim/99',
    );
    expect(screen.getByRole('link', { name: 'Alışverişe devam et' })).toHaveAttribute('href', '/');
  });

  it('names the wallet when it paid everything', async () => {
    renderAt('/odeme-tamamlandi/?siparis=99', {
      [`GET ${ORDER}`]: () => ({
        status: 200,
        data: orderFixture({
          paid_card: 0,
          paid_wallet: 97_990,
          card_label: null,
          installments: 1,
        }),
      }),
    });
    expect(await screen.findByText('Cüzdan bakiyesi')).toBeInTheDocument();
    expect(screen.queryByText(/Kart \*\*\*\*/)).not.toBeInTheDocument();
  });

  it('refreshes the cart count in the header and forgets the checkout key', async () => {
    sessionStorage.setItem(KEY_STORAGE, JSON.stringify({ key: 'anahtar-12345', basket: 'b' }));
    const { router } = renderAt('/odeme-islemi/', {
      [`GET ${ORDER}`]: () => ({ status: 200, data: orderFixture() }),
    });
    expect(await screen.findByText('Sepetteki ürün: 3')).toBeInTheDocument();
    // The bought lines left the server's cart.
    cartLines = 0;
    await router.navigate('/odeme-tamamlandi/?siparis=99');
    expect(await screen.findByText('Sepetteki ürün: 0')).toBeInTheDocument();
    expect(callsTo(adapter, 'GET', COUNT)).toHaveLength(2);
    expect(sessionStorage.getItem(KEY_STORAGE)).toBeNull();
  });

  it('without ?siparis links to the orders', async () => {
    renderAt('/odeme-tamamlandi/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gösterilecek bir sipariş yok' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siparişlerime git' })).toHaveAttribute(
      'href',
      '/siparislerim/',
    );
    await waitFor(() => expect(callsTo(adapter, 'GET', ORDER)).toHaveLength(0));
  });

  it('says so when the order is not the shopper’s (404)', async () => {
    renderAt('/odeme-tamamlandi/?siparis=99', {
      [`GET ${ORDER}`]: () => ({ status: 404, data: { detail: 'Sipariş bulunamadı.' } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sipariş bulunamadı' }),
    ).toBeInTheDocument();
  });
});
