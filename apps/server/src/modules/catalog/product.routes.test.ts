import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type ProductDetail,
  productDetailSchema,
  productRowSchema,
  questionPageSchema,
  reviewPageSchema,
} from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { deliveryWindow } from './delivery.ts';
import { loadProductDetail } from './product-detail.service.ts';
import { refreshProductSummaries } from './product-summary.service.ts';

/**
 * The product page and its lists, checked against the raw tables: offers, variants, best offer,
 * delivery windows, deals, reviews and questions, and the similar / bought-together rows.
 */

let t: TestContext;

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function detail(slug: string): Promise<ProductDetail> {
  const res = await get(`/api/urun/api/products/${slug}/`);
  expect(res.statusCode, res.body).toBe(200);
  return productDetailSchema.parse(res.json());
}

interface RawOffer {
  id: number;
  variant_id: number;
  price: number;
  list_price: number | null;
  stock: number;
  business_id: number;
  name: string;
  city: string;
  shipping_fee: number;
  free_shipping_threshold: number | null;
  dispatch_days: number;
}

const rawOffers = (productId: number) =>
  q<RawOffer>(sql`SELECT o.id, o.variant_id, o.price, o.list_price, o.stock, b.id AS business_id,
                         b.name, b.city, b.shipping_fee, b.free_shipping_threshold, b.dispatch_days
                    FROM offers o JOIN variants v ON v.id = o.variant_id
                    JOIN businesses b ON b.id = o.business_id
                   WHERE v.product_id = ${productId} AND v.is_active AND o.is_active`);

/** The best of some offers: cheapest in stock, else cheapest (ties by id). */
function bestOf(xs: RawOffer[]): RawOffer | undefined {
  const cmp = (a: RawOffer, b: RawOffer) => a.price - b.price || a.id - b.id;
  return [...xs.filter((o) => o.stock > 0)].sort(cmp)[0] ?? [...xs].sort(cmp)[0];
}

/** A published product with several variants on two axes and several sellers. */
let rich: { id: number; slug: string };
/** Another such product, with one variant made unavailable before anything cached it. */
let altered: { id: number; slug: string; soldOutVariant: number; inactiveVariant: number };

