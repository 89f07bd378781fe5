import type { OperatorStarredDeal, VendorOffer, VendorStarredDeal } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockAdapter, RecordedRequest } from '@/lib/test-adapter';
import { installCatalogApi, renderApp, userFixture } from '../testing';

vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  bootstrapSession: vi.fn(async () => 'authenticated'),
}));

// Starred deals (docs/decisions/038): the seller's page and the operators' page.

const seller = {
  user: { ...userFixture, businesses: [{ id: 1, name: 'Moda Evi', role: 'owner' as const }] },
};
const operator = { user: { ...userFixture, role: 'operator' as const } };

let adapter: MockAdapter;
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => adapter.restore());

const deal = (over: Partial<VendorStarredDeal> = {}): VendorStarredDeal => ({
  id: 1,
  offer_id: 10,
  product_id: 100,
  product_title: 'Kablosuz Kulaklık',
  product_slug: 'kablosuz-kulaklik',
  variant_label: 'Siyah',
  offer_price: 100_000,
  offer_stock: 40,
  deal_price: 79_900,
  stock_cap: 10,
  sold: 4,
  remaining: 6,
  starts_at: '2026-11-26T09:00:00.000Z',
  ends_at: '2026-11-27T09:00:00.000Z',
  state: 'yayinda',
  rejection_reason: null,
  decided_at: '2026-11-26T08:00:00.000Z',
  created_at: '2026-11-25T08:00:00.000Z',
  ...over,
});

const offer = (over: Partial<VendorOffer> = {}): VendorOffer => ({
  id: 20,
  variant_id: 200,
  product_id: 2000,
  product_slug: 'termos',
  product_status: 'yayinda',
  title: 'Çelik Termos 1 L',
  variant_label: '',
  sku: 'TRM-1',
  barcode: null,
  price: 50_000,
  list_price: null,
  stock: 12,
  is_active: true,
  dispatch_days: null,
  updated_at: '2026-11-20T09:00:00.000Z',
  ...over,
});

const body = (r: RecordedRequest) => JSON.parse(String(r.data)) as Record<string, unknown>;
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('/dashboard/yildizli-firsatlar', { timeout: 20_000 }, () => {
  it('lists deals with their state, sales and remaining stock, and nominates an offer picked by search', async () => {
    let list = [
      deal(),
      deal({
        id: 2,
        product_title: 'Akıllı Saat',
        state: 'reddedildi',
        sold: 0,
        remaining: 10,
        rejection_reason: 'Fiyat piyasanın altında değil.',
      }),
      deal({ id: 3, product_title: 'Masa Lambası', state: 'beklemede', sold: 0, remaining: 10 }),
    ];
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/starred-deals/') && req.method === 'GET')
        return { status: 200, data: page(list) };
      if (path.endsWith('/vendor/api/offers/')) return { status: 200, data: page([offer()]) };
      if (path.endsWith('/vendor/api/starred-deals/') && req.method === 'POST') {
        const made = deal({
          id: 4,
          product_title: 'Çelik Termos 1 L',
          state: 'beklemede',
          sold: 0,
        });
        list = [made, ...list];
        return { status: 201, data: made };
      }
      return undefined;
    });
    renderApp('/dashboard/yildizli-firsatlar', seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yıldızlı fırsatlar' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Yıldızlı fırsatlar' });
    const running = within(table).getByRole('row', { name: /Kablosuz Kulaklık/ });
    expect(running).toHaveTextContent('4 / 10');
    expect(running).toHaveTextContent('6 kaldı');
    expect(running).toHaveTextContent('Yayında');
    expect(within(running).getByRole('button', { name: /fırsatını sonlandır/ })).toBeVisible();
    const rejected = within(table).getByRole('row', { name: /Akıllı Saat/ });
    expect(rejected).toHaveTextContent('Reddedildi');
    expect(rejected).toHaveTextContent('Fiyat piyasanın altında değil.');
    expect(
      within(within(table).getByRole('row', { name: /Masa Lambası/ })).getByRole('button', {
        name: 'Masa Lambası fırsatını sil',
      }),
    ).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Fırsat öner' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Yıldızlı fırsat öner' });
    await user.click(within(dialog).getByRole('button', { name: 'Onaya gönder' }));
    // Checked before sending.
    expect(await within(dialog).findByText(/Fırsata koyacağınız ürünü seçin/)).toBeVisible();
    await user.click(await within(dialog).findByRole('radio', { name: /Çelik Termos 1 L/ }));
    await user.type(within(dialog).getByLabelText('Fırsat fiyatı (TL)'), '500');
    await user.type(within(dialog).getByLabelText('Fırsat stoğu (adet)'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Onaya gönder' }));
    expect(
      await within(dialog).findByText(/şu anki fiyatından \(500,00 TL\) düşük olmalı/),
    ).toBeVisible();
    expect(within(dialog).getByText(/ürünün stoğundan \(12\) fazla olamaz/)).toBeVisible();
    expect(adapter.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const price = within(dialog).getByLabelText('Fırsat fiyatı (TL)');
    await user.clear(price);
    await user.type(price, '399,90');
    const cap = within(dialog).getByLabelText('Fırsat stoğu (adet)');
    await user.clear(cap);
    await user.type(cap, '5');
    const start = within(dialog).getByLabelText('Başlangıç');
    await user.clear(start);
    await user.type(start, '2030-12-01T10:00');
    const end = within(dialog).getByLabelText('Bitiş');
    await user.clear(end);
    await user.type(end, '2030-12-02T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Onaya gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adapter.requests.filter((r) => r.method === 'POST').map(body)[0]).toEqual({
      offer_id: 20,
      deal_price: 39_990,
      stock_cap: 5,
      starts_at: '2030-12-01T10:00:00+03:00',
      ends_at: '2030-12-02T10:00:00+03:00',
    });
    expect(await within(table).findByRole('row', { name: /Çelik Termos 1 L/ })).toBeVisible();
  });

  it('shows an empty state with the way to a first nomination', async () => {
    adapter = installCatalogApi((req) =>
      req.url.includes('/vendor/api/starred-deals/') ? { status: 200, data: page([]) } : undefined,
    );
    renderApp('/dashboard/yildizli-firsatlar', seller);
    expect(await screen.findByText('Henüz yıldızlı fırsat önermediniz')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Fırsat öner' })).toHaveLength(2);
  });
});

