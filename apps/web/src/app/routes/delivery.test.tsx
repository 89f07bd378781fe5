import type { CheckoutPreview } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  installAccountApi,
  Landing,
  renderRoutes,
} from '@/features/account/test-utils';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import { previewFixture, selectedAddressFixture } from '@/features/checkout/test-fixtures';
import { formatMoney } from '@/lib/format';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import { DeliveryPage } from './delivery';

const PREVIEW = '/api/siparis/api/checkout/preview/';
const COUNT = '/api/urun/api/cartitemcount/';

let adapter: MockAdapter;
function install(reply: MockReply, selected = 3) {
  adapter = installAccountApi({
    [`POST ${PREVIEW}`]: () => reply,
    [`GET ${COUNT}`]: () => ({
      status: 200,
      data: { ItemInCart: 4, SelectedItemInCart: selected },
    }),
  });
}

function renderAt(entry = '/urun-teslim/') {
  return renderRoutes(
    [
      { path: '/urun-teslim/', element: <DeliveryPage /> },
      { path: '/adres-sec/', element: <Landing name="Adres seçimi" /> },
      { path: '/odeme-islemi/', element: <Landing name="Ödeme" /> },
      { path: '/sepetim/', element: <Landing name="Sepet" /> },
    ],
    entry,
  );
}

async function openWith(preview: CheckoutPreview) {
  install({ status: 200, data: preview });
  const utils = renderAt();
  await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
  return utils;
}

const summary = () => screen.getByRole('complementary', { name: 'Sipariş özeti' });

beforeEach(() => {
  useSelectedAddressStore.getState().setSelectedAddress(selectedAddressFixture);
});
afterEach(() => {
  adapter.restore();
  useSelectedAddressStore.getState().clear();
  sessionStorage.clear();
});

describe('/urun-teslim/', () => {
  it('sends the shopper to /adres-sec/ when no address is chosen, without asking the server', async () => {
    useSelectedAddressStore.getState().clear();
    install({ status: 200, data: previewFixture() });
    const { router } = renderAt();
    expect(await screen.findByText('Adres seçimi sayfası')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adres-sec/');
    expect(adapter.requests).toHaveLength(0);
  });

  it('shows the address, one card per seller with cargo, fee, dates and lines, and the totals', async () => {
    const { user, router } = await openWith(previewFixture());
    expect(document.title).toBe('Teslimat seçenekleri | Çarşı');
    expect(bodyOf(callsTo(adapter, 'POST', PREVIEW)[0])).toEqual({ address_id: 5 });

    const address = screen.getByRole('region', { name: 'Teslimat adresi' });
    expect(within(address).getByText('Ayşe Yılmaz', { exact: false })).toBeInTheDocument();
    expect(within(address).getByText(/Moda Cad\. No: 12 D: 3/)).toBeInTheDocument();
    expect(
      within(address).getByRole('link', { name: 'Teslimat adresini değiştir' }),
    ).toHaveAttribute('href', '/adres-sec/');

    const moda = screen.getByRole('region', { name: 'Satıcı: Moda Evi' });
    expect(within(moda).getByText('Kargo bedava')).toBeInTheDocument();
    expect(within(moda).getByText('Yurtiçi Kargo')).toBeInTheDocument();
    expect(within(moda).getByText(/ile gönderilir/)).toHaveTextContent(
      'Yurtiçi Kargo ile gönderilir',
    );
    expect(within(moda).getByText('24 Kasım Salı – 26 Kasım Perşembe')).toBeInTheDocument();
    const shirt = within(moda).getByRole('listitem', { name: 'Pamuklu Basic Tişört' });
    expect(within(shirt).getByText('Beden: M · Renk: Beyaz')).toBeInTheDocument();
    expect(within(shirt).getByText(/Adet:/)).toHaveTextContent('Adet: 2');
    expect(within(shirt).getByText(formatMoney(50_000))).toBeInTheDocument();

    const tech = screen.getByRole('region', { name: 'Satıcı: Teknoloji Dünyası' });
    expect(within(tech).getByText(`Kargo ${formatMoney(2_990)}`)).toBeInTheDocument();
    expect(within(tech).queryByText('Kargo bedava')).not.toBeInTheDocument();
    expect(within(tech).getByText('Aras Kargo')).toBeInTheDocument();
    expect(within(tech).getByText('25 Kasım Çarşamba – 27 Kasım Cuma')).toBeInTheDocument();
    // 450 of a 1.000 TL free-shipping threshold.
    expect(
      within(tech).getByText(
        `Bu satıcıdan ${formatMoney(55_000)} daha ekleyin, kargo bedava olsun`,
      ),
    ).toBeInTheDocument();

    const s = summary();
    expect(within(s).getByText('Ürünler (3 adet)')).toBeInTheDocument();
    expect(within(s).getByText(formatMoney(100_000))).toBeInTheDocument();
    expect(within(s).getByText(`−${formatMoney(5_000)}`)).toBeInTheDocument();
    expect(within(s).getByText(formatMoney(2_990))).toBeInTheDocument();
    expect(within(s).getByTestId('checkout-grand-total')).toHaveTextContent(formatMoney(97_990));

    await user.click(within(s).getByRole('button', { name: 'Ödemeye geç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme-islemi/'));
  });

  it('shows the problems with a way back to the cart and keeps "Ödemeye geç" disabled', async () => {
    await openWith(
      previewFixture({
        problems: [
          {
            offer_id: 202,
            title: 'Kablosuz Kulaklık',
            kind: 'stok_yetersiz',
            detail: 'Stok yetersiz: en fazla 0 adet alabilirsiniz.',
          },
          {
            offer_id: 101,
            title: 'Pamuklu Basic Tişört',
            kind: 'fiyat_degisti',
            detail: 'Fiyatı 230,00 TL → 250,00 TL oldu.',
          },
        ],
      }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Sepetinizdeki 2 üründe sorun var')).toBeInTheDocument();
    expect(
      within(alert).getByText('Stok yetersiz: en fazla 0 adet alabilirsiniz.'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Fiyatı 230,00 TL → 250,00 TL oldu.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Sepete dön ve düzenle' })).toHaveAttribute(
      'href',
      '/sepetim/',
    );
    expect(within(summary()).getByRole('button', { name: 'Ödemeye geç' })).toBeDisabled();
  });

  it('shows a friendly empty state when nothing is selected in the cart (400 sepet_bos)', async () => {
    install({
      status: 400,
      data: { detail: 'Sepetinizde seçili ürün yok.', code: 'sepet_bos', errors: {} },
    });
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Sepetinizde seçili ürün yok' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepete git' })).toHaveAttribute('href', '/sepetim/');
    expect(screen.queryByRole('button', { name: 'Ödemeye geç' })).not.toBeInTheDocument();
  });

  it('shows the same empty state at once when the cart count says nothing is selected', async () => {
    install({ status: 200, data: previewFixture() }, 0);
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Sepetinizde seçili ürün yok' }),
    ).toBeInTheDocument();
    expect(callsTo(adapter, 'POST', PREVIEW)).toHaveLength(0);
  });

  it('asks for another address when the chosen one is gone (404)', async () => {
    install({ status: 404, data: { detail: 'Adres bulunamadı.', code: 'not_found' } });
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Teslimat adresi bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adres seç' })).toHaveAttribute('href', '/adres-sec/');
  });
});
