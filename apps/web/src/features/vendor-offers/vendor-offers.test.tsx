import type {
  BulkJob,
  CatalogMatch as Match,
  VendorOffer,
  VendorProductListItem,
} from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { BarcodeScanner } from './components/barcode-scanner';
import { BulkPriceStock } from './components/bulk-price-stock';
import { CatalogMatch } from './components/catalog-match';
import { OfferInlineEdit, readInlineOffer } from './components/offer-inline-edit';
import { matchQueryOf, readOfferForm } from './lib/offer-form';

const MATCH = '/api/vendor/api/catalog/match/';
const OFFERS = '/api/vendor/api/offers/';
const BULK = '/api/vendor/api/offers/bulk/';

let api: MockAdapter | undefined;
afterEach(() => api?.restore());

const match: Match = {
  matched_variant_id: 31,
  results: [
    {
      product_id: 5,
      slug: 'kablosuz-kulaklik',
      title: 'Kablosuz Kulaklık',
      brand: 'Sesli',
      category: 'Kulaklık',
      image: null,
      best_offer: { price: 129_990, list_price: null, seller: 'TeknoDünya' },
      seller_count: 1,
      variants: [
        {
          variant_id: 31,
          sku: 'KUL-1',
          barcode: '4006381333931',
          axes: [{ name: 'Renk', value: 'Siyah' }],
          image: null,
          best_price: 129_990,
          mine: null,
        },
        {
          variant_id: 32,
          sku: 'KUL-2',
          barcode: '96385074',
          axes: [{ name: 'Renk', value: 'Beyaz' }],
          image: null,
          best_price: 139_990,
          mine: { offer_id: 9, price: 135_000, list_price: null, stock: 4, is_active: true },
        },
      ],
    },
  ],
};

const created: VendorOffer = {
  id: 77,
  variant_id: 31,
  product_id: 5,
  product_slug: 'kablosuz-kulaklik',
  product_status: 'yayinda',
  title: 'Kablosuz Kulaklık',
  variant_label: 'Siyah',
  sku: 'KUL-1',
  barcode: '4006381333931',
  price: 124_990,
  list_price: 149_990,
  stock: 12,
  is_active: true,
  dispatch_days: 2,
  updated_at: '2026-11-26T03:00:00Z',
};

describe('offer form rules', () => {
  it('reads Turkish money, refuses a list price under the price and bad stock', () => {
    expect(
      readOfferForm(31, { price: '1.249,90', listPrice: '1499,9', stock: '12', dispatchDays: '' }),
    ).toEqual({
      body: { variant_id: 31, price: 124_990, list_price: 149_990, stock: 12, dispatch_days: null },
    });
    expect(
      readOfferForm(31, { price: '100', listPrice: '90', stock: '1,5', dispatchDays: '40' }).errors,
    ).toEqual({
      listPrice: 'Liste fiyatı satış fiyatından düşük olamaz.',
      stock: 'Stok 0 veya daha büyük bir tam sayı olmalı.',
      dispatchDays: 'Kargoya verme süresi 0 ile 30 gün arasında olmalı.',
    });
    expect(
      readOfferForm(31, { price: '', listPrice: '', stock: '', dispatchDays: '' }).errors,
    ).toEqual({ price: 'Satış fiyatını yazın.', stock: 'Stok adedini yazın.' });
    expect(
      readOfferForm(31, { price: 'on TL', listPrice: '', stock: '1', dispatchDays: '' }).errors,
    ).toEqual({ price: 'Geçerli bir tutar yazın (ör. 1.299,90).' });
  });

  it('tells a barcode from title words', () => {
    expect(matchQueryOf(' 4006381333931 ')).toEqual({ barcode: '4006381333931' });
    expect(matchQueryOf('kablosuz kulaklık')).toEqual({ q: 'kablosuz kulaklık' });
    expect(matchQueryOf('a')).toBeNull();
  });
});

