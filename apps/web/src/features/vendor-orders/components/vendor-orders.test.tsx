import type { VendorOrder, VendorOrderList, VendorPackageRow } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf } from '@/lib/test-utils';
import { VendorOrderDetailsPage } from './vendor-order-details-page';
import { VendorOrdersPage } from './vendor-orders-page';

const LIST = '/api/vendor/api/dashboard/orders/';
const DETAIL = '/api/vendor/api/vendor/orders/7/';
const ITEM = (id: number) => `/api/vendor/api/vendor/order-items/${id}/`;
const BULK = '/api/vendor/api/vendor/order-items/bulk-status/';

let api: MockAdapter;
afterEach(() => api.restore());

function row(over: Partial<VendorPackageRow> = {}): VendorPackageRow {
  return {
    package_id: 11,
    order_id: 7,
    order_number: '2026112500007',
    created_at: '2026-11-25T09:00:00Z',
    buyer_name: 'Ayşe Yılmaz',
    item_count: 2,
    package_total: 129_990,
    status: 'hazirlaniyor',
    status_label: 'Hazırlanıyor',
    cargo_company: { code: 'yurtici', name: 'Yurtiçi Kargo' },
    tracking_number: null,
    tracking_url: null,
    is_late: true,
    has_invoice: false,
    ...over,
  };
}

const listOf = (results: VendorPackageRow[]): VendorOrderList => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  counts: {
    all: results.length,
    onay_bekliyor: 0,
    hazirlaniyor: results.length,
    kargoya_verildi: 0,
    teslim_edildi: 0,
    iade: 0,
    iptal_edildi: 0,
  },
});

