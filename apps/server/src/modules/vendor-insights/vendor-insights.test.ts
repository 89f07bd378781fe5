import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorAnalytics, VendorMetrics } from '@carsi/shared';
import { queryRows } from '../../lib/query-rows.ts';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { TestClient } from '../../../test/client.ts';
import { flushProductStats } from './product-stats.ts';
import { loadShop } from './shop.service.ts';
import { dispatchDeadline, istanbulToday, shiftDate } from '../../lib/istanbul-days.ts';

const V = '/api/vendor/api/dashboard';
const DAY = 86_400_000;

let t: TestContext;
let buyer: TestShopper;
let sellerA: TestShopper;
let sellerB: TestShopper;
let shopper: TestShopper;
let shopA: number;
let shopB: number;
let slugA: string;
let products: { id: number; slug: string; category_id: number; category: string }[];
const today = () => istanbulToday(new Date());

let seq = 0;
/** One paid order of one item from `business`, placed `daysAgo` days ago (0: a minute ago). */
async function sell(
  business: number,
  o: {
    daysAgo?: number;
    status?: string;
    total?: number;
    qty?: number;
    product?: number;
    title?: string;
    shippedAfterDays?: number;
    returned?: boolean;
  } = {},
) {
  const n = ++seq;
  const created = new Date(Date.now() - (o.daysAgo ?? 0) * DAY - 60_000);
  const shipped =
    o.shippedAfterDays === undefined
      ? null
      : new Date(created.getTime() + o.shippedAfterDays * DAY);
  const product = products.find((p) => p.id === o.product) ?? products[0]!;
  const total = o.total ?? 10_000;
  await t.database.db.execute(sql`
    WITH pay AS (
      INSERT INTO payments (id, user_id, kind, status, provider, amount, created_at)
      VALUES (${`pay_ins_${n}`}, ${buyer.id}, 'siparis', 'tamamlandi', 'sandbox', ${total}, ${created})
      RETURNING id),
    ord AS (
      INSERT INTO orders (number, user_id, payment_id, address, items_total, discount_total,
                          shipping_total, grand_total, paid_card, paid_wallet, pre_information,
                          distance_sales_contract, agreements_accepted_at, created_at)
      SELECT ${`99${String(n).padStart(8, '0')}`}, ${buyer.id}, pay.id,
             ${JSON.stringify({ city: 'Ankara', district: 'Çankaya' })}::jsonb, ${total}, 0, 0,
             ${total}, ${total}, 0, '-', '-', ${created}, ${created}
        FROM pay RETURNING id),
    pkg AS (
      INSERT INTO order_packages (order_id, business_id, seller_name, seller_slug, cargo_company,
                                  tracking_code, shipping_fee, estimated_from, estimated_to,
                                  shipped_at, created_at)
      SELECT ord.id, ${business}, 'Mağaza', 'magaza', 'yurtici', ${`TRK${n}`}, 0, '-', '-',
             ${shipped}::timestamptz, ${created}
        FROM ord RETURNING id, order_id)
    INSERT INTO order_items (order_id, package_id, business_id, product_id, slug, title, brand,
                             unit_price, quantity, kdv_rate, line_total, status,
                             return_requested_at, created_at)
    SELECT pkg.order_id, pkg.id, ${business}, ${product.id}, ${product.slug},
           ${o.title ?? `Ürün ${n}`}, 'Marka', ${Math.round(total / (o.qty ?? 1))}, ${o.qty ?? 1},
           20, ${total}, ${o.status ?? 'teslim_edildi'},
           ${o.returned ? created : null}::timestamptz, ${created}
      FROM pkg`);
}