describe('/yonetim/yildizli-firsatlar', { timeout: 20_000 }, () => {
  it('shows the day’s slots; approves, and tells a full day in the server’s words; rejects with a reason', async () => {
    const waiting: OperatorStarredDeal = {
      ...deal({ state: 'beklemede', sold: 0, remaining: 10 }),
      business: { id: 1, name: 'Moda Evi' },
    };
    let approveAnswer = {
      status: 409,
      data: {
        code: 'firsat_kontenjani_dolu',
        detail: '27 Kasım günü için yıldızlı fırsat kontenjanı dolu (24/24).',
      },
    } as { status: number; data: unknown };
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/yonetim/api/starred-deals/'))
        return {
          status: 200,
          data: {
            ...page([waiting]),
            slots: [
              { date: '2026-11-26', used: 20, limit: 24 },
              { date: '2026-11-27', used: 24, limit: 24 },
            ],
          },
        };
      if (path.endsWith('/approve/')) return approveAnswer;
      if (path.endsWith('/reject/'))
        return {
          status: 200,
          data: { ...waiting, state: 'reddedildi', rejection_reason: 'Stok az.' },
        };
      return undefined;
    });
    renderApp('/yonetim/yildizli-firsatlar', operator);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yıldızlı fırsat onayları' }),
    ).toBeInTheDocument();
    const slots = await screen.findByRole('region', {
      name: 'Günlük kontenjan (onaylı fırsatlar)',
    });
    expect(slots).toHaveTextContent('20/24');
    expect(slots).toHaveTextContent('24/24 dolu');
    const card = screen.getByRole('article', { name: 'Kablosuz Kulaklık' });
    expect(card).toHaveTextContent('Moda Evi');
    expect(card).toHaveTextContent('%20');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText(/kontenjanı dolu \(24\/24\)/)).toBeVisible();
    approveAnswer = { status: 200, data: { ...waiting, state: 'yaklasan' } };
    await user.click(within(card).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fırsatı reddet' });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText(/Ret gerekçesini yazın/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Ret gerekçesi'), 'Stok az.');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rejects = adapter.requests.filter((r) => r.url.includes('/reject/')).map(body);
    expect(rejects).toEqual([{ reason: 'Stok az.' }]);
  });
});

describe('/yonetim', { timeout: 20_000 }, () => {
  it('lists the starred-deal queue with its waiting count, leading to its page', async () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/yonetim/api/businesses/')) return { status: 200, data: empty };
      if (path.endsWith('/yonetim/api/moderation/'))
        return { status: 200, data: { ...empty, pending: { product: 0, brand: 0, attribute: 0 } } };
      if (path.endsWith('/yonetim/api/questions/reported/')) return { status: 200, data: [] };
      if (path.endsWith('/yonetim/api/jobs/'))
        return {
          status: 200,
          data: { runner: 'in-process', running: true, jobs: [], recent_failures: [] },
        };
      if (path.endsWith('/yonetim/api/starred-deals/'))
        return { status: 200, data: { ...empty, count: 2, slots: [] } };
      if (path.endsWith('/yonetim/api/disputes/'))
        return { status: 200, data: { ...empty, waiting: 0 } };
      return undefined;
    });
    renderApp('/yonetim', operator);
    const link = await screen.findByRole('link', { name: /Yıldızlı fırsatlar/ });
    expect(link).toHaveAttribute('href', '/yonetim/yildizli-firsatlar');
    expect(within(link).getByLabelText('2 bekleyen')).toBeVisible();
    expect(
      adapter.requests.some((r) => r.url.includes('/yonetim/api/starred-deals/?status=beklemede')),
    ).toBe(true);
  });
});