beforeAll(async () => {
  t = await buildTestApp({ products: 'all' });
  const candidates = await q<{ id: number; slug: string }>(
    sql`SELECT p.id, p.slug FROM products p
         WHERE p.status = 'yayinda' AND p.min_price IS NOT NULL
           AND (SELECT count(DISTINCT vav.attribute_id) FROM variants v
                  JOIN variant_attribute_values vav ON vav.variant_id = v.id
                 WHERE v.product_id = p.id AND v.is_active) >= 2
           AND (SELECT count(DISTINCT o.business_id) FROM variants v
                  JOIN offers o ON o.variant_id = v.id
                 WHERE v.product_id = p.id AND v.is_active AND o.is_active) >= 2
           AND (SELECT count(*) FROM variants v WHERE v.product_id = p.id AND v.is_active) >= 4
         ORDER BY p.id`,
  );
  expect(candidates.length).toBeGreaterThanOrEqual(2);
  rich = candidates[0]!;
  // Its cheapest offer sold out: the best offer must be the cheapest one still in stock.
  await t.database.db.execute(sql`
    UPDATE offers SET stock = 0 WHERE id = (
      SELECT o.id FROM offers o JOIN variants v ON v.id = o.variant_id
       WHERE v.product_id = ${rich.id} AND v.is_active AND o.is_active ORDER BY o.price, o.id LIMIT 1)`);
  await refreshProductSummaries(t.database.db, [rich.id]);
  const other = candidates[1]!;
  const vs = await q<{ id: number }>(
    sql`SELECT id FROM variants WHERE product_id = ${other.id} AND is_active ORDER BY position, id`,
  );
  const soldOut = vs[0]!.id;
  const inactive = vs[vs.length - 1]!.id;
  await t.database.db.execute(sql`UPDATE offers SET stock = 0 WHERE variant_id = ${soldOut}`);
  await t.database.db.execute(sql`UPDATE variants SET is_active = false WHERE id = ${inactive}`);
  altered = { ...other, soldOutVariant: soldOut, inactiveVariant: inactive };
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/urun/api/products/{slug}/', () => {
  it('answers every product in exactly the shape of its schema (the route does not parse it again)', async () => {
    const slugs = await q<{ slug: string }>(
      sql`SELECT slug FROM products WHERE status = 'yayinda' ORDER BY id`,
    );
    expect(slugs.length).toBeGreaterThan(50);
    for (const { slug } of slugs) {
      // What the route sends (the service's answer as JSON), without filling its cache.
      const body: unknown = JSON.parse(
        JSON.stringify(await loadProductDetail(t.database.db, slug)),
      );
      // Parsing strips keys the schema does not name and throws on a wrong type: equal means
      // the answer is the schema's, to the last field.
      expect(productDetailSchema.parse(body), slug).toEqual(body);
    }
  }, 120_000);

  it('lists every active offer with its seller, shipping and delivery window', async () => {
    const d = await detail(rich.slug);
    const raw = await rawOffers(rich.id);
    expect(d.id).toBe(rich.id);
    expect(d.offers.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      raw.map((o) => o.id).sort((a, b) => a - b),
    );
    const now = new Date();
    for (const o of d.offers) {
      const r = raw.find((x) => x.id === o.id)!;
      expect(o.variant_id).toBe(r.variant_id);
      expect(o.price).toBe(r.price);
      expect(o.stock).toBe(r.stock);
      expect(o.seller).toMatchObject({ id: r.business_id, name: r.name, city: r.city });
      const free = r.free_shipping_threshold !== null && r.price >= r.free_shipping_threshold;
      expect(o.free_shipping).toBe(free);
      expect(o.shipping_fee).toBe(free ? 0 : r.shipping_fee);
      expect(o.dispatch_days).toBe(r.dispatch_days);
      expect(o.delivery).toEqual(deliveryWindow(now, r.dispatch_days));
      for (const day of [o.delivery.from, o.delivery.to])
        expect(new Date(`${day}T00:00:00Z`).getUTCDay(), day).not.toBe(0);
      if (o.list_price !== null) {
        expect(o.list_price).toBeGreaterThan(o.price);
        expect(o.discount_percent).toBe(
          Math.round(((o.list_price - o.price) * 100) / o.list_price),
        );
      } else expect(o.discount_percent).toBe(0);
    }
    // Cheapest first within each variant.
    for (const v of d.variants) {
      const prices = d.offers.filter((o) => o.variant_id === v.id).map((o) => o.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(d.seller_count).toBe(new Set(raw.map((o) => o.business_id)).size);
    expect(d.seller_count).toBeGreaterThanOrEqual(2);
  });

  it('summarises the best offer like the product card, and picks each variant best offer', async () => {
    const d = await detail(rich.slug);
    const raw = await rawOffers(rich.id);
    const best = bestOf(raw)!;
    const cheapestOffer = [...raw].sort((a, b) => a.price - b.price || a.id - b.id)[0]!;
    expect(cheapestOffer.stock).toBe(0);
    expect(best.id).not.toBe(cheapestOffer.id);
    expect(d.price).toBe(best.price);
    const [card] = await q<{ min_price: number }>(
      sql`SELECT min_price FROM products WHERE id = ${rich.id}`,
    );
    expect(d.price).toBe(card!.min_price);
    expect(d.in_stock).toBe(raw.some((o) => o.stock > 0));
    for (const v of d.variants) {
      const own = raw.filter((o) => o.variant_id === v.id);
      const b = bestOf(own);
      expect(v.best_offer_id).toBe(b?.id ?? null);
      expect(v.price).toBe(b?.price ?? null);
      expect(v.in_stock).toBe(own.some((o) => o.stock > 0));
    }
    // The default variant is the cheapest in stock.
    const inStock = d.variants.filter((v) => v.in_stock);
    const cheapest = Math.min(...inStock.map((v) => v.price!));
    const def = d.variants.find((v) => v.id === d.default_variant_id)!;
    expect(def.in_stock).toBe(true);
    expect(def.price).toBe(cheapest);
  });

  it('has axes consistent with the variants, in a stable order', async () => {
    const d = await detail(rich.slug);
    const raw = await q<{ variant_id: number; axis: string; value: string }>(
      sql`SELECT v.id AS variant_id, a.slug AS axis, av.slug AS value
            FROM variants v JOIN variant_attribute_values vav ON vav.variant_id = v.id
            JOIN attributes a ON a.id = vav.attribute_id
            JOIN attribute_values av ON av.id = vav.attribute_value_id
           WHERE v.product_id = ${rich.id} AND v.is_active`,
    );
    expect(d.axes.length).toBeGreaterThanOrEqual(2);
    for (const v of d.variants) {
      const expected = Object.fromEntries(
        raw.filter((r) => r.variant_id === v.id).map((r) => [r.axis, r.value]),
      );
      expect(v.values).toEqual(expected);
    }
    for (const axis of d.axes) {
      const used = new Set(raw.filter((r) => r.axis === axis.slug).map((r) => r.value));
      expect(new Set(axis.values.map((x) => x.slug))).toEqual(used);
    }
    // Axis order follows category_attributes.position; value order attribute_values.position.
    const positions = await q<{ slug: string; position: number }>(
      sql`SELECT a.slug, min(ca.position)::int AS position FROM category_attributes ca
            JOIN attributes a ON a.id = ca.attribute_id
            JOIN categories c ON c.id = ca.category_id
            JOIN products p ON p.id = ${rich.id}
            JOIN categories pc ON pc.id = p.category_id
           WHERE pc.path LIKE c.path || '%' GROUP BY a.slug`,
    );
    const pos = (slug: string) => positions.find((p) => p.slug === slug)!.position;
    const order = d.axes.map((a) => pos(a.slug));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const colour = d.axes.find((a) => a.values.some((v) => v.hex !== null));
    if (colour)
      expect(colour.values.every((v) => v.hex === null || /^#[0-9a-f]{6}$/i.test(v.hex))).toBe(
        true,
      );
  });

  it('marks a sold-out variant unavailable and leaves out an inactive one', async () => {
    const d = await detail(altered.slug);
    const soldOut = d.variants.find((v) => v.id === altered.soldOutVariant)!;
    expect(soldOut.in_stock).toBe(false);
    expect(soldOut.price).not.toBeNull();
    expect(d.default_variant_id).not.toBe(altered.soldOutVariant);
    expect(d.variants.map((v) => v.id)).not.toContain(altered.inactiveVariant);
    expect(d.offers.map((o) => o.variant_id)).not.toContain(altered.inactiveVariant);
    // Combinations no active variant has are absent: the page disables them.
    const combos = new Set(d.variants.map((v) => JSON.stringify(v.values)));
    expect(combos.size).toBe(d.variants.length);
  });

  it('carries images, breadcrumbs, attributes, rating distribution, reviews and questions', async () => {
    const [p] = await q<{
      id: number;
      slug: string;
      rating_avg_x100: number;
      rating_count: number;
    }>(
      sql`SELECT p.id, p.slug, p.rating_avg_x100, p.rating_count FROM products p
           WHERE p.status = 'yayinda'
             AND (SELECT count(*) FROM reviews r WHERE r.product_id = p.id) >= 3
             AND (SELECT count(*) FROM product_questions pq
                   WHERE pq.product_id = p.id AND pq.answer IS NOT NULL) >= 1
             AND EXISTS (SELECT 1 FROM product_attribute_values pav WHERE pav.product_id = p.id)
           ORDER BY p.id LIMIT 1`,
    );
    expect(p).toBeDefined();
    const d = await detail(p!.slug);
    expect(d.rating).toBe(Math.round(p!.rating_avg_x100 / 10) / 10);
    expect(d.rating_count).toBe(p!.rating_count);

    const images = await q<{ storage_key: string }>(
      sql`SELECT storage_key FROM product_images WHERE product_id = ${p!.id} ORDER BY position, id`,
    );
    expect(d.images.map((i) => i.url)).toEqual(
      images.map((i) => `/media/p/${i.storage_key}/400.webp`),
    );
    for (const img of d.images) {
      expect(img.zoom_url).toMatch(/\/800\.webp$/);
      expect(img.srcset).toContain('200w');
      expect(img.width).toBeGreaterThan(0);
    }

    expect(d.breadcrumbs[0]!.depth).toBe(0);
    expect(d.breadcrumbs.at(-1)!.id).toBe(d.category.id);
    expect(d.breadcrumbs.map((b) => b.depth)).toEqual(d.breadcrumbs.map((_, i) => i));

    const attrs = await q<{ name: string }>(
      sql`SELECT DISTINCT a.name FROM product_attribute_values pav
            JOIN attribute_values av ON av.id = pav.attribute_value_id
            JOIN attributes a ON a.id = av.attribute_id WHERE pav.product_id = ${p!.id}`,
    );
    expect(d.attributes.map((a) => a.name).sort()).toEqual(attrs.map((a) => a.name).sort());
    expect(d.attributes.every((a) => a.value.length > 0)).toBe(true);

    // Every review is a rating (the histogram); those with words are the "yorum" listed.
    const reviews = await q<{ id: number; rating: number; body: string }>(
      sql`SELECT id, rating, body FROM reviews WHERE product_id = ${p!.id}
           ORDER BY created_at DESC, id DESC`,
    );
    const written = reviews.filter((r) => r.body !== '');
    expect(d.rating_count).toBe(reviews.length);
    expect(d.review_count).toBe(written.length);
    expect(written.length).toBeGreaterThan(0);
    expect(d.rating_distribution.map((x) => x.stars)).toEqual([5, 4, 3, 2, 1]);
    for (const x of d.rating_distribution)
      expect(x.count).toBe(reviews.filter((r) => r.rating === x.stars).length);
    expect(d.reviews.map((r) => r.id)).toEqual(written.slice(0, 5).map((r) => r.id));

    const questions = await q<{ id: number }>(
      sql`SELECT id FROM product_questions WHERE product_id = ${p!.id} AND answer IS NOT NULL
           ORDER BY created_at DESC, id DESC`,
    );
    expect(d.question_count).toBe(questions.length);
    expect(d.questions.map((x) => x.id)).toEqual(questions.slice(0, 5).map((x) => x.id));
    expect(d.questions.every((x) => x.answer !== null && x.answered_at !== null)).toBe(true);
  });

  it('labels a review with its variant values in axis order', async () => {
    const [r] = await q<{ slug: string; id: number }>(
      sql`SELECT p.slug, r.id FROM reviews r JOIN products p ON p.id = r.product_id
           WHERE p.status = 'yayinda' AND r.body <> '' AND r.variant_id IN (
             SELECT variant_id FROM variant_attribute_values GROUP BY variant_id HAVING count(*) >= 2)
           ORDER BY r.created_at DESC LIMIT 1`,
    );
    expect(r).toBeDefined();
    const d = await detail(r!.slug);
    const review = d.reviews.find((x) => x.id === r!.id)!;
    expect(review).toBeDefined();
    const parts = review.variant_label.split(' / ');
    expect(parts.length).toBe(d.axes.length);
    parts.forEach((part, i) => expect(d.axes[i]!.values.map((v) => v.value)).toContain(part));
  });

  it('names compatible systems from the root down', async () => {
    const [row] = await q<{ slug: string; system_id: number; name: string }>(
      sql`SELECT p.slug, s.id AS system_id, s.name FROM product_systems ps
            JOIN products p ON p.id = ps.product_id JOIN systems s ON s.id = ps.system_id
           WHERE p.status = 'yayinda' AND s.depth >= 2 ORDER BY p.id LIMIT 1`,
    );
    expect(row).toBeDefined();
    const d = await detail(row!.slug);
    const sys = d.systems.find((s) => s.id === row!.system_id)!;
    expect(sys.names.at(-1)).toBe(row!.name);
    expect(sys.names.length).toBeGreaterThanOrEqual(3);
    expect(['Otomobil', 'Cep Telefonu']).toContain(sys.names[0]);
  });

  it('shows the end of a running deal on its offer, not of ended or future ones', async () => {
    const deals = await q<{
      offer_id: number;
      slug: string;
      ends_at: Date | string;
      state: string;
    }>(
      sql`SELECT d.offer_id, p.slug, d.ends_at,
                 CASE WHEN d.starts_at <= now() AND d.ends_at > now() THEN 'on'
                      WHEN d.ends_at <= now() THEN 'ended' ELSE 'soon' END AS state
            FROM deals d JOIN offers o ON o.id = d.offer_id JOIN variants v ON v.id = o.variant_id
            JOIN products p ON p.id = v.product_id
           WHERE p.status = 'yayinda' AND o.is_active AND v.is_active`,
    );
    const on = deals.find((x) => x.state === 'on')!;
    const off = deals.filter((x) => x.state !== 'on');
    expect(on).toBeDefined();
    expect(off.length).toBeGreaterThanOrEqual(1);
    const d = await detail(on.slug);
    expect(d.offers.find((o) => o.id === on.offer_id)!.deal_ends_at).toBe(
      new Date(on.ends_at).toISOString(),
    );
    for (const x of off) {
      const other = await detail(x.slug);
      expect(other.offers.find((o) => o.id === x.offer_id)!.deal_ends_at).toBeNull();
    }
  });

  it('answers 404 for an unknown or unpublished slug', async () => {
    const [draft] = await q<{ slug: string }>(
      sql`UPDATE products SET status = 'taslak'
           WHERE id = (SELECT max(id) FROM products WHERE status = 'yayinda') RETURNING slug`,
    );
    for (const slug of ['yok-boyle-bir-urun', draft!.slug, 'K%C3%96T%C3%9C', 'a'.repeat(300)]) {
      const res = await get(`/api/urun/api/products/${slug}/`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().detail).toBe('Ürün bulunamadı.');
    }
  });

  it('serves the cached JSON on the next request', async () => {
    const a = await get(`/api/urun/api/products/${rich.slug}/`);
    const b = await get(`/api/urun/api/products/${rich.slug}/`);
    expect(b.body).toBe(a.body);
    expect(b.headers['content-type']).toContain('application/json');
    expect(b.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});

describe('reviews and questions lists', () => {
  let target: { id: number; slug: string };
  beforeAll(async () => {
    const [row] = await q<{ id: number; slug: string }>(
      sql`SELECT id, slug FROM products WHERE status = 'yayinda' ORDER BY id LIMIT 1 OFFSET 7`,
    );
    target = row!;
    // 23 more reviews (ratings 1..5 in turn) and 13 answered + 4 unanswered questions.
    await t.database.db.execute(sql`
      INSERT INTO reviews (product_id, author_name, rating, body, created_at)
      SELECT ${target.id}, 'T*** T.', 1 + g % 5, 'Test yorumu ' || g, now() - g * interval '1 hour'
        FROM generate_series(1, 23) g`);
    await t.database.db.execute(sql`
      INSERT INTO product_questions (product_id, business_id, author_name, body, answer, answered_at, created_at)
      SELECT ${target.id}, (SELECT min(id) FROM businesses), 'S*** S.', 'Soru ' || g,
             CASE WHEN g <= 13 THEN 'Yanıt ' || g END,
             CASE WHEN g <= 13 THEN now() - g * interval '1 minute' END,
             now() - g * interval '2 hour'
        FROM generate_series(1, 17) g`);
  });

  it('pages reviews newest first, ten a page', async () => {
    const all = await q<{ id: number }>(
      sql`SELECT id FROM reviews WHERE product_id = ${target.id} AND body <> ''
           ORDER BY created_at DESC, id DESC`,
    );
    const seen: number[] = [];
    let url: string | null = `/api/urun/api/products/${target.id}/reviews/`;
    let pages = 0;
    while (url) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = reviewPageSchema.parse(res.json());
      expect(page.count).toBe(all.length);
      expect(page.results.length).toBeLessThanOrEqual(10);
      seen.push(...page.results.map((r) => r.id));
      url = page.next;
      pages++;
    }
    expect(pages).toBe(Math.ceil(all.length / 10));
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('filters reviews by rating', async () => {
    for (const rating of [1, 5]) {
      const res = await get(`/api/urun/api/products/${target.id}/reviews/?rating=${rating}`);
      const page = reviewPageSchema.parse(res.json());
      const [n] = await q<{ c: number }>(
        sql`SELECT count(*)::int AS c FROM reviews
             WHERE product_id = ${target.id} AND rating = ${rating} AND body <> ''`,
      );
      expect(page.count).toBe(n!.c);
      expect(page.count).toBeGreaterThan(0);
      expect(page.results.every((r) => r.rating === rating)).toBe(true);
    }
  });

  it('lists answered questions only', async () => {
    const p1 = questionPageSchema.parse(
      (await get(`/api/urun/api/products/${target.id}/questions/`)).json(),
    );
    const [n] = await q<{ c: number }>(
      sql`SELECT count(*)::int AS c FROM product_questions
           WHERE product_id = ${target.id} AND answer IS NOT NULL`,
    );
    expect(p1.count).toBe(n!.c);
    expect(p1.count).toBeGreaterThanOrEqual(13);
    expect(p1.results.length).toBe(10);
    const p2 = questionPageSchema.parse((await get(p1.next!)).json());
    expect(p2.results.length).toBe(p1.count - 10);
    const all = [...p1.results, ...p2.results];
    expect(all.every((x) => x.answer !== null)).toBe(true);
    expect(all.some((x) => x.body.startsWith('Soru 1'))).toBe(true);
    const times = all.map((x) => x.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(p2.previous).toContain('page=1');
  });

  it('gives an empty page beyond the end, 400 on bad input, 404 on an unknown product', async () => {
    const beyond = reviewPageSchema.parse(
      (await get(`/api/urun/api/products/${target.id}/reviews/?page=99`)).json(),
    );
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBeGreaterThan(0);

    for (const [bad, field, message] of [
      ['reviews/?rating=6', 'rating', 'Puan 1 ile 5 arasında olmalı.'],
      ['reviews/?page=0', 'page', 'Sayfa 1 veya daha büyük bir tam sayı olmalı.'],
      ['questions/?page=iki', 'page', 'Sayfa 1 veya daha büyük bir tam sayı olmalı.'],
    ] as const) {
      const res = await get(`/api/urun/api/products/${target.id}/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    for (const kind of ['reviews', 'questions', 'similar', 'bought-together']) {
      const res = await get(`/api/urun/api/products/99999999/${kind}/`);
      expect(res.statusCode, kind).toBe(404);
      expect(res.json().detail).toBe('Ürün bulunamadı.');
      const bad = await get(`/api/urun/api/products/abc/${kind}/`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.id).toEqual(['Ürün geçerli bir numara olmalı.']);
    }
  });
});

describe('product rows', () => {
  interface Row {
    id: number;
    category_id: number;
    path: string;
    sold_count: number;
    visible: boolean;
    in_stock: boolean;
  }
  let products: Map<number, Row>;
  beforeAll(async () => {
    const list = await q<Row>(
      sql`SELECT p.id, p.category_id, c.path, p.sold_count, p.in_stock,
                 (p.status = 'yayinda' AND p.min_price IS NOT NULL) AS visible
            FROM products p JOIN categories c ON c.id = p.category_id`,
    );
    products = new Map(list.map((p) => [p.id, p]));
  });

  it('similar: same leaf first, then the parent category, best sellers first', async () => {
    // A product whose leaf has at least 3 other visible products; hide the leaf's top seller.
    const leafCounts = new Map<number, Row[]>();
    for (const p of products.values())
      if (p.visible && p.in_stock)
        leafCounts.set(p.category_id, [...(leafCounts.get(p.category_id) ?? []), p]);
    const [, leaf] = [...leafCounts].find(([, ps]) => ps.length >= 5)!;
    const byRank = [...leaf].sort((a, b) => b.sold_count - a.sold_count || b.id - a.id);
    const target = byRank.at(-1)!;
    const hidden = byRank[0]!;
    await t.database.db.execute(sql`UPDATE products SET status = 'arsiv' WHERE id = ${hidden.id}`);
    hidden.visible = false;

    const res = await get(`/api/urun/api/products/${target.id}/similar/`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = productRowSchema.parse(res.json()).results.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(ids).not.toContain(target.id);
    expect(ids).not.toContain(hidden.id);
    const parentPath = target.path.replace(/[^/]+\/$/, '');
    const rows = ids.map((id) => products.get(id)!);
    expect(rows.every((r) => r.visible && r.in_stock && r.path.startsWith(parentPath))).toBe(true);
    const sameLeaf = rows.map((r) => r.category_id === target.category_id);
    // Same-leaf ones come first, as many as there are (up to 12).
    const expectedSame = Math.min(12, leaf.filter((p) => p.visible && p.id !== target.id).length);
    expect(sameLeaf.slice(0, expectedSame).every(Boolean)).toBe(true);
    expect(sameLeaf.slice(expectedSame).some(Boolean)).toBe(false);
    const sold = rows.slice(0, expectedSame).map((r) => r.sold_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('bought together: by shared baskets, visible only, never itself', async () => {
    const sales = await q<{ product_id: number; basket_id: string }>(
      sql`SELECT product_id, basket_id FROM product_sales`,
    );
    const baskets = new Map<string, Set<number>>();
    for (const s of sales)
      baskets.set(s.basket_id, (baskets.get(s.basket_id) ?? new Set()).add(s.product_id));
    const co = (id: number) => {
      const m = new Map<number, number>();
      for (const b of baskets.values())
        if (b.has(id)) for (const o of b) if (o !== id) m.set(o, (m.get(o) ?? 0) + 1);
      return m;
    };
    // The visible product with the most distinct co-purchased products.
    const target = [...products.values()]
      .filter((p) => p.visible)
      .sort((a, b) => co(b.id).size - co(a.id).size)[0]!;
    const partners = [...co(target.id)].sort((a, b) => b[1] - a[1]);
    expect(partners.length).toBeGreaterThanOrEqual(3);
    // Hide the top partner: it must disappear from the row.
    const hidden = partners[0]![0];
    await t.database.db.execute(sql`UPDATE products SET status = 'taslak' WHERE id = ${hidden}`);
    products.get(hidden)!.visible = false;

    const res = await get(`/api/urun/api/products/${target.id}/bought-together/`);
    const ids = productRowSchema.parse(res.json()).results.map((c) => c.id);
    expect(ids).not.toContain(target.id);
    expect(ids).not.toContain(hidden);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => products.get(id)!.visible)).toBe(true);
    const counts = co(target.id);
    const eligible = partners.filter(
      ([id]) => products.get(id)!.visible && products.get(id)!.in_stock,
    );
    const head = ids.slice(0, Math.min(12, eligible.length));
    const headCounts = head.map((id) => counts.get(id) ?? 0);
    expect(headCounts.every((c) => c > 0)).toBe(true);
    // Nobody left out shares more baskets than the weakest one shown.
    const leftOut = eligible.filter(([id]) => !head.includes(id)).map(([, c]) => c);
    if (leftOut.length) expect(Math.max(...leftOut)).toBeLessThanOrEqual(Math.min(...headCounts));
    expect(headCounts).toEqual([...headCounts].sort((a, b) => b - a));
    // Partners rank above fillers: the fillers (if any) come after every partner.
    const top = target.path.slice(0, target.path.indexOf('/') + 1);
    for (const id of ids.slice(head.length))
      expect(products.get(id)!.path.startsWith(top)).toBe(true);
  });
});