beforeAll(async () => {
  t = await buildTestApp({ products: 12 });
  [buyer, sellerA, sellerB, shopper] = (await createShoppers(t, 4, 'analiz')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  shopA = await createBusiness(t, 'Analiz Mağazası', [{ userId: sellerA.id }]);
  shopB = await createBusiness(t, 'Yeni Dükkan', [{ userId: sellerB.id }]);
  const db = t.database.db;
  // Shop A ships the day it is ordered, so "today" and "late" do not hang on the weekday.
  await db.execute(sql`UPDATE businesses SET dispatch_days = 0, rating_avg_x100 = 460,
                         rating_count = 25 WHERE id = ${shopA}`);
  [{ slug: slugA }] = (await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM businesses WHERE id = ${shopA}`,
  )) as [{ slug: string }];
  products = await queryRows(
    db,
    sql`SELECT p.id, p.slug, p.category_id, c.name AS category
          FROM products p JOIN categories c ON c.id = p.category_id
         WHERE p.status = 'yayinda' AND p.min_price IS NOT NULL ORDER BY p.id LIMIT 4`,
  );
  // Shop A's offers on the first three products: one low on stock, one out, one plenty.
  const variants = await queryRows<{ id: number; product_id: number }>(
    db,
    sql`SELECT DISTINCT ON (product_id) id, product_id FROM variants
         WHERE product_id IN (${sql.join(
           products.slice(0, 3).map((p) => sql`${p.id}`),
           sql`, `,
         )}) ORDER BY product_id, id`,
  );
  for (const [i, v] of variants.entries())
    await db.execute(sql`INSERT INTO offers (variant_id, business_id, price, stock)
                         VALUES (${v.id}, ${shopA}, 5000, ${[2, 0, 40][i]!})`);
  await db.execute(sql`UPDATE products SET seller_ids = seller_ids || ${shopA}::int
                        WHERE id IN (${sql.join(
                          products.slice(0, 3).map((p) => sql`${p.id}`),
                          sql`, `,
                        )})`);

  const [p1, p2] = products;
  // Today: two sales and one cancelled (not counted as sales).
  await sell(shopA, { status: 'onay_bekliyor', total: 12_000, product: p1!.id });
  await sell(shopA, { status: 'hazirlaniyor', total: 8_000, product: p2!.id });
  await sell(shopA, { status: 'iptal_edildi', total: 99_000 });
  // Three days ago: late (not shipped), and one delivered shipped a day late.
  await sell(shopA, { daysAgo: 3, status: 'hazirlaniyor', total: 5_000, product: p1!.id });
  await sell(shopA, {
    daysAgo: 3,
    status: 'teslim_edildi',
    total: 20_000,
    qty: 2,
    product: p1!.id,
    shippedAfterDays: 1,
  });
  // Ten days ago: a return waiting for a decision, shipped on time; a refunded one.
  await sell(shopA, {
    daysAgo: 10,
    status: 'iade_talep_edildi',
    total: 7_000,
    product: p2!.id,
    shippedAfterDays: 0,
    returned: true,
  });
  await sell(shopA, {
    daysAgo: 10,
    status: 'iade_edildi',
    total: 4_000,
    returned: true,
    shippedAfterDays: 0,
  });
  // Forty days ago: outside 30 days; inside the previous 30-day period.
  await sell(shopA, { daysAgo: 40, status: 'teslim_edildi', total: 50_000, shippedAfterDays: 0 });

  // Two unanswered questions (the older one asked three days ago) and an answered one.
  for (const [ago, answered] of [
    [3, false],
    [1, false],
    [5, true],
  ] as const)
    await db.execute(sql`
      INSERT INTO product_questions (product_id, business_id, author_name, body, answer,
                                     answered_at, created_at)
      VALUES (${p1!.id}, ${shopA}, 'A***', 'Kutulu mu?', ${answered ? 'Evet' : null},
              ${answered ? new Date() : null}::timestamptz, ${new Date(Date.now() - ago * DAY)})`);
}, 90_000);
afterAll(async () => t?.close());

describe('GET /vendor/api/dashboard/metrics/', () => {
  it('sums the shop’s sales, waiting work, questions, stock, rating and rates, each with its list', async () => {
    const res = await sellerA.client.get(`${V}/metrics/`);
    expect(res.statusCode, res.body).toBe(200);
    const m: VendorMetrics = res.json();
    expect(m.today).toBe(today());
    // Cancelled and refunded items are not sales.
    expect(m.sales.today).toMatchObject({ sales: 20_000, orders: 2 });
    expect(m.sales.last_7_days).toMatchObject({ sales: 45_000, orders: 4 });
    expect(m.sales.last_30_days).toMatchObject({ sales: 52_000, orders: 5 });
    expect(m.sales.last_7_days.link).toBe('/dashboard/analytics?period=7');
    expect(m.to_confirm).toEqual({ count: 1, link: '/dashboard/orders?status=onay_bekliyor' });
    expect(m.to_ship_today.count).toBe(1);
    expect(m.to_ship_today.link).toBe('/dashboard/orders?status=hazirlaniyor&sevk=bugun');
    expect(m.late.count).toBe(1);
    expect(m.returns_waiting).toEqual({
      count: 1,
      link: '/dashboard/orders?status=iade_talep_edildi',
    });
    expect(m.questions.count).toBe(2);
    // The oldest unanswered question (3 days ago) was due two days after it was asked.
    const due = Date.parse(m.questions.oldest_deadline!);
    expect(Math.abs(due - (Date.now() - 1 * DAY))).toBeLessThan(60_000);
    expect(m.questions.link).toBe('/dashboard/questions?durum=yanitsiz');
    // The 3-day-old question is past its 48 hours.
    expect(m.questions.late).toBeGreaterThanOrEqual(1);
    expect(m.low_stock).toEqual({ count: 1, link: '/dashboard/products?stok=az' });
    expect(m.out_of_stock).toEqual({ count: 1, link: '/dashboard/products?stok=yok' });
    expect(m.rating).toEqual({ average: 4.6, count: 25, link: `/magaza/${slugA}` });
    // 1 of 7 items of the last 30 days was cancelled.
    expect(m.cancellation_rate).toMatchObject({ count: 1, total: 7, percent: 14.3 });
    // Due: three shipped and one unshipped past its day; late: one shipped a day after, and it.
    expect(m.late_shipment_rate).toMatchObject({ count: 2, total: 4, percent: 50 });
  });

  it('a brand-new shop sees zeros and no rates, not another shop’s figures', async () => {
    const res = await sellerB.client.get(`${V}/metrics/`);
    expect(res.statusCode).toBe(200);
    const m: VendorMetrics = res.json();
    expect(m.sales.last_30_days).toMatchObject({ sales: 0, orders: 0 });
    expect(m.to_confirm.count).toBe(0);
    expect(m.questions).toMatchObject({ count: 0, oldest_deadline: null, late: 0 });
    expect(m.low_stock.count + m.out_of_stock.count).toBe(0);
    expect(m.rating).toMatchObject({ average: 0, count: 0 });
    expect(m.cancellation_rate.percent).toBeNull();
    expect(m.late_shipment_rate.percent).toBeNull();
  });
});

describe('who may read the figures', () => {
  const urls = [
    `${V}/metrics/`,
    `${V}/analytics/`,
    `${V}/sold-items/`,
    `${V}/sold-items/?format=csv`,
  ];

  it('a visitor gets 401 and a shopper 403 with a Turkish reason', async () => {
    const visitor = await new TestClient(t.app).prime();
    for (const url of urls) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
      const res = await shopper.client.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toMatch(/satıcı/);
    }
  });

  it('a member of another shop cannot choose this one, and sees only its own items', async () => {
    const res = await sellerB.client.get(`${V}/sold-items/`, {
      headers: { 'x-business-id': String(shopA) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Seçilen işletmede yetkiniz yok.');
    const own = await sellerB.client.get(`${V}/sold-items/`);
    expect(own.json()).toMatchObject({ count: 0, total_amount: 0, results: [] });
    const analytics: VendorAnalytics = (await sellerB.client.get(`${V}/analytics/`)).json();
    expect(analytics.totals.current.sales).toBe(0);
    expect(analytics.top_products).toEqual([]);
  });
});

describe('GET /vendor/api/dashboard/analytics/', () => {
  it('gives every day of the period with the previous period beside, and the totals', async () => {
    const res = await sellerA.client.get(`${V}/analytics/?period=30`);
    expect(res.statusCode, res.body).toBe(200);
    const a: VendorAnalytics = res.json();
    expect(a.period).toEqual({ from: shiftDate(today(), -29), to: today(), days: 30 });
    expect(a.previous).toEqual({ from: shiftDate(today(), -59), to: shiftDate(today(), -30) });
    expect(a.series).toHaveLength(30);
    expect(a.series[0]!.date).toBe(shiftDate(today(), -29));
    expect(a.series[0]!.previous_date).toBe(shiftDate(today(), -59));
    const last = a.series.at(-1)!;
    expect(last).toMatchObject({
      date: today(),
      sales: 20_000,
      orders: 2,
      average_basket: 10_000,
      cancellations: 1,
    });
    const tenDaysAgo = a.series.find((d) => d.date === shiftDate(today(), -10))!;
    expect(tenDaysAgo).toMatchObject({ sales: 7_000, orders: 1, returns: 2 });
    // The sale forty days ago is in the previous period, beside day 30 − 40 + 59 = the 20th.
    const beside = a.series.find((d) => d.previous_date === shiftDate(today(), -40))!;
    expect(beside.previous).toMatchObject({ sales: 50_000, orders: 1 });
    expect(a.totals.current).toEqual({
      sales: 52_000,
      orders: 5,
      average_basket: 10_400,
      returns: 2,
      cancellations: 1,
    });
    expect(a.totals.previous).toMatchObject({ sales: 50_000, orders: 1 });
    // Top products by sales: the first product sold 12 000 + 5 000 + 20 000.
    expect(a.top_products[0]).toMatchObject({
      product_id: products[0]!.id,
      quantity: 4,
      sales: 37_000,
    });
    expect(a.top_categories[0]!.sales).toBeGreaterThanOrEqual(37_000);
    expect(a.top_categories.reduce((s, c) => s + c.sales, 0)).toBe(52_000);
  });

  it('a seven-day period and a custom range have as many rows as days', async () => {
    const week: VendorAnalytics = (await sellerA.client.get(`${V}/analytics/?period=7`)).json();
    expect(week.series).toHaveLength(7);
    expect(week.totals.current.sales).toBe(45_000);
    const from = shiftDate(today(), -12);
    const to = shiftDate(today(), -8);
    const range: VendorAnalytics = (
      await sellerA.client.get(`${V}/analytics/?from=${from}&to=${to}`)
    ).json();
    expect(range.period).toEqual({ from, to, days: 5 });
    expect(range.previous).toEqual({ from: shiftDate(from, -5), to: shiftDate(from, -1) });
    expect(range.totals.current).toMatchObject({ sales: 7_000, returns: 2 });
  });

  it('refuses a wrong period or range with a Turkish reason', async () => {
    const bad = [
      ['period=8', /7, 30, 90 veya 365/],
      [`from=${today()}`, /başlangıç ve bitiş/],
      [`from=${today()}&to=${shiftDate(today(), -1)}`, /sonra olamaz/],
      [`from=2024-01-01&to=2025-06-01`, /en fazla 366 gün/],
      [`period=7&from=${today()}&to=${today()}`, /birlikte seçilemez/],
      ['from=2026-02-30&to=2026-03-01', /Geçerli bir tarih/],
    ] as const;
    for (const [query, detail] of bad) {
      const res = await sellerA.client.get(`${V}/analytics/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(detail);
    }
  });

  it('counts product-page views (cache hits too, bots not) and add-to-carts per product', async () => {
    const p = products[2]!;
    const browser = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        url: `/api/urun/api/products/${p.slug}/`,
        headers: browser,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', ''])
      await t.app.inject({
        url: `/api/urun/api/products/${p.slug}/`,
        headers: { 'user-agent': ua },
      });
    // An unknown product is not a view.
    await t.app.inject({ url: '/api/urun/api/products/yok-boyle-urun/', headers: browser });
    const [offer] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT o.id FROM offers o JOIN variants v ON v.id = o.variant_id
           WHERE v.product_id = ${p.id} AND o.business_id = ${shopA}`,
    );
    const cart = await buyer.client.post(
      '/api/urun/api/cart/items/',
      { offer_id: offer!.id, quantity: 1 },
      { headers: browser },
    );
    expect(cart.statusCode, cart.body).toBe(201);
    await flushProductStats(t.database.db);
    const [row] = await queryRows<{ views: number; add_to_cart: number; day: string }>(
      t.database.db,
      sql`SELECT views, add_to_cart, day::text AS day FROM product_daily_stats WHERE product_id = ${p.id}`,
    );
    expect(row).toEqual({ views: 3, add_to_cart: 1, day: today() });

    // Eight days: the seven-day answer of an earlier test is cached for a minute.
    const a: VendorAnalytics = (
      await sellerA.client.get(`${V}/analytics/?from=${shiftDate(today(), -7)}&to=${today()}`)
    ).json();
    const figures = a.products.find((x) => x.product_id === p.id)!;
    expect(figures).toMatchObject({ views: 3, add_to_cart: 1, orders: 0, conversion: 0 });
    // The best seller of the days comes first; it was never viewed, so no conversion.
    expect(a.products[0]).toMatchObject({
      product_id: products[0]!.id,
      views: 0,
      conversion: null,
    });
    // Shop B offers none of these products.
    const b: VendorAnalytics = (await sellerB.client.get(`${V}/analytics/`)).json();
    expect(b.products).toEqual([]);
  });
});

describe('GET /vendor/api/dashboard/sold-items/', () => {
  it('pages the shop’s sold items newest first, with the total of all matches', async () => {
    const res = await sellerA.client.get(`${V}/sold-items/`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(8);
    expect(page.total_amount).toBe(205_000);
    expect(page.next).toBeNull();
    expect(page.results).toHaveLength(8);
    expect(page.results[0]).toMatchObject({
      status: 'iptal_edildi',
      status_label: 'İptal edildi',
      city: 'Ankara',
    });
    expect(page.results.at(-1)).toMatchObject({ line_total: 50_000 });
  });

  it('filters by status, date range and product words or order number', async () => {
    const late = (await sellerA.client.get(`${V}/sold-items/?status=hazirlaniyor`)).json();
    expect(late.count).toBe(2);
    const old = (
      await sellerA.client.get(
        `${V}/sold-items/?from=${shiftDate(today(), -12)}&to=${shiftDate(today(), -2)}`,
      )
    ).json();
    expect(old.count).toBe(4);
    const [first] = (await sellerA.client.get(`${V}/sold-items/?status=iade_edildi`)).json()
      .results;
    const byWords = (
      await sellerA.client.get(
        `${V}/sold-items/?q=${encodeURIComponent(first.title.toLocaleLowerCase('tr'))}`,
      )
    ).json();
    expect(byWords.results.map((r: { id: number }) => r.id)).toContain(first.id);
    const byNumber = (await sellerA.client.get(`${V}/sold-items/?q=${first.order_number}`)).json();
    expect(byNumber.count).toBe(1);
  });

  it('downloads the matches as CSV for Turkish Excel', async () => {
    const res = await sellerA.client.get(`${V}/sold-items/?format=csv&status=teslim_edildi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="satilan-urunler.csv"/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Sipariş no;Sipariş tarihi;Ürün;Varyant;Adet;Birim fiyat (TL);Tutar (TL);Durum;Teslimat ili',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/;2;100,00;200,00;Teslim edildi;Ankara$/);
    expect(lines[1]).toMatch(/^99\d{8};\d\d\.\d\d\.\d{4} \d\d:\d\d;/);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await sell(shopB, { title: '=HYPERLINK("http://kötü";"tıkla")', total: 1_000 });
    const res = await sellerB.client.get(`${V}/sold-items/?format=csv`);
    expect(res.body).toContain(`;"'=HYPERLINK(""http://kötü"";""tıkla"")";`);
  });

  it('refuses bad filters with a Turkish reason', async () => {
    for (const [query, detail] of [
      ['status=gonderildi', /Geçersiz sipariş durumu/],
      ['page=0', /Sayfa 1/],
      ['format=xlsx', /json veya csv/],
      [`from=${today()}&to=${shiftDate(today(), -3)}`, /sonra olamaz/],
      ['from=25.11.2026', /YYYY-AA-GG/],
    ] as const) {
      const res = await sellerA.client.get(`${V}/sold-items/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(detail);
    }
  });
});

describe('GET /urun/api/shops/{slug}/', () => {
  it('shows an approved shop’s header: rating, years, on-time shipping, product count', async () => {
    await t.database.db.execute(
      sql`UPDATE businesses SET created_at = now() - interval '3 years 2 months' WHERE id = ${shopA}`,
    );
    const res = await t.app.inject({ url: `/api/urun/api/shops/${slugA}/` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: shopA,
      name: 'Analiz Mağazası',
      slug: slugA,
      rating: 4.6,
      rating_count: 25,
      years_on_carsi: 3,
      // Due: 4 shipped (one a day late) and one unshipped past its day: 3 of 5 on time.
      on_time_shipping_percent: 60,
      product_count: 3,
      holiday: null,
    });
    // Its products are the listing's, filtered by seller.
    const listing = await t.app.inject({ url: `/api/urun/api/products/?seller=${shopA}` });
    expect(listing.json().count).toBe(3);
  });

  it('tells buyers when the seller is on holiday, in its own words, until the day has passed', async () => {
    const set = (days: number) =>
      t.database.db.execute(sql`
        UPDATE businesses SET holiday_until = (now() AT TIME ZONE 'Europe/Istanbul')::date + ${days}::int,
               holiday_note = ' 5 Aralık’ta dönüyoruz. ' WHERE id = ${shopA}`);
    await set(5);
    expect((await loadShop(t.database.db, slugA)).holiday).toEqual({
      until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: '5 Aralık’ta dönüyoruz.',
    });
    await set(0);
    expect((await loadShop(t.database.db, slugA)).holiday).not.toBeNull();
    await set(-1);
    expect((await loadShop(t.database.db, slugA)).holiday).toBeNull();
    await t.database.db.execute(
      sql`UPDATE businesses SET holiday_until = NULL, holiday_note = NULL WHERE id = ${shopA}`,
    );
  });

  it('a shop under review, suspended or unknown is not found', async () => {
    await t.database.db.execute(sql`UPDATE businesses SET status = 'askida' WHERE id = ${shopB}`);
    const [{ slug }] = (await queryRows<{ slug: string }>(
      t.database.db,
      sql`SELECT slug FROM businesses WHERE id = ${shopB}`,
    )) as [{ slug: string }];
    for (const s of [slug, 'yok-boyle-magaza', 'BÜYÜK'])
      expect(
        (await t.app.inject({ url: `/api/urun/api/shops/${encodeURIComponent(s)}/` })).json(),
      ).toMatchObject({
        detail: 'Mağaza bulunamadı.',
      });
  });
});

describe('dispatch deadline', () => {
  it('counts working days without Sundays from the Istanbul order date', async () => {
    const cases: [string, number, string][] = [
      ['2026-11-25T09:00:00+03:00', 2, '2026-11-27'], // Wednesday + 2 → Friday
      ['2026-11-27T23:30:00+03:00', 2, '2026-11-30'], // Friday + 2 → Monday (Saturday works)
      ['2026-11-28T10:00:00+03:00', 1, '2026-11-30'], // Saturday + 1 → Monday
      ['2026-11-29T10:00:00+03:00', 1, '2026-11-30'], // Sunday + 1 → Monday
      ['2026-11-29T10:00:00+03:00', 0, '2026-11-29'], // same day
      ['2026-11-23T10:00:00+03:00', 7, '2026-12-01'], // Monday + 7 → next Tuesday
      ['2026-11-24T22:30:00Z', 1, '2026-11-26'], // 01:30 on Wednesday in Istanbul
    ];
    for (const [at, days, due] of cases) {
      const [row] = await queryRows<{ d: string }>(
        t.database.db,
        sql`SELECT ${dispatchDeadline(sql`${at}::timestamptz`, sql`${days}::int`)}::text AS d`,
      );
      expect(row!.d, `${at} + ${days}`).toBe(due);
    }
  });
});
