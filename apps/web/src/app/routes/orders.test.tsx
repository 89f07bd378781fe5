import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderListFixture, orderSummaryFixture } from '@/features/orders/test-fixtures';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { MockAdapter, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

const orderCalls = () =>
  adapter.requests.filter((r) => r.url.startsWith('/api/siparis/api/orders/')).map((r) => r.url);

const delivered = orderSummaryFixture({
  id: 43,
  number: '2026040100077',
  created_at: '2026-04-01T13:05:00Z',
  status: 'teslim_edildi',
  status_label: 'Teslim edildi',
  grand_total: 45_000,
  item_count: 6,
  package_count: 1,
  images: ['/a.webp', '/b.webp', '/c.webp', '/d.webp'],
  seller_names: ['Moda Evi'],
});

function serve(answer: (req: RecordedRequest) => unknown) {
  adapter = installCatalogApi((req) =>
    req.url.startsWith('/api/siparis/api/orders/') ? { status: 200, data: answer(req) } : undefined,
  );
}

describe('/siparislerim/', { timeout: 20_000 }, () => {
  it('lists orders as cards: date, number, status, total, sellers, pictures and a detail link', async () => {
    serve(() => orderListFixture([orderSummaryFixture(), delivered]));
    renderApp('/siparislerim/', 'authenticated');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siparişlerim' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Sipariş 2026051012345' });
    expect(document.title).toBe('Siparişlerim | Çarşı');
    // 08:15 UTC is 11:15 in Istanbul, 24-hour.
    expect(within(card).getByText('10.05.2026 11:15')).toBeInTheDocument();
    expect(within(card).getByText('Kargoya verildi')).toBeInTheDocument();
    expect(within(card).getByText(formatMoney(157_960))).toBeInTheDocument();
    expect(within(card).getByText('Moda Evi, Teknoloji Dünyası')).toBeInTheDocument();
    expect(within(card).getByText('3 ürün · 2 paket')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Detay/ })).toHaveAttribute(
      'href',
      '/siparislerim/42',
    );

    const other = screen.getByRole('article', { name: 'Sipariş 2026040100077' });
    expect(within(other).getByText(formatDateTime('2026-04-01T13:05:00Z'))).toBeInTheDocument();
    expect(within(other).getByText('Teslim edildi').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'teslim_edildi',
    );
    // Four pictures and "+2" for the six items.
    expect([...other.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/a.webp',
      '/b.webp',
      '/c.webp',
      '/d.webp',
    ]);
    expect(within(other).getByText('+2')).toBeInTheDocument();
    expect(orderCalls()).toEqual(['/api/siparis/api/orders/']);
  });

  it('a tab sets ?durum= and asks the server for that status', async () => {
    serve((req) =>
      req.url.includes('durum=teslim')
        ? orderListFixture([delivered])
        : orderListFixture([orderSummaryFixture(), delivered]),
    );
    const { router } = renderApp('/siparislerim/', 'authenticated');
    await screen.findByRole('article', { name: 'Sipariş 2026051012345' });
    const tabs = screen.getByRole('navigation', { name: 'Sipariş durumu' });
    expect(within(tabs).getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(tabs).getByRole('link', { name: 'Teslim edilenler' }));
    await waitFor(() => expect(router.state.location.search).toBe('?durum=teslim'));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Sipariş 2026051012345' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Sipariş 2026040100077' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Teslim edilenler' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(orderCalls()).toEqual([
      '/api/siparis/api/orders/',
      '/api/siparis/api/orders/?durum=teslim',
    ]);

    await userEvent.click(within(tabs).getByRole('link', { name: 'İadeler' }));
    await waitFor(() => expect(orderCalls().at(-1)).toBe('/api/siparis/api/orders/?durum=iade'));
  });

  it('pages through the orders with ?page=, keeping the tab', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) =>
      orderSummaryFixture({ id: 100 + i, number: `20260510000${String(i).padStart(2, '0')}` }),
    );
    serve((req) =>
      req.url.includes('page=2')
        ? orderListFixture([orderSummaryFixture({ id: 200, number: '2026050999999' })], {
            count: 11,
            previous: '/api/siparis/api/orders/?durum=aktif',
          })
        : orderListFixture(page1, {
            count: 11,
            next: '/api/siparis/api/orders/?durum=aktif&page=2',
          }),
    );
    renderApp('/siparislerim/?durum=aktif', 'authenticated');
    await screen.findByRole('article', { name: 'Sipariş 2026051000000' });
    expect(screen.getByText('11 sipariş')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sayfa 2' }));
    expect(
      await screen.findByRole('article', { name: 'Sipariş 2026050999999' }),
    ).toBeInTheDocument();
    expect(orderCalls().at(-1)).toBe('/api/siparis/api/orders/?page=2&durum=aktif');
  });

  it('shows the empty state with a way to start shopping', async () => {
    serve(() => orderListFixture([]));
    renderApp('/siparislerim/', 'authenticated');
    expect(
      await screen.findByRole('heading', { name: 'Henüz siparişiniz yok' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
  });

  it('shows skeletons while the list loads', async () => {
    adapter = installCatalogApi((req) =>
      req.url.startsWith('/api/siparis/') ? (new Promise(() => undefined) as never) : undefined,
    );
    renderApp('/siparislerim/', 'authenticated');
    expect(await screen.findByLabelText('Siparişler yükleniyor')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