describe('catalogue match', () => {
  it('a typed barcode opens that variant’s form; the offer is created and linked', async () => {
    api = installRouteApi({
      [`GET ${MATCH}`]: () => ({ status: 200, data: match }),
      [`POST ${OFFERS}`]: () => ({ status: 201, data: created }),
    });
    const { user } = renderWithClient(
      <MemoryRouter>
        <CatalogMatch />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Ürün adı veya barkod'), '4006381333931');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    const form = await screen.findByRole('form', { name: 'Satış bilgileri' });
    expect(callsTo(api, 'GET', MATCH)[0]!.url).toContain('barcode=4006381333931');
    // The variant already sold shows its offer instead of a button.
    expect(screen.getByText(/Satıyorsunuz: 1\.350,00 TL, 4 adet/)).toBeInTheDocument();

    // Client rules first: nothing is sent.
    await user.type(within(form).getByLabelText('Satış fiyatı (TL)'), '1.249,90');
    await user.type(within(form).getByLabelText(/Liste fiyatı/), '1.000');
    await user.click(within(form).getByRole('button', { name: 'Satışa başla' }));
    expect(
      await within(form).findByText('Liste fiyatı satış fiyatından düşük olamaz.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Stok adedini yazın.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', OFFERS)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Liste fiyatı/));
    await user.type(within(form).getByLabelText(/Liste fiyatı/), '1.499,90');
    await user.type(within(form).getByLabelText('Stok (adet)'), '12');
    await user.type(within(form).getByLabelText(/Kargoya verme süresi/), '2');
    await user.click(within(form).getByRole('button', { name: 'Satışa başla' }));
    expect(await screen.findByText(/Artık bu ürünü satıyorsunuz/)).toBeInTheDocument();
    expect(jsonOf(callsTo(api, 'POST', OFFERS)[0])).toEqual({
      variant_id: 31,
      price: 124_990,
      list_price: 149_990,
      stock: 12,
      dispatch_days: 2,
    });
    expect(screen.getByRole('link', { name: 'Ürün sayfasını gör' })).toHaveAttribute(
      'href',
      '/urun-detay/kablosuz-kulaklik',
    );
  });

  it('shows the server’s 409 and a wrong check digit without asking the server', async () => {
    api = installRouteApi({
      [`GET ${MATCH}`]: () => ({ status: 200, data: match }),
      [`POST ${OFFERS}`]: () => ({
        status: 409,
        data: { detail: 'Bu ürünü zaten satıyorsunuz.', code: 'teklif_var' },
      }),
    });
    const { user } = renderWithClient(
      <MemoryRouter>
        <CatalogMatch />
      </MemoryRouter>,
    );
    const box = screen.getByLabelText('Ürün adı veya barkod');
    await user.type(box, '4006381333932');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/geçerli bir GTIN/);
    expect(callsTo(api, 'GET', MATCH)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '4006381333931');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    const form = await screen.findByRole('form', { name: 'Satış bilgileri' });
    await user.type(within(form).getByLabelText('Satış fiyatı (TL)'), '100');
    await user.type(within(form).getByLabelText('Stok (adet)'), '1');
    await user.click(within(form).getByRole('button', { name: 'Satışa başla' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bu ürünü zaten satıyorsunuz.',
    );
  });

  it('offers to create the product when nothing matches', async () => {
    api = installRouteApi({
      [`GET ${MATCH}`]: () => ({ status: 200, data: { matched_variant_id: null, results: [] } }),
    });
    renderWithClient(
      <MemoryRouter>
        <CatalogMatch initial="96385074" />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Aradığınız ürün Çarşı'da yok")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Yeni ürün oluştur' })).toHaveAttribute(
      'href',
      '/dashboard/products/urun-bilgisi-temel',
    );
  });
});

describe('barcode scanner', () => {
  it('says so in Turkish when the camera is refused, and takes a typed barcode', async () => {
    const original = navigator.mediaDevices;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () =>
          Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
      },
    });
    const read: string[] = [];
    try {
      const { user } = renderWithClient(<BarcodeScanner onRead={(c) => read.push(c)} />);
      await user.click(screen.getByRole('button', { name: 'Kamerayı aç' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/Kamera izni verilmedi/);
      await user.type(screen.getByLabelText('Barkodu elle yazın'), '96385074');
      await user.click(screen.getByRole('button', { name: 'Barkodla ara' }));
      expect(read).toEqual(['96385074']);
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: original });
    }
  });
});