function order(status: VendorOrder['packages'][0]['items'][0]['status'] = 'onay_bekliyor') {
  const actions: Record<string, VendorOrder['packages'][0]['items'][0]['actions']> = {
    onay_bekliyor: ['hazirlaniyor', 'iptal_edildi'],
    hazirlaniyor: ['kargoya_verildi', 'iptal_edildi'],
    iade_talep_edildi: ['iade_edildi', 'iade_reddedildi'],
  };
  return {
    id: 7,
    number: '2026112500007',
    created_at: '2026-11-25T09:00:00Z',
    buyer_name: 'Ayşe Yılmaz',
    address: {
      title: 'Ev',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '+905321234567',
      city: 'İstanbul',
      district: 'Kadıköy',
      neighbourhood: 'Caferağa Mah',
      address_line: 'Moda Caddesi No: 12',
      postal_code: '34710',
      billing_type: 'bireysel',
      tckn: null,
      company_name: null,
      tax_number: null,
      tax_office: null,
    },
    payment: {
      status: 'odendi',
      status_label: 'Ödendi',
      method: 'Kart',
      total: 129_990,
      refunded: 0,
    },
    packages: [
      {
        id: 11,
        status,
        status_label: 'Durum',
        cargo_company: { code: 'yurtici', name: 'Yurtiçi Kargo' },
        tracking_number: null,
        tracking_url: null,
        shipping_fee: 0,
        shipped_at: null,
        delivered_at: null,
        is_late: false,
        label_url: '/api/vendor/api/vendor/packages/11/label/',
        invoice: null,
        items: [
          {
            id: 21,
            package_id: 11,
            title: 'Kablosuz Kulaklık',
            variant_label: 'Siyah',
            image: null,
            quantity: 1,
            unit_price: 129_990,
            line_total: 129_990,
            status,
            status_label: 'Durum',
            return_request: null,
            return_decision: null,
            refund: null,
            actions: actions[status] ?? [],
            events: [
              {
                status: 'onay_bekliyor',
                label: 'Onay bekliyor',
                note: null,
                created_at: '2026-11-25T09:00:00Z',
              },
            ],
          },
        ],
      },
    ],
  } satisfies VendorOrder;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/orders', element: <VendorOrdersPage /> },
      {
        path: '/dashboard/vendor/orders/:id/details',
        element: <VendorOrderDetailsPage orderId={7} />,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('/dashboard/orders', () => {
  it('lists packages with tab counts, a late badge and a link to the order', async () => {
    api = installRouteApi({ [`GET ${LIST}`]: () => ({ status: 200, data: listOf([row()]) }) });
    renderAt('/dashboard/orders');
    expect(await screen.findAllByRole('link', { name: '2026112500007' })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tümü (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hazırlanan (1)' })).toBeInTheDocument();
    expect(screen.getAllByText('Gecikti').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '2026112500007' })[0]).toHaveAttribute(
      'href',
      '/dashboard/vendor/orders/7/details',
    );
  });

  it('searches and switches tabs through the query string', async () => {
    api = installRouteApi({ [`GET ${LIST}`]: () => ({ status: 200, data: listOf([]) }) });
    const { user } = renderAt('/dashboard/orders');
    expect(await screen.findByText('Henüz sipariş yok')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sipariş no veya alıcı'), 'Ayşe');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(callsTo(api, 'GET', LIST).at(-1)!.url).toContain('q=Ay%C5%9Fe'));
    await user.click(screen.getByRole('button', { name: /^Kargoda/ }));
    await waitFor(() =>
      expect(callsTo(api, 'GET', LIST).at(-1)!.url).toContain('status=kargoya_verildi'),
    );
    expect(await screen.findByText('Kargoda paket yok')).toBeInTheDocument();
  });

  it('follows the overview’s dispatch link and lets the filter go', async () => {
    api = installRouteApi({ [`GET ${LIST}`]: () => ({ status: 200, data: listOf([row()]) }) });
    const { user } = renderAt('/dashboard/orders?sevk=geciken');
    expect(await screen.findByText('Kargoya verme süresi geçenler')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET', LIST).at(-1)!.url).toContain('sevk=geciken'));
    await user.click(screen.getByRole('button', { name: 'Filtreyi kaldır' }));
    await waitFor(() => expect(callsTo(api, 'GET', LIST).at(-1)!.url).not.toContain('sevk='));
    expect(screen.queryByText('Kargoya verme süresi geçenler')).not.toBeInTheDocument();
  });

  it('ships selected packages with a tracking number checked before sending', async () => {
    api = installRouteApi({
      [`GET ${LIST}`]: () => ({ status: 200, data: listOf([row()]) }),
      [`POST ${BULK}`]: () => ({
        status: 200,
        data: { results: [{ id: 11, kind: 'package', ok: true, detail: null }] },
      }),
    });
    const { user } = renderAt('/dashboard/orders');
    const boxes = await screen.findAllByRole('checkbox', { name: /Paket 11/ });
    await user.click(boxes[0]!);
    await user.click(screen.getByRole('button', { name: 'Kargoya ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kargoya ver' });
    await user.type(within(dialog).getByLabelText(/Takip numarası/), 'ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
    expect(
      within(dialog).getByText('Takip numarası seçilen kargo firmasının numara biçimine uymuyor.'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', BULK)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/Takip numarası/));
    await user.type(within(dialog).getByLabelText(/Takip numarası/), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
    await waitFor(() => expect(callsTo(api, 'POST', BULK)).toHaveLength(1));
    expect(jsonOf(callsTo(api, 'POST', BULK)[0])).toEqual({
      package_ids: [11],
      status: 'kargoya_verildi',
      cargo_company: 'yurtici',
      tracking_numbers: { '11': '123456789012' },
    });
  });
});

describe('/dashboard/vendor/orders/:id/details', () => {
  it('shows items, address, payment, timeline and the actions allowed now; refetches after a change', async () => {
    let current = order('onay_bekliyor');
    api = installRouteApi({
      [`GET ${DETAIL}`]: () => ({ status: 200, data: current }),
      [`PATCH ${ITEM(21)}`]: () => {
        current = order('hazirlaniyor');
        return { status: 200, data: current };
      },
    });
    const { user } = renderAt('/dashboard/vendor/orders/7/details');
    expect(await screen.findByText('Kablosuz Kulaklık')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sipariş detayı' })).toBeInTheDocument();
    expect(screen.getByText(/Moda Caddesi No: 12/)).toBeInTheDocument();
    expect(screen.getByText('Ödendi')).toBeInTheDocument();
    expect(screen.getByText(/Onay bekliyor/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onayla / Hazırlanıyor' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', ITEM(21))).toHaveLength(1));
    expect(jsonOf(callsTo(api, 'PATCH', ITEM(21))[0])).toEqual({ status: 'hazirlaniyor' });
    expect(await screen.findByRole('button', { name: 'Kargoya ver' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', DETAIL).length).toBeGreaterThanOrEqual(2);
  });

  it('cancels with a reason, and shows the server’s 409 detail', async () => {
    api = installRouteApi({
      [`GET ${DETAIL}`]: () => ({ status: 200, data: order('onay_bekliyor') }),
      [`PATCH ${ITEM(21)}`]: () => ({
        status: 409,
        data: { detail: 'Bu ürün zaten "İptal edildi" durumunda.', code: 'durum_uygun_degil' },
      }),
    });
    const { user } = renderAt('/dashboard/vendor/orders/7/details');
    await user.click(await screen.findByRole('button', { name: 'İptal et' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Fiyat hatası'));
    await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', ITEM(21))).toHaveLength(1));
    expect(jsonOf(callsTo(api, 'PATCH', ITEM(21))[0])).toEqual({
      status: 'iptal_edildi',
      reason: 'Fiyat hatası',
    });
    expect(
      await within(dialog).findByText('Bu ürün zaten "İptal edildi" durumunda.'),
    ).toBeInTheDocument();
  });

  it('rejects a return only with a reason', async () => {
    api = installRouteApi({
      [`GET ${DETAIL}`]: () => ({ status: 200, data: order('iade_talep_edildi') }),
      [`PATCH ${ITEM(21)}`]: () => ({ status: 200, data: order('iade_talep_edildi') }),
    });
    const { user } = renderAt('/dashboard/vendor/orders/7/details');
    await user.click(await screen.findByRole('button', { name: 'İadeyi reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'İadeyi reddet' });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(within(dialog).getByText('Bir neden yazın.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Ret nedeni'), 'Ürün kullanılmış.');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(jsonOf(callsTo(api, 'PATCH', ITEM(21))[0])).toEqual({
        status: 'iade_reddedildi',
        reason: 'Ürün kullanılmış.',
      }),
    );
  });

  it('saves an e-Arşiv link as the invoice', async () => {
    api = installRouteApi({
      [`GET ${DETAIL}`]: () => ({ status: 200, data: order('hazirlaniyor') }),
      ['PUT /api/vendor/api/vendor/packages/11/invoice/']: () => ({
        status: 200,
        data: order('hazirlaniyor'),
      }),
    });
    const { user } = renderAt('/dashboard/vendor/orders/7/details');
    await user.type(
      await screen.findByLabelText('e-Arşiv fatura bağlantısı'),
      'https://earsiv.example/f/1',
    );
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(jsonOf(callsTo(api, 'PUT', '/api/vendor/api/vendor/packages/11/invoice/')[0])).toEqual(
        { url: 'https://earsiv.example/f/1' },
      ),
    );
  });
});
