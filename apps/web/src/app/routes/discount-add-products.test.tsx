import type { VendorOffer } from '@carsi/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockAdapter, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp, userFixture } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

const seller = {
  user: { ...userFixture, businesses: [{ id: 1, name: 'Moda Evi', role: 'owner' as const }] },
};

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

const offer = (id: number, title: string, variant: string, price: number): VendorOffer => ({
  id,
  variant_id: id * 10,
  product_id: id * 100,
  product_slug: `urun-${id}`,
  product_status: 'yayinda',
  title,
  variant_label: variant,
  sku: `SKU-${id}`,
  barcode: null,
  price,
  list_price: null,
  stock: 5,
  is_active: true,
  dispatch_days: null,
  updated_at: '2026-11-20T09:00:00.000Z',
});

const OFFERS = [
  offer(1, 'Pamuklu Tişört', 'Siyah / M', 29_990),
  offer(2, 'Pamuklu Tişört', 'Beyaz / L', 31_990),
  offer(3, 'Keten Gömlek', '', 59_990),
];

describe('/dashboard/discounts/add-products', { timeout: 20_000 }, () => {
  it('searches, selects many variants and sets a percent for a period', async () => {
    const posts: RecordedRequest[] = [];
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/offers/') && req.method === 'GET') {
        const q = new URL(req.url, 'http://x').searchParams.get('q') ?? '';
        const results = OFFERS.filter((o) => o.title.toLocaleLowerCase('tr').includes(q));
        return {
          status: 200,
          data: { count: results.length, next: null, previous: null, results },
        };
      }
      if (path.endsWith('/vendor/api/discounts/') && req.method === 'POST') {
        posts.push(req);
        const b = JSON.parse(String(req.data)) as {
          items: { product_id: number; variant_id: number }[];
          value: number;
          starts_at: string;
          ends_at: string;
        };
        return {
          status: 201,
          data: {
            results: b.items.map((i, k) => ({
              id: k + 1,
              product_id: i.product_id,
              product_title: 'Pamuklu Tişört',
              variant_id: i.variant_id,
              variant_label: k === 0 ? 'Siyah / M' : 'Beyaz / L',
              kind: 'yuzde',
              value: b.value,
              starts_at: '2026-11-27T07:00:00.000Z',
              ends_at: '2026-12-04T07:00:00.000Z',
              status: 'planlandi',
              created_at: '2026-11-26T07:00:00.000Z',
            })),
          },
        };
      }
      return undefined;
    });
    renderApp('/dashboard/discounts/add-products', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'İndirime ürün ekle' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    expect(await screen.findByText('Keten Gömlek')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ürün ara'), 'pamuklu');
    await waitFor(() => expect(screen.queryByText('Keten Gömlek')).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadakilerin tümünü seç' }));
    expect(screen.getByText('2 varyant seçildi.')).toBeInTheDocument();

    // Nothing is sent without a valid percent.
    await user.click(screen.getByRole('button', { name: '2 varyanta indirim uygula' }));
    expect(posts).toHaveLength(0);
    await user.type(screen.getByLabelText('İndirim yüzdesi'), '15');
    const start = screen.getByLabelText('Başlangıç');
    await user.clear(start);
    await user.type(start, '2026-11-27T10:00');
    await user.click(screen.getByRole('button', { name: '2 varyanta indirim uygula' }));

    const heading = await screen.findByRole('heading', { name: '2 ürün için indirim tanımlandı' });
    const done = heading.closest('[role="status"]')!;
    expect(done).toHaveTextContent('Siyah / M: %15 indirim');
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(String(posts[0]!.data)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      items: [
        { product_id: 100, variant_id: 10 },
        { product_id: 200, variant_id: 20 },
      ],
      kind: 'yuzde',
      value: 15,
      starts_at: '2026-11-27T10:00:00+03:00',
    });
  });

  it('refuses a new price not below a chosen variant’s price before sending', async () => {
    const posts: RecordedRequest[] = [];
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/offers/'))
        return {
          status: 200,
          data: { count: OFFERS.length, next: null, previous: null, results: OFFERS },
        };
      if (path.endsWith('/vendor/api/discounts/')) posts.push(req);
      return undefined;
    });
    renderApp('/dashboard/discounts/add-products', seller);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Keten Gömlek/ }));
    await user.click(screen.getByRole('radio', { name: 'Yeni fiyat' }));
    await user.type(screen.getByLabelText('Yeni fiyat (TL)'), '700');
    await user.click(screen.getByRole('button', { name: '1 varyanta indirim uygula' }));
    expect(
      await screen.findByText('Yeni fiyat, Keten Gömlek için şu anki fiyattan düşük olmalı.'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