describe('bulk price and stock', () => {
  it('uploads a file, shows progress, then the per-row results', async () => {
    let polls = 0;
    const job = (over: Partial<BulkJob>): BulkJob => ({
      id: 3,
      file_name: 'fiyatlar.csv',
      state: 'isleniyor',
      total: 2,
      processed: 1,
      counts: { guncellendi: 0, degisiklik_yok: 0, reddedildi: 0 },
      error: null,
      created_at: '2026-11-26T03:00:00Z',
      finished_at: null,
      rows: [],
      ...over,
    });
    api = installRouteApi({
      [`POST ${BULK}`]: () => ({ status: 202, data: { job_id: 3 } }),
      [`GET ${BULK}3/`]: () => ({
        status: 200,
        data:
          ++polls < 2
            ? job({})
            : job({
                state: 'tamamlandi',
                processed: 2,
                counts: { guncellendi: 1, degisiklik_yok: 0, reddedildi: 1 },
                finished_at: '2026-11-26T03:00:02Z',
                rows: [
                  {
                    row: 2,
                    barcode: '4006381333931',
                    sku: null,
                    status: 'guncellendi',
                    reason: null,
                  },
                  {
                    row: 3,
                    barcode: '96385074',
                    sku: null,
                    status: 'reddedildi',
                    reason: 'Bu ürünü satmıyorsunuz.',
                  },
                ],
              }),
      }),
    });
    const { user } = renderWithClient(<BulkPriceStock />);
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Yüklemek için bir CSV veya XLSX dosyası seçin.',
    );
    const file = new File(['barkod;fiyat\n4006381333931;10\n96385074;5\n'], 'fiyatlar.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Fiyat ve stok dosyası (CSV veya XLSX)'), file);
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await waitFor(() => expect(screen.getByText('1 reddedildi')).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Refused rows first (the filter is on when some were refused).
    const table = screen.getByRole('table', { name: 'Satır sonuçları' });
    expect(within(table).getByText('Bu ürünü satmıyorsunuz.')).toBeInTheDocument();
    expect(within(table).queryByText('Güncellendi')).toBeNull();
    await user.click(screen.getByLabelText('Yalnızca reddedilen satırlar'));
    expect(within(table).getByText('Güncellendi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonuçları indir' })).toBeInTheDocument();
  });
});

describe('inline price and stock', () => {
  const row: VendorProductListItem = {
    id: 5,
    slug: 'kablosuz-kulaklik',
    title: 'Kablosuz Kulaklık',
    image_url: null,
    barcodes: ['4006381333931'],
    price: 129_990,
    stock: 4,
    offer_active: true,
    offer_id: 77,
    status: 'yayinda',
    origin: 'kendi',
    rejection: null,
    revision_status: null,
    public_url: '/urun-detay/kablosuz-kulaklik',
    updated_at: '2026-11-26T03:00:00Z',
  };

  it('reads Turkish money and whole stock', () => {
    expect(readInlineOffer('1.249,90', '12')).toEqual({ body: { price: 124_990, stock: 12 } });
    expect(readInlineOffer('0', '1')).toEqual({ error: 'Geçerli bir fiyat yazın (ör. 1.299,90).' });
    expect(readInlineOffer('10', '1,5')).toEqual({
      error: 'Stok 0 veya daha büyük bir tam sayı olmalı.',
    });
  });

  it('edits the single offer in place with PATCH and shows the server’s refusal', async () => {
    let answer = { status: 200, data: { ...created, price: 119_990, stock: 9 } as unknown };
    api = installRouteApi({ [`PATCH ${OFFERS}77/`]: () => answer });
    const { user } = renderWithClient(
      <MemoryRouter>
        <OfferInlineEdit product={row} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1.299,90 TL')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /fiyat ve stoğu düzenle/ }));
    const form = screen.getByRole('form', { name: 'Kablosuz Kulaklık: fiyat ve stok' });
    const price = within(form).getByLabelText('Fiyat (TL)');
    expect(price).toHaveValue('1299,90');
    await user.clear(price);
    await user.type(price, '1.199,90');
    await user.clear(within(form).getByLabelText('Stok'));
    await user.type(within(form).getByLabelText('Stok'), '9');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(jsonOf(callsTo(api, 'PATCH', `${OFFERS}77/`)[0])).toEqual({ price: 119_990, stock: 9 });

    answer = {
      status: 400,
      data: {
        detail: 'Liste fiyatı satış fiyatından düşük olamaz.',
        errors: { list_price: ['Liste fiyatı satış fiyatından düşük olamaz.'] },
      },
    };
    await user.click(screen.getByRole('button', { name: /fiyat ve stoğu düzenle/ }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Liste fiyatı satış fiyatından düşük olamaz.',
    );
  });

  it('a product with several offers links to its price grid', () => {
    renderWithClient(
      <MemoryRouter>
        <OfferInlineEdit product={{ ...row, offer_id: null }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Varyant fiyatları/ })).toHaveAttribute(
      'href',
      '/dashboard/products/urun-liste/5',
    );
  });
});
