import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Cart,
  CART_LINE_LIMIT,
  CART_MAX_LINES,
  cartSchema,
  productDetailSchema,
} from '@carsi/shared';
import { cartItems } from '../../db/schema/index.ts';
import { TestClient } from '../../../test/client.ts';
import { buildTestApp, onRealServers, type TestContext, loginAs } from '../../../test/helper.ts';
import { queryRows } from '../../lib/query-rows.ts';

const API = '/api/urun/api';
const CART = `${API}/cart/`;
const ITEMS = `${API}/cart/items/`;

let t: TestContext;
let shopper: TestClient;
let other: TestClient;

/** An offer that can be bought, with what the cart should show for it. */
interface OfferRow {
  id: number;
  variant_id: number;
  product_id: number;
  slug: string;
  title: string;
  brand: string;
  price: number;
  list_price: number | null;
  stock: number;
  business_id: number;
  seller_name: string;
  seller_slug: string;
  shipping_fee: number;
  free_shipping_threshold: number | null;
}
/** Buyable offers (≥ CART_LINE_LIMIT in stock), lowest id first, one per product. */
let pool: OfferRow[];

const loginClient = (email: string) => loginAs(t.app, email);

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

async function offerRows(ids: number[]): Promise<Map<number, OfferRow>> {
  const found = await rows<OfferRow>(sql`
    SELECT o.id, o.variant_id, p.id AS product_id, p.slug, p.title, br.name AS brand, o.price,
           o.list_price, o.stock, o.business_id, bz.name AS seller_name, bz.slug AS seller_slug,
           bz.shipping_fee, bz.free_shipping_threshold
      FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
      JOIN brands br ON br.id = p.brand_id JOIN businesses bz ON bz.id = o.business_id
     WHERE o.id IN (${sql.join(
       ids.map((i) => sql`${i}::int`),
       sql`, `,
     )})`);
  return new Map(found.map((r) => [r.id, r]));
}

async function getCart(c: TestClient = shopper): Promise<Cart> {
  const res = await c.get(CART);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return cartSchema.parse(res.json());
}

const add = (offerId: unknown, quantity?: unknown, c: TestClient = shopper) =>
  c.post(ITEMS, quantity === undefined ? { offer_id: offerId } : { offer_id: offerId, quantity });
const patch = (id: unknown, body: unknown, c: TestClient = shopper) =>
  c.request('PATCH', `${ITEMS}${id}/`, body);
const remove = (id: unknown, c: TestClient = shopper) => c.delete(`${ITEMS}${id}/`);

async function addOk(offerId: number, quantity?: number, c: TestClient = shopper) {
  const res = await add(offerId, quantity, c);
  expect(res.statusCode, res.body).toBe(201);
  return cartSchema.parse(res.json());
}

const lines = (cart: Cart) => cart.groups.flatMap((g) => g.lines);
const lineOf = (cart: Cart, offerId: number) => lines(cart).find((l) => l.offer_id === offerId);

async function setOffer(id: number, set: ReturnType<typeof sql>) {
  await t.database.db.execute(sql`UPDATE offers SET ${set} WHERE id = ${id}`);
}

beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
  shopper = await loginClient('alici@carsi.test');
  other = await loginClient('yonetici@carsi.test');
  pool = await rows<OfferRow>(sql`
    SELECT DISTINCT ON (p.id) o.id, o.variant_id, p.id AS product_id, p.slug, p.title,
           br.name AS brand, o.price, o.list_price, o.stock, o.business_id,
           bz.name AS seller_name, bz.slug AS seller_slug, bz.shipping_fee, bz.free_shipping_threshold
      FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
      JOIN brands br ON br.id = p.brand_id JOIN businesses bz ON bz.id = o.business_id
     WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock >= ${CART_LINE_LIMIT}
     ORDER BY p.id, o.id`);
  expect(pool.length).toBeGreaterThan(40);
});

/** Distinct offers in stock, one more than a cart may hold. */
async function oneTooManyOffers(): Promise<number[]> {
  const offers = await rows<{ id: number }>(sql`
    SELECT o.id FROM offers o WHERE o.is_active AND o.stock > 0
     ORDER BY o.id LIMIT ${CART_MAX_LINES + 1}`);
  expect(offers).toHaveLength(CART_MAX_LINES + 1);
  return offers.map((o) => o.id);
}

afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(cartItems);
});

describe('server cart', () => {
  it('asks anonymous visitors to log in', async () => {
    const anon = await new TestClient(t.app).prime();
    for (const res of [
      await anon.get(CART),
      await add(pool[0]!.id, 1, anon),
      await patch(1, { quantity: 2 }, anon),
      await remove(1, anon),
      await anon.post(`${API}/cart/select-all/`, { selected: true }),
      await anon.post(`${API}/cart/merge/`, { items: [] }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().detail).toBe('Oturumunuzun süresi doldu veya giriş yapmadınız.');
    }
  });

  it('adds an offer with its current price, product, seller and image, and sums re-adds', async () => {
    const o = pool[0]!;
    expect(await getCart()).toEqual({
      groups: [],
      ItemInCart: 0,
      SelectedItemInCart: 0,
      total_quantity: 0,
      items_total: 0,
      discount_total: 0,
      promotion_total: 0,
      shipping_total: 0,
      grand_total: 0,
    });
    const res = await add(o.id, 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const cart = cartSchema.parse(res.json());
    expect(cart.groups).toHaveLength(1);
    const line = cart.groups[0]!.lines[0]!;
    expect(line).toMatchObject({
      offer_id: o.id,
      product_id: o.product_id,
      slug: o.slug,
      title: o.title,
      brand: o.brand,
      seller: { id: o.business_id, name: o.seller_name, slug: o.seller_slug },
      unit_price: o.price,
      list_price: o.list_price,
      price_at_add: o.price,
      quantity: 2,
      stock: o.stock,
      max_quantity: Math.min(o.stock, CART_LINE_LIMIT),
      selected: true,
      line_total: o.price * 2,
    });
    // The variant's first image, else the product's first, as the 200 px rendition.
    const [img] = await rows<{ storage_key: string }>(sql`
      SELECT storage_key FROM product_images
       WHERE product_id = ${o.product_id}
       ORDER BY (variant_id IS NOT DISTINCT FROM ${o.variant_id}::int) DESC, position, id LIMIT 1`);
    expect(line.image).toBe(img ? `/media/p/${img.storage_key}/200.webp` : null);
    expect(await getCart()).toEqual(cart);

    // Adding the same offer again adds to the line instead of making a new one.
    const again = await addOk(o.id, 3);
    expect(lines(again)).toHaveLength(1);
    expect(lineOf(again, o.id)!.quantity).toBe(5);
    expect(lineOf(again, o.id)!.id).toBe(line.id);
    // No quantity means one.
    expect(lineOf(await addOk(o.id), o.id)!.quantity).toBe(6);

    const count = await shopper.get(`${API}/cartitemcount/`);
    expect(count.json()).toEqual({ ItemInCart: 1, SelectedItemInCart: 1 });
  });

  it('labels variants with their axis values in the product page order', async () => {
    const [withAxes] = await rows<{ id: number; slug: string; variant_id: number }>(sql`
      SELECT o.id, p.slug, v.id AS variant_id FROM offers o
        JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
       WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock > 0
         AND (SELECT count(*) FROM variant_attribute_values x WHERE x.variant_id = v.id) >= 2
       ORDER BY o.id LIMIT 1`);
    expect(withAxes).toBeDefined();
    const [plain] = await rows<{ id: number }>(sql`
      SELECT o.id FROM offers o
        JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
       WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock > 0
         AND NOT EXISTS (SELECT 1 FROM variant_attribute_values x WHERE x.variant_id = v.id)
       ORDER BY o.id LIMIT 1`);

    const detail = productDetailSchema.parse(
      (await shopper.get(`${API}/products/${withAxes!.slug}/`)).json(),
    );
    const variant = detail.variants.find((v) => v.id === withAxes!.variant_id)!;
    const expected = detail.axes
      .filter((a) => variant.values[a.slug])
      .map((a) => a.values.find((v) => v.slug === variant.values[a.slug])!.value)
      .join(' / ');
    expect(expected.split(' / ').length).toBeGreaterThanOrEqual(2);

    const cart = await addOk(withAxes!.id, 1);
    expect(lineOf(cart, withAxes!.id)!.variant_label).toBe(expected);
    if (plain) expect(lineOf(await addOk(plain.id, 1), plain.id)!.variant_label).toBeNull();
  });

  it('groups lines by seller with shipping and totals from the database rows', async () => {
    // Offers of at least three sellers, two of one seller.
    const bySeller = new Map<number, OfferRow[]>();
    for (const o of pool) bySeller.set(o.business_id, [...(bySeller.get(o.business_id) ?? []), o]);
    const sellers = [...bySeller.values()].filter((os) => os.length >= 2);
    expect(sellers.length).toBeGreaterThanOrEqual(2);
    const picked = [sellers[0]![0]!, sellers[1]![0]!, sellers[0]![1]!, sellers[1]![1]!];
    const quantities = [1, 2, 3, 1];
    for (const [i, o] of picked.entries()) await addOk(o.id, quantities[i]);
    // Deselect the last one added.
    let cart = await getCart();
    const lastLine = lineOf(cart, picked[3]!.id)!;
    expect((await patch(lastLine.id, { selected: false })).statusCode).toBe(200);
    // A seller whose threshold is just reached by the selection ships free: make the first
    // seller's threshold its exact selected total.
    const first = picked[0]!.business_id;
    const firstTotal = picked[0]!.price * 1 + picked[2]!.price * 3;
    await t.database.db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = ${firstTotal}, shipping_fee = 2999 WHERE id = ${first}`,
    );
    const second = picked[1]!.business_id;
    await t.database.db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = NULL, shipping_fee = 4599 WHERE id = ${second}`,
    );
    cart = await getCart();

    const raw = await offerRows(picked.map((o) => o.id));
    const selected = new Set([0, 1, 2].map((i) => picked[i]!.id));
    const qty = new Map(picked.map((o, i) => [o.id, quantities[i]!]));
    // Groups in the order of their newest line (the deselected one of seller 2), lines newest first.
    expect(cart.groups.map((g) => g.seller.id)).toEqual([second, first]);
    expect(cart.groups[0]!.lines.map((l) => l.offer_id)).toEqual([picked[3]!.id, picked[1]!.id]);
    expect(cart.groups[1]!.lines.map((l) => l.offer_id)).toEqual([picked[2]!.id, picked[0]!.id]);

    let items = 0;
    let discount = 0;
    let shipping = 0;
    for (const g of cart.groups) {
      const b = raw.get(g.lines[0]!.offer_id)!;
      expect(g.seller).toEqual({ id: b.business_id, name: b.seller_name, slug: b.seller_slug });
      expect(g.free_shipping_threshold).toBe(b.free_shipping_threshold);
      const sel = g.lines.filter((l) => selected.has(l.offer_id));
      const total = sel.reduce((s, l) => s + raw.get(l.offer_id)!.price * qty.get(l.offer_id)!, 0);
      expect(g.selected_total).toBe(total);
      const free = b.free_shipping_threshold !== null && total >= b.free_shipping_threshold;
      expect(g.shipping_fee).toBe(sel.length === 0 || free ? 0 : b.shipping_fee);
      expect(g.remaining_for_free_shipping).toBe(
        b.free_shipping_threshold === null ? 0 : Math.max(0, b.free_shipping_threshold - total),
      );
      for (const l of sel) {
        const o = raw.get(l.offer_id)!;
        items += (o.list_price ?? o.price) * qty.get(l.offer_id)!;
        discount += ((o.list_price ?? o.price) - o.price) * qty.get(l.offer_id)!;
      }
      shipping += g.shipping_fee;
    }
    expect(cart.groups[1]!.shipping_fee).toBe(0); // threshold reached exactly
    expect(cart.groups[0]!.shipping_fee).toBe(4599); // never free
    expect(cart).toMatchObject({
      ItemInCart: 4,
      SelectedItemInCart: 3,
      total_quantity: 6,
      items_total: items,
      discount_total: discount,
      shipping_total: shipping,
      grand_total: items - discount + shipping,
    });
    expect((await shopper.get(`${API}/cartitemcount/`)).json()).toEqual({
      ItemInCart: 4,
      SelectedItemInCart: 3,
    });

    // One cent short of the threshold: the fee comes back, with 1 kuruş to go.
    await t.database.db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = ${firstTotal + 1} WHERE id = ${first}`,
    );
    const short = (await getCart()).groups[1]!;
    expect(short.shipping_fee).toBe(2999);
    expect(short.remaining_for_free_shipping).toBe(1);

    // Nothing selected: no shipping, no totals.
    const none = cartSchema.parse(
      (await shopper.post(`${API}/cart/select-all/`, { selected: false })).json(),
    );
    expect(none).toMatchObject({
      SelectedItemInCart: 0,
      total_quantity: 0,
      items_total: 0,
      shipping_total: 0,
      grand_total: 0,
    });
    expect(lines(none).every((l) => !l.selected)).toBe(true);
    const all = await shopper.post(`${API}/cart/select-all/`, { selected: true });
    expect(all.statusCode).toBe(200);
    expect(cartSchema.parse(all.json()).SelectedItemInCart).toBe(4);
  });

  it('caps a line at the stock and refuses sold-out, withdrawn and unknown offers', async () => {
    const o = pool[5]!;
    await setOffer(o.id, sql`stock = 3`);
    try {
      expect(lineOf(await addOk(o.id, 2), o.id)!.quantity).toBe(2);
      // 2 + 2 > 3: capped, still added.
      const capped = await addOk(o.id, 2);
      expect(lineOf(capped, o.id)).toMatchObject({ quantity: 3, stock: 3, max_quantity: 3 });
      const full = await add(o.id, 1);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        code: 'out_of_stock',
        detail: 'Stok yetersiz. Bu üründen en fazla 3 adet alabilirsiniz.',
      });
      expect(lineOf(await getCart(), o.id)!.quantity).toBe(3);

      await setOffer(o.id, sql`stock = 0`);
      await t.database.db.delete(cartItems);
      const soldOut = await add(o.id, 1);
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().detail).toBe('Stok yetersiz.');

      await setOffer(o.id, sql`stock = 50, is_active = false`);
      const withdrawn = await add(o.id, 1);
      expect(withdrawn.statusCode).toBe(404);
      expect(withdrawn.json().detail).toBe('Ürün bulunamadı.');
      await setOffer(o.id, sql`is_active = true`);

      // Never more than the per-line limit, however large the stock.
      expect(lineOf(await addOk(o.id, CART_LINE_LIMIT), o.id)!.quantity).toBe(CART_LINE_LIMIT);
      expect((await add(o.id, 1)).statusCode).toBe(409);

      const unknown = await add(2_000_000_000, 1);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Ürün bulunamadı.');
      expect(lines(await getCart())).toHaveLength(1);
    } finally {
      await setOffer(o.id, sql`stock = ${o.stock}, is_active = true`);
    }
  });

  it('refuses unpublished products and shows lines that became unavailable as 0 available', async () => {
    const o = pool[6]!;
    const line = lineOf(await addOk(o.id, 2), o.id)!;
    await t.database.db.execute(
      sql`UPDATE products SET status = 'taslak' WHERE id = ${o.product_id}`,
    );
    try {
      const res = await add(o.id, 1);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Ürün bulunamadı.');
      const cart = await getCart();
      expect(lineOf(cart, o.id)).toMatchObject({ id: line.id, stock: 0, max_quantity: 0 });
      // It cannot be bought, so it costs nothing.
      expect(cart.grand_total).toBe(0);
      const bump = await patch(line.id, { quantity: 1 });
      expect(bump.statusCode).toBe(409);
      expect(bump.json().detail).toBe('Stok yetersiz.');
    } finally {
      await t.database.db.execute(
        sql`UPDATE products SET status = 'yayinda' WHERE id = ${o.product_id}`,
      );
    }
  });

  it('shows a price change against the price when added; re-adding takes the new price', async () => {
    const o = pool[7]!;
    const line = lineOf(await addOk(o.id, 1), o.id)!;
    expect(line.price_at_add).toBe(o.price);
    await setOffer(o.id, sql`price = price + 1000, list_price = NULL`);
    try {
      let now = lineOf(await getCart(), o.id)!;
      expect(now.unit_price).toBe(o.price + 1000);
      expect(now.price_at_add).toBe(o.price);
      expect(now.line_total).toBe(o.price + 1000);
      // Changing the quantity keeps the old price so the shopper still sees the change.
      const res = await patch(line.id, { quantity: 2 });
      expect(res.statusCode, res.body).toBe(200);
      now = lineOf(cartSchema.parse(res.json()), o.id)!;
      expect(now).toMatchObject({
        quantity: 2,
        price_at_add: o.price,
        line_total: (o.price + 1000) * 2,
      });
      now = lineOf(await addOk(o.id, 1), o.id)!;
      expect(now).toMatchObject({ quantity: 3, price_at_add: o.price + 1000 });
    } finally {
      await setOffer(o.id, sql`price = ${o.price}, list_price = ${o.list_price}`);
    }
  });

  it('changes and removes lines, and keeps other shoppers out of them', async () => {
    const [a, b] = [pool[8]!, pool[9]!];
    await setOffer(a.id, sql`stock = 3`);
    try {
      await addOk(a.id, 1);
      const cart = await addOk(b.id, 1);
      const la = lineOf(cart, a.id)!;
      const lb = lineOf(cart, b.id)!;

      let res = await patch(la.id, { quantity: 3, selected: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(lineOf(cartSchema.parse(res.json()), a.id)).toMatchObject({
        quantity: 3,
        selected: false,
      });
      res = await patch(la.id, { quantity: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Stok yetersiz. Bu üründen en fazla 3 adet alabilirsiniz.');
      res = await patch(la.id, { selected: true });
      expect(lineOf(cartSchema.parse(res.json()), a.id)).toMatchObject({
        quantity: 3,
        selected: true,
      });

      // Another shopper's line looks like no line at all.
      for (const r of [await patch(la.id, { quantity: 1 }, other), await remove(lb.id, other)]) {
        expect(r.statusCode).toBe(404);
        expect(r.json().detail).toBe('Sepet satırı bulunamadı.');
      }
      expect((await patch(2_000_000_000, { quantity: 1 })).statusCode).toBe(404);
      const before = await getCart();
      expect(lineOf(before, a.id)!.quantity).toBe(3);

      const del = await remove(lb.id);
      expect(del.statusCode).toBe(200);
      const after = cartSchema.parse(del.json());
      expect(lines(after).map((l) => l.id)).toEqual([la.id]);
      expect((await remove(lb.id)).statusCode).toBe(404);
      expect((await shopper.get(`${API}/cartitemcount/`)).json()).toEqual({
        ItemInCart: 1,
        SelectedItemInCart: 1,
      });
    } finally {
      await setOffer(a.id, sql`stock = ${a.stock}`);
    }
  });

  it('merges the local cart: sums, caps, skips what cannot be bought', async () => {
    const [kept, fresh, dup, capped, gone, sold] = pool.slice(10, 16) as OfferRow[];
    await addOk(kept!.id, 2);
    await addOk(capped!.id, 1);
    expect(
      (await patch(lineOf(await getCart(), kept!.id)!.id, { selected: false })).statusCode,
    ).toBe(200);
    await setOffer(capped!.id, sql`stock = 4`);
    await setOffer(gone!.id, sql`is_active = false`);
    await setOffer(sold!.id, sql`stock = 0`);
    try {
      const res = await shopper.post(`${API}/cart/merge/`, {
        items: [
          { offer_id: kept!.id, quantity: 3, selected: false },
          { offer_id: fresh!.id, quantity: 2, selected: false },
          { offer_id: dup!.id, quantity: 2 },
          { offer_id: dup!.id, quantity: 1, selected: true },
          { offer_id: capped!.id, quantity: 9, selected: true },
          { offer_id: gone!.id, quantity: 1, selected: true },
          { offer_id: sold!.id, quantity: 1, selected: true },
          { offer_id: 2_000_000_000, quantity: 1, selected: true },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const cart = cartSchema.parse(res.json());
      expect(lines(cart)).toHaveLength(4);
      expect(lineOf(cart, kept!.id)).toMatchObject({ quantity: 5, selected: false });
      expect(lineOf(cart, fresh!.id)).toMatchObject({ quantity: 2, selected: false });
      expect(lineOf(cart, dup!.id)).toMatchObject({ quantity: 3, selected: true });
      // 1 + 9 capped by the stock of 4; an existing line keeps its selection OR-ed.
      expect(lineOf(cart, capped!.id)).toMatchObject({ quantity: 4, selected: true });
      for (const o of [gone!, sold!]) expect(lineOf(cart, o.id)).toBeUndefined();
      expect(cart).toEqual(await getCart());

      // Merging again keeps adding, never past the limit.
      const twice = await shopper.post(`${API}/cart/merge/`, {
        items: [{ offer_id: kept!.id, quantity: CART_LINE_LIMIT, selected: true }],
      });
      expect(lineOf(cartSchema.parse(twice.json()), kept!.id)).toMatchObject({
        quantity: CART_LINE_LIMIT,
        selected: true,
      });
      const empty = await shopper.post(`${API}/cart/merge/`, { items: [] });
      expect(empty.statusCode).toBe(200);
      expect(lines(cartSchema.parse(empty.json()))).toHaveLength(4);
    } finally {
      await setOffer(capped!.id, sql`stock = ${capped!.stock}`);
      await setOffer(gone!.id, sql`is_active = true`);
      await setOffer(sold!.id, sql`stock = ${sold!.stock}`);
    }
  });

  it(`holds at most ${CART_MAX_LINES} lines`, async () => {
    const me = (
      await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'alici@carsi.test'`)
    )[0]!.id;
    // Fill the cart directly with CART_MAX_LINES buyable offers.
    await t.database.db.execute(sql`
      INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add)
      SELECT ${me}, o.id, 1, o.price FROM offers o
        JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
       WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock > 1
       ORDER BY o.id LIMIT ${CART_MAX_LINES}`);
    const cart = await getCart();
    expect(cart.ItemInCart).toBe(CART_MAX_LINES);
    const present = new Set(lines(cart).map((l) => l.offer_id));
    const [outside] = await rows<{ id: number }>(sql`
      SELECT o.id FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
       WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock > 0
         AND o.id NOT IN (SELECT offer_id FROM cart_items) ORDER BY o.id LIMIT 1`);
    const res = await add(outside!.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'cart_limit',
      detail: `Sepette en fazla ${CART_MAX_LINES} ürün olabilir.`,
    });
    // An offer already in the cart can still grow.
    const inCart = [...present][0]!;
    expect(lineOf(await addOk(inCart, 1), inCart)!.quantity).toBe(2);
    // Merge leaves new lines out instead of failing.
    const merged = await shopper.post(`${API}/cart/merge/`, {
      items: [{ offer_id: outside!.id, quantity: 1, selected: true }],
    });
    expect(merged.statusCode).toBe(200);
    expect(cartSchema.parse(merged.json()).ItemInCart).toBe(CART_MAX_LINES);
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    const o = pool[20]!;
    const cart = await addOk(o.id, 2);
    const line = lineOf(cart, o.id)!;
    for (const q of [0, -1, 1.5, CART_LINE_LIMIT + 1, 1e9, '2', null]) {
      const res = await add(o.id, q);
      expect(res.statusCode, String(q)).toBe(400);
      expect(res.json().errors.quantity?.[0]).toMatch(/Adet|adet/);
      const p = await patch(line.id, { quantity: q });
      expect(p.statusCode, String(q)).toBe(400);
      const m = await shopper.post(`${API}/cart/merge/`, {
        items: [
          { offer_id: pool[21]!.id, quantity: 1, selected: true },
          { offer_id: o.id, quantity: q },
        ],
      });
      expect(m.statusCode, String(q)).toBe(400);
    }
    for (const id of [0, -3, 1.5, 'x', 2 ** 40]) {
      const res = await add(id, 1);
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().errors.offer_id).toEqual(['Teklif numarası bir tam sayı olmalı.']);
    }
    const emptyPatch = await patch(line.id, {});
    expect(emptyPatch.statusCode).toBe(400);
    expect(emptyPatch.json().detail).toBeTruthy();
    for (const bad of ['abc', '0', '01', '99999999999', '-1']) {
      const p = await patch(bad, { quantity: 1 });
      expect(p.statusCode, bad).toBe(400);
      expect(p.json().errors.id).toEqual(['Sepet satırı numarası bir tam sayı olmalı.']);
      expect((await remove(bad)).statusCode, bad).toBe(400);
    }
    const tooMany = await shopper.post(`${API}/cart/merge/`, {
      items: (await oneTooManyOffers()).map((id) => ({ offer_id: id, quantity: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await getCart()).toEqual(cart);
  });

  it('refuses writes without the CSRF token', async () => {
    const o = pool[22]!;
    const res = await shopper.post(ITEMS, { offer_id: o.id, quantity: 1 }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
    expect(lines(await getCart())).toHaveLength(0);
  });

  it.skipIf(!onRealServers)('never lets 20 concurrent adds pass the stock of 3', async () => {
    const o = pool[23]!;
    await setOffer(o.id, sql`stock = 3`);
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => add(o.id, 1)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(17);
      const [row] = await rows<{ quantity: number; n: number }>(
        sql`SELECT max(quantity) AS quantity, count(*)::int AS n FROM cart_items WHERE offer_id = ${o.id}`,
      );
      expect(row).toEqual({ quantity: 3, n: 1 });
      // Concurrent merges of the same offer too.
      await t.database.db.delete(cartItems);
      await Promise.all(
        Array.from({ length: 10 }, () =>
          shopper.post(`${API}/cart/merge/`, { items: [{ offer_id: o.id, quantity: 2 }] }),
        ),
      );
      expect(lineOf(await getCart(), o.id)!.quantity).toBe(3);
    } finally {
      await setOffer(o.id, sql`stock = ${o.stock}`);
    }
  });
});

describe('anonymous cart quote (issue 10)', () => {
  const QUOTE = `${API}/cart/quote/`;
  let anon: TestClient;
  beforeAll(async () => {
    anon = await new TestClient(t.app).prime();
  });

  const quote = async (items: unknown) => {
    const res = await anon.post(QUOTE, { items });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return cartSchema.parse(res.json());
  };
  /** A cart without what only a stored line has: its row id and the price when added. */
  const comparable = (c: Cart) => ({
    ...c,
    groups: c.groups.map((g) => ({
      ...g,
      lines: g.lines.map(({ id: _id, price_at_add: _at, ...l }) => l),
    })),
  });

  it('prices local lines exactly as the server cart prices the same lines', async () => {
    const bySeller = new Map<number, OfferRow[]>();
    for (const o of pool) bySeller.set(o.business_id, [...(bySeller.get(o.business_id) ?? []), o]);
    const [a, b] = [...bySeller.values()].filter((os) => os.length >= 2);
    const picked = [a![0]!, b![0]!, a![1]!, b![1]!];
    const quantities = [1, 2, 3, 1];
    for (const [i, o] of picked.entries()) await addOk(o.id, quantities[i]);
    const last = lineOf(await getCart(), picked[3]!.id)!;
    expect((await patch(last.id, { selected: false })).statusCode).toBe(200);
    // Seller a ships free from exactly its selected total, seller b never ships free.
    const aTotal = picked[0]!.price + picked[2]!.price * 3;
    await t.database.db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = ${aTotal}, shipping_fee = 2999 WHERE id = ${picked[0]!.business_id}`,
    );
    await t.database.db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = NULL, shipping_fee = 4599 WHERE id = ${picked[1]!.business_id}`,
    );
    const server = await getCart();
    const local = lines(server).map((l) => ({
      offer_id: l.offer_id,
      quantity: l.quantity,
      selected: l.selected,
    }));

    const priced = await quote(local);
    expect(comparable(priced)).toEqual(comparable(server));
    expect(priced.shipping_total).toBe(4599);
    expect(priced.groups.find((g) => g.seller.id === picked[0]!.business_id)!.shipping_fee).toBe(0);
    // Nothing stored: a line is named by its offer and shows today's price.
    for (const l of lines(priced)) {
      expect(l.id).toBe(l.offer_id);
      expect(l.price_at_add).toBe(l.unit_price);
    }
    // One kuruş short of the threshold: the fee and the amount still to add show, as in /sepetim/.
    await t.database.db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = ${aTotal + 1} WHERE id = ${picked[0]!.business_id}`,
    );
    const short = (await quote(local)).groups.find((g) => g.seller.id === picked[0]!.business_id)!;
    expect(short).toMatchObject({ shipping_fee: 2999, remaining_for_free_shipping: 1 });
    expect(comparable(await quote(local))).toEqual(comparable(await getCart()));
  });

  it('takes prices from the database only, drops unknown offers and caps repeated ones', async () => {
    const [o, p, soldOut] = [pool[30]!, pool[31]!, pool[32]!];
    await setOffer(soldOut.id, sql`stock = 0`);
    try {
      const priced = await quote([
        { offer_id: o.id, quantity: 7, selected: true, unit_price: 1, price: 1, line_total: 1 },
        { offer_id: 2_147_483_000, quantity: 1, selected: true },
        { offer_id: p.id, quantity: 1, selected: false },
        { offer_id: o.id, quantity: 6, selected: true },
        { offer_id: soldOut.id, quantity: 2, selected: true },
      ]);
      expect(lines(priced).map((l) => l.offer_id)).toEqual([o.id, p.id, soldOut.id]);
      const line = lineOf(priced, o.id)!;
      expect(line).toMatchObject({
        unit_price: o.price,
        quantity: CART_LINE_LIMIT,
        line_total: o.price * CART_LINE_LIMIT,
      });
      expect(lineOf(priced, soldOut.id)).toMatchObject({ stock: 0, max_quantity: 0 });
      // Only the buyable selected line counts.
      expect(priced).toMatchObject({
        ItemInCart: 3,
        SelectedItemInCart: 2,
        total_quantity: CART_LINE_LIMIT,
        items_total: (o.list_price ?? o.price) * CART_LINE_LIMIT,
      });
      expect(await quote([])).toEqual({
        groups: [],
        ItemInCart: 0,
        SelectedItemInCart: 0,
        total_quantity: 0,
        items_total: 0,
        discount_total: 0,
        promotion_total: 0,
        shipping_total: 0,
        grand_total: 0,
      });
      // Quoting stores nothing.
      expect(await rows(sql`SELECT 1 FROM cart_items`)).toEqual([]);
    } finally {
      await setOffer(soldOut.id, sql`stock = ${soldOut.stock}`);
    }
  });

  it('prices a first visit that holds no CSRF token yet (it changes nothing)', async () => {
    const o = pool[34]!;
    const fresh = new TestClient(t.app);
    const res = await fresh.post(
      QUOTE,
      { items: [{ offer_id: o.id, quantity: 1 }] },
      { csrf: false },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cartSchema.parse(res.json()).ItemInCart).toBe(1);
  });

  it('refuses bad input with a Turkish detail', async () => {
    const o = pool[33]!;
    for (const q of [0, -1, 1.5, CART_LINE_LIMIT + 1, '2', null]) {
      const res = await anon.post(QUOTE, { items: [{ offer_id: o.id, quantity: q }] });
      expect(res.statusCode, String(q)).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/Adet|adet/);
    }
    for (const id of [0, 'x', 2 ** 40]) {
      const res = await anon.post(QUOTE, { items: [{ offer_id: id, quantity: 1 }] });
      expect(res.statusCode, String(id)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Teklif numarası bir tam sayı olmalı.');
    }
    const tooMany = await anon.post(QUOTE, {
      items: (await oneTooManyOffers()).map((id) => ({ offer_id: id, quantity: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(
      `Sepette en fazla ${CART_MAX_LINES} ürün olabilir.`,
    );
    expect((await anon.post(QUOTE, {})).statusCode).toBe(400);
  });
});
