import type { Cart, VendorCoupon } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartFixture, defaultLines } from '@/features/cart/test-fixtures';
import { formatMoney } from '@/lib/format';
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

const coupon = (over: Partial<VendorCoupon> = {}): VendorCoupon => ({
  id: 1,
  code: 'YAZ50',
  kind: 'tutar',
  value: 5_000,
  min_basket: 30_000,
  starts_at: '2026-11-20T09:00:00.000Z',
  ends_at: '2026-12-20T21:00:00.000Z',
  total_limit: 100,
  per_user_limit: 1,
  product_ids: null,
  is_public: true,
  status: 'aktif',
  uses: 3,
  revenue: 120_000,
  cost: 15_000,
  created_at: '2026-11-20T09:00:00.000Z',
  ...over,
});

const body = (r: RecordedRequest) => JSON.parse(String(r.data)) as Record<string, unknown>;

describe('/dashboard/kuponlar', { timeout: 20_000 }, () => {
  it('lists coupons with uses, revenue and cost, and creates one in Istanbul time', async () => {
    let list = [coupon(), coupon({ id: 2, code: 'ÖZEL', kind: 'yuzde', value: 10, uses: 0 })];
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/coupons/') && req.method === 'GET')
        return {
          status: 200,
          data: { count: list.length, next: null, previous: null, results: list },
        };
      if (path.endsWith('/vendor/api/coupons/') && req.method === 'POST') {
        const b = body(req);
        if (b.code === 'YAZ50')
          return {
            status: 409,
            data: {
              detail: 'Bu kupon kodu zaten var.',
              errors: { code: ['Bu kupon kodu zaten var.'] },
            },
          };
        const made = coupon({ id: 3, code: String(b.code), uses: 0, revenue: 0, cost: 0 });
        list = [made, ...list];
        return { status: 201, data: made };
      }
      return undefined;
    });
    renderApp('/dashboard/kuponlar', seller);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuponlar' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kuponlar' });
    const row = within(table).getByRole('row', { name: /YAZ50/ });
    expect(row).toHaveTextContent('3 / 100');
    expect(row).toHaveTextContent(formatMoney(120_000));
    expect(row).toHaveTextContent(formatMoney(15_000));
    expect(within(row).getByRole('button', { name: 'YAZ50 kuponunu sonlandır' })).toBeVisible();
    expect(
      within(within(table).getByRole('row', { name: /ÖZEL/ })).getByRole('button', {
        name: 'ÖZEL kuponunu sil',
      }),
    ).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yeni kupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kupon' });
    await user.type(within(dialog).getByLabelText('Kupon kodu'), 'YAZ50');
    await user.click(within(dialog).getByRole('button', { name: 'Kuponu oluştur' }));
    // Checked before sending: no amount typed.
    expect(await within(dialog).findByText(/Tutarı TL olarak yazın/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('İndirim tutarı (TL)'), '49,90');
    const start = within(dialog).getByLabelText('Başlangıç');
    await user.clear(start);
    await user.type(start, '2026-12-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Kuponu oluştur' }));
    // The server's field message comes back beside the field.
    expect(await within(dialog).findAllByText('Bu kupon kodu zaten var.')).not.toHaveLength(0);
    const posted = adapter.requests.filter((r) => r.method === 'POST').map(body);
    expect(posted[0]).toMatchObject({
      code: 'YAZ50',
      kind: 'tutar',
      value: 4_990,
      starts_at: '2026-12-01T10:00:00+03:00',
      per_user_limit: 1,
      is_public: true,
      product_ids: null,
    });
    const code = within(dialog).getByLabelText('Kupon kodu');
    await user.clear(code);
    await user.type(code, 'KIŞ25');
    await user.click(within(dialog).getByRole('button', { name: 'Kuponu oluştur' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByRole('row', { name: /KIŞ25/ })).toBeVisible();
  });

  it('makes a coupon for chosen products picked by search, not raw ids', async () => {
    const offers = [
      { id: 7, product_id: 70, variant_id: 700, title: 'Keten Gömlek', variant_label: 'M' },
      { id: 8, product_id: 70, variant_id: 701, title: 'Keten Gömlek', variant_label: 'L' },
      { id: 9, product_id: 90, variant_id: 900, title: 'Deri Kemer', variant_label: '' },
    ].map((o) => ({
      ...o,
      product_slug: `p-${o.product_id}`,
      product_status: 'yayinda',
      sku: `S${o.id}`,
      barcode: null,
      price: 50_000,
      list_price: null,
      stock: 10,
      is_active: true,
      dispatch_days: null,
      updated_at: '2026-11-20T09:00:00.000Z',
    }));
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/coupons/') && req.method === 'GET')
        return { status: 200, data: { count: 0, next: null, previous: null, results: [] } };
      if (path.endsWith('/vendor/api/offers/')) {
        const q = new URL(req.url, 'http://x').searchParams.get('q') ?? '';
        const results = offers.filter((o) => o.title.includes(q));
        return {
          status: 200,
          data: { count: results.length, next: null, previous: null, results },
        };
      }
      if (path.endsWith('/vendor/api/coupons/') && req.method === 'POST')
        return { status: 201, data: coupon({ id: 5, code: 'KETEN', product_ids: [70] }) };
      return undefined;
    });
    renderApp('/dashboard/kuponlar', seller);
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Yeni kupon' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kupon' });
    await user.type(within(dialog).getByLabelText('Kupon kodu'), 'KETEN');
    await user.type(within(dialog).getByLabelText('İndirim tutarı (TL)'), '50');
    const scope = within(dialog).getByRole('group', { name: 'Kuponun geçerli olduğu ürünler' });
    await user.click(within(scope).getByRole('radio', { name: 'Seçtiğim ürünler' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kuponu oluştur' }));
    expect(
      await within(dialog).findByText('En az bir ürün seçin ya da tüm ürünlerinizi seçin.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Ürün ara'), 'Keten');
    // One row per product, whatever its variants.
    const box = await within(dialog).findByRole('checkbox', { name: 'Keten Gömlek' });
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: 'Deri Kemer' })).toBeNull(),
    );
    await user.click(box);
    expect(within(dialog).getByText('1 ürün seçildi: Keten Gömlek.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Kuponu oluştur' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = adapter.requests.filter((r) => r.method === 'POST').map(body);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ code: 'KETEN', value: 5_000, product_ids: [70] });
  });

  it('shows an empty state with the way to a first coupon', async () => {
    adapter = installCatalogApi((req) =>
      req.url.includes('/vendor/api/coupons/')
        ? { status: 200, data: { count: 0, next: null, previous: null, results: [] } }
        : undefined,
    );
    renderApp('/dashboard/kuponlar', seller);
    expect(await screen.findByText('Henüz kuponunuz yok')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Yeni kupon' })).toHaveLength(2);
  });
});

