import type {
  ModerationItem,
  ModerationList,
  VendorProductListItem,
  VendorProductList,
} from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf } from '@/lib/test-utils';
import { ModerationQueue, rejectionInput } from './moderation-page';
import { VendorProductsPage } from './vendor-products-page';

const LIST = '/api/vendor/dashboard/products/';
const BULK = '/api/vendor/dashboard/products/bulk-status/';
const QUEUE = '/api/yonetim/api/moderation/';

let api: MockAdapter;
afterEach(() => api.restore());

function product(over: Partial<VendorProductListItem> = {}): VendorProductListItem {
  return {
    id: 5,
    slug: 'pamuklu-tisort-abc123',
    title: 'Pamuklu Basic Tişört Beyaz',
    image_url: '/media/p/s/ab/cd/200.webp',
    barcodes: ['8690000000012'],
    price: 19_990,
    stock: 2,
    offer_active: true,
    offer_id: 91,
    status: 'yayinda',
    origin: 'kendi',
    rejection: null,
    revision_status: null,
    public_url: '/urun-detay/pamuklu-tisort-abc123',
    updated_at: '2026-11-25T09:00:00Z',
    ...over,
  };
}

const listOf = (results: VendorProductListItem[]): VendorProductList => ({
  count: results.length,
  next: null,
  previous: null,
  counts: { taslak: 0, onay_bekliyor: 0, yayinda: 1, reddedildi: 1, pasif: 0 },
  results,
});

function renderAt(url: string, element = <VendorProductsPage />, path = '/dashboard/products') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('/dashboard/products', () => {
  it('shows products with status, rejection reasons, stock, tab counts and a link to the public page', async () => {
    api = installRouteApi({
      [`GET ${LIST}`]: () => ({
        status: 200,
        data: listOf([
          product(),
          product({
            id: 6,
            title: 'Reddedilen Kupa Seti Altılı',
            status: 'reddedildi',
            public_url: null,
            stock: 0,
            rejection: {
              reasons: [
                { code: 'gorsel', label: 'Görseller düşük çözünürlüklü.', field: 'images' },
              ],
              note: 'Beyaz fon kullanın.',
              by_field: { images: ['Görseller düşük çözünürlüklü.'] },
              decided_at: '2026-11-25T10:00:00Z',
            },
          }),
        ]),
      }),
    });
    renderAt('/dashboard/products');
    expect(await screen.findAllByText('Pamuklu Basic Tişört Beyaz')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tümü (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reddedildi (1)' })).toBeInTheDocument();
    expect(screen.getAllByText('Görseller düşük çözünürlüklü.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Beyaz fon kullanın.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tükendi').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Ürün sayfasını aç/ })[0]).toHaveAttribute(
      'href',
      '/urun-detay/pamuklu-tisort-abc123',
    );
    expect(screen.getByRole('link', { name: 'Yeni ürün' })).toHaveAttribute(
      'href',
      '/dashboard/urun-giris',
    );
  });

  it('reads ?stok=az from the URL, sends it, and lets the seller remove it', async () => {
    api = installRouteApi({ [`GET ${LIST}`]: () => ({ status: 200, data: listOf([]) }) });
    const { router, user } = renderAt('/dashboard/products?stok=az');
    expect(await screen.findByText('Stoğu azalan ürünler')).toBeInTheDocument();
    expect(callsTo(api, 'GET', LIST)[0]!.url).toContain('stok=az');
    expect(await screen.findByText('Aramanıza uyan ürün yok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreyi kaldır' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('bulk deactivates the selected products', async () => {
    api = installRouteApi({
      [`GET ${LIST}`]: () => ({ status: 200, data: listOf([product()]) }),
      [`POST ${BULK}`]: () => ({ status: 200, data: { updated: 1 } }),
    });
    const { user } = renderAt('/dashboard/products');
    const boxes = await screen.findAllByRole('checkbox', {
      name: 'Pamuklu Basic Tişört Beyaz seç',
    });
    await user.click(boxes[0]!);
    const region = screen.getByRole('region', { name: 'Seçili ürünler' });
    expect(within(region).getByText('1 ürün seçili')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Satıştan kaldır' }));
    await waitFor(() => expect(callsTo(api, 'POST', BULK)).toHaveLength(1));
    expect(jsonOf(callsTo(api, 'POST', BULK)[0])).toEqual({ ids: [5], active: false });
  });
});

function item(over: Partial<ModerationItem> = {}): ModerationItem {
  return {
    type: 'product',
    id: 9,
    title: 'Çelik Termos 500 ml',
    status: 'beklemede',
    business: { id: 2, name: 'Mutfak Dükkanı' },
    submitted_at: '2026-11-25T09:00:00Z',
    summary: 'Yayındaki üründe değişiklik · Ev › Mutfak · Marka',
    image_url: null,
    changes: [
      { field: 'title', label: 'Başlık', before: 'Çelik Termos', after: 'Çelik Termos 500 ml' },
    ],
    documents: [],
    rejection: null,
    link: '/urun-detay/celik-termos',
    ...over,
  };
}

const queue = (results: ModerationItem[]): ModerationList => ({
  count: results.length,
  next: null,
  previous: null,
  pending: { product: results.length, brand: 2, attribute: 0 },
  results,
});

describe('/yonetim/moderasyon', () => {
  it('the reject input needs a reason, and a note with "diger"', () => {
    expect(rejectionInput([], '')).toEqual({ ok: false, error: 'En az bir ret gerekçesi seçin.' });
    expect(rejectionInput(['diger'], '  ')).toMatchObject({ ok: false });
    expect(rejectionInput(['baslik'], ' not ')).toEqual({
      ok: true,
      reasons: ['baslik'],
      note: 'not',
    });
  });

  it('shows pending counts, the before/after diff, approves, and rejects with reasons and a note', async () => {
    const decisions: unknown[] = [];
    api = installRouteApi({
      [`GET ${QUEUE}`]: () => ({ status: 200, data: queue([item()]) }),
      [`POST ${QUEUE}product/9/approve/`]: () => ({
        status: 200,
        data: { type: 'product', id: 9, status: 'onaylandi' },
      }),
      [`POST ${QUEUE}product/9/reject/`]: (req) => {
        decisions.push(jsonOf(req));
        return { status: 200, data: { type: 'product', id: 9, status: 'reddedildi' } };
      },
    });
    const { user } = renderAt('/yonetim/moderasyon', <ModerationQueue />, '/yonetim/moderasyon');
    expect(await screen.findByRole('heading', { name: 'Çelik Termos 500 ml' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Markalar, 2 bekleyen' })).toBeInTheDocument();
    const diff = screen.getByLabelText('Değişiklikler');
    expect(within(diff).getByText('Çelik Termos')).toBeInTheDocument();
    expect(within(diff).getByText('Önce')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${QUEUE}product/9/approve/`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Diğer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(
      await within(dialog).findByText('“Diğer” gerekçesi için bir açıklama yazın.'),
    ).toBeInTheDocument();
    expect(decisions).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Başlık kurallara uygun değil/ }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Açıklama/ }),
      'Hacmi başlığa doğru yazın.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({
      reasons: ['diger', 'baslik'],
      note: 'Hacmi başlığa doğru yazın.',
    });
  });
});