describe('/dashboard/kampanyalar', { timeout: 20_000 }, () => {
  it('lists campaigns and creates a "3 al 2 öde" for a period in Istanbul time', async () => {
    const base = {
      product_ids: null,
      buy_x: null,
      pay_y: null,
      percent: null,
      threshold: null,
      starts_at: '2026-11-20T09:00:00.000Z',
      ends_at: '2026-12-20T21:00:00.000Z',
      created_at: '2026-11-20T09:00:00.000Z',
    };
    let list: unknown[] = [
      {
        ...base,
        id: 1,
        type: 'kargo_bedava',
        title: 'Kargo bedava haftası',
        label: 'Kargo bedava',
        threshold: 25_000,
        status: 'aktif',
      },
    ];
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/campaigns/') && req.method === 'GET')
        return {
          status: 200,
          data: { count: list.length, next: null, previous: null, results: list },
        };
      if (/\/vendor\/api\/campaigns\/2\/$/.test(path) && req.method === 'GET')
        return { status: 200, data: list[0] };
      if (path.endsWith('/vendor/api/campaigns/') && req.method === 'POST') {
        const b = body(req);
        const made = { ...base, ...b, id: 2, label: '3 al 2 öde', status: 'planlandi' };
        list = [made, ...list];
        return { status: 201, data: made };
      }
      return undefined;
    });
    renderApp('/dashboard/kampanyalar', seller);
    const table = await screen.findByRole('table', { name: 'Kampanyalar' });
    expect(within(table).getByRole('row', { name: /Kargo bedava haftası/ })).toHaveTextContent(
      `${formatMoney(25_000)} ve üzeri`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yeni kampanya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kampanya' });
    // Step 1 — type: its title is checked before the next step.
    expect(within(dialog).getByText('1. Tür')).toHaveAttribute('aria-current', 'step');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(await within(dialog).findByText(/Kampanya adı 3–100/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Kampanya adı'), 'Üç al iki öde');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    // Step 2 — products: all of them by default.
    expect(within(dialog).getByText('2. Ürünler')).toHaveAttribute('aria-current', 'step');
    expect(within(dialog).getByRole('radio', { name: 'Tüm ürünlerim' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    // Step 3 — dates in Istanbul time; Back keeps what was typed.
    const start = within(dialog).getByLabelText('Başlangıç');
    await user.clear(start);
    await user.type(start, '2026-12-01T00:00');
    const end = within(dialog).getByLabelText('Bitiş');
    await user.clear(end);
    await user.type(end, '2026-12-08T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Geri' }));
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(within(dialog).getByLabelText('Başlangıç')).toHaveValue('2026-12-01T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    // Step 4 — summary, then create.
    expect(within(dialog).getByText('3 al 2 öde')).toBeInTheDocument();
    expect(within(dialog).getByText('Tüm ürünleriniz')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kampanyayı oluştur' }));
    expect(adapter.requests.filter((r) => r.method === 'POST').map(body)[0]).toEqual({
      type: 'x_al_y_ode',
      title: 'Üç al iki öde',
      product_ids: null,
      buy_x: 3,
      pay_y: 2,
      percent: null,
      threshold: null,
      starts_at: '2026-12-01T00:00:00+03:00',
      ends_at: '2026-12-08T00:00:00+03:00',
    });
    // The wizard ends on campaigns/success: what was made and when it starts.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kampanya oluşturuldu' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Üç al iki öde oluşturuldu')).toBeInTheDocument();
    expect(screen.getByText(/^Kampanya .* tarihinde başlayacak\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kampanyalara dön' }));
    const again = await screen.findByRole('table', { name: 'Kampanyalar' });
    expect(await within(again).findByRole('row', { name: /Üç al iki öde/ })).toHaveTextContent(
      'Planlandı',
    );
  });
});

describe('campaign wizard: chosen products, and campaigns/success', { timeout: 20_000 }, () => {
  it('sends the chosen products, and refuses to go on with none chosen', async () => {
    const offers = [
      { id: 1, product_id: 100, title: 'Pamuklu Tişört' },
      { id: 2, product_id: 100, title: 'Pamuklu Tişört' },
      { id: 3, product_id: 200, title: 'Keten Gömlek' },
    ].map((o) => ({
      ...o,
      variant_id: o.id * 10,
      product_slug: `urun-${o.product_id}`,
      product_status: 'yayinda',
      variant_label: '',
      sku: `SKU-${o.id}`,
      barcode: null,
      price: 29_990,
      list_price: null,
      stock: 5,
      is_active: true,
      dispatch_days: null,
      updated_at: '2026-11-20T09:00:00.000Z',
    }));
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/vendor/api/campaigns/') && req.method === 'GET')
        return { status: 200, data: { count: 0, next: null, previous: null, results: [] } };
      if (path.endsWith('/vendor/api/offers/'))
        return { status: 200, data: { count: 3, next: null, previous: null, results: offers } };
      if (path.endsWith('/vendor/api/campaigns/') && req.method === 'POST')
        return { status: 500, data: { detail: 'Sunucu hatası' } };
      return undefined;
    });
    renderApp('/dashboard/kampanyalar', seller);
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Yeni kampanya' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kampanya' });
    await user.selectOptions(within(dialog).getByLabelText('Kampanya türü'), 'sepette_yuzde');
    await user.type(within(dialog).getByLabelText('Kampanya adı'), 'Gömlek haftası');
    await user.type(within(dialog).getByLabelText('İndirim yüzdesi'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Seçtiğim ürünler' }));
    // Two offers of one product are one product to choose.
    await within(dialog).findByRole('checkbox', { name: 'Keten Gömlek' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(within(dialog).getByText(/En az bir ürün seçin/)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keten Gömlek' }));
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(within(dialog).getByText('Keten Gömlek')).toBeInTheDocument();
    expect(within(dialog).getByText('Sepette %10 indirim')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kampanyayı oluştur' }));
    await waitFor(() =>
      expect(adapter.requests.filter((r) => r.method === 'POST').map(body)[0]).toMatchObject({
        type: 'sepette_yuzde',
        product_ids: [200],
        percent: 10,
      }),
    );
  });

  it('campaigns/success without a valid id points back to the list', async () => {
    adapter = installCatalogApi(() => undefined);
    renderApp('/dashboard/campaigns/success?id=abc', seller);
    expect(await screen.findByText('Kampanya bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kampanyalara git' })).toHaveAttribute(
      'href',
      '/dashboard/kampanyalar',
    );
  });
});

describe('/sepetim/ coupon entry', { timeout: 20_000 }, () => {
  it('applies a code to a seller package, shows what it takes off, and removes it', async () => {
    let applied = false;
    const cart = (): Cart => {
      const c = cartFixture(defaultLines());
      if (!applied) return c;
      const g = c.groups[0]!;
      g.coupon = { id: 7, code: 'YAZ50', applied: true, amount: 5_000, reason: null };
      g.promotion_total = 5_000;
      return { ...c, promotion_total: 5_000, grand_total: c.grand_total - 5_000 };
    };
    adapter = installCatalogApi((req) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/urun/api/cartitemcount/'))
        return { status: 200, data: { ItemInCart: 2, SelectedItemInCart: 2 } };
      if (path.endsWith('/urun/api/cart/') && req.method === 'GET')
        return { status: 200, data: cart() };
      if (path.endsWith('/urun/api/cart/coupons/') && req.method === 'POST') {
        if (body(req).code !== 'yaz50')
          return {
            status: 404,
            data: { detail: 'Kupon bulunamadı ya da sepetinizdeki satıcılardan birine ait değil.' },
          };
        applied = true;
        return { status: 200, data: cart() };
      }
      if (path.endsWith('/urun/api/cart/coupons/YAZ50/') && req.method === 'DELETE') {
        applied = false;
        return { status: 200, data: cart() };
      }
      return undefined;
    });
    renderApp('/sepetim/', 'authenticated');
    const pkg = await screen.findByRole('region', { name: 'Satıcı: Moda Evi' });
    const user = userEvent.setup();
    await user.click(within(pkg).getByRole('button', { name: 'Kupon kodu gir' }));
    const form = within(pkg).getByRole('form', { name: 'Moda Evi için kupon' });
    await user.type(within(form).getByLabelText('Kupon kodu'), 'YANLIS');
    await user.click(within(form).getByRole('button', { name: 'Uygula' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Kupon bulunamadı/);
    await user.clear(within(form).getByLabelText('Kupon kodu'));
    await user.type(within(form).getByLabelText('Kupon kodu'), 'yaz50');
    await user.click(within(form).getByRole('button', { name: 'Uygula' }));
    expect(await within(pkg).findByText('YAZ50')).toBeVisible();
    expect(within(pkg).getByText(`−${formatMoney(5_000)}`)).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('Kampanya ve kupon')).toBeVisible();
    await user.click(within(pkg).getByRole('button', { name: 'YAZ50 kuponunu kaldır' }));
    expect(await within(pkg).findByRole('button', { name: 'Kupon kodu gir' })).toBeVisible();
    expect(within(summary).queryByText('Kampanya ve kupon')).not.toBeInTheDocument();
  });
});
