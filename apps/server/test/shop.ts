// Test-only: what the checkout, order, wallet and payment suites share — a pool of buyable
// offers, cart and checkout calls through the API, the sandbox bank's answer, and reads of the
// payment, the sandbox bank's books and the outbox.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkoutResultSchema, type Order, orderSchema } from '@carsi/shared';
import { queryRows } from '../src/lib/query-rows.ts';
import { sandboxCallbackFields } from '../src/modules/payments/sandbox.provider.ts';
import { creditWallet } from '../src/modules/wallet/wallet.service.ts';
import type { TestContext } from './helper.ts';
import type { TestShopper } from './shoppers.ts';

export const API = '/api';
export const PREVIEW = `${API}/siparis/api/checkout/preview/`;
export const CHECKOUT = `${API}/siparis/api/checkout/`;
export const CALLBACK = `${API}/odeme/api/sandbox/callback/`;
export const CARDS = {
  success: '5528790000000008',
  debit: '4766620000000001',
  noFunds: '4111111111111129',
  fail3ds: '4131111111111117',
};

export interface OfferRow {
  id: number;
  price: number;
  stock: number;
  business_id: number;
  title: string;
  product_id: number;
}

export interface PaymentRead {
  status: string;
  card_amount: number;
  order_id: number | null;
  provider_payment_id: string | null;
  failure_code: string | null;
  failure_detail: string | null;
}

export const card = (number = CARDS.success) => ({
  holder_name: 'Ayşe Yılmaz',
  number: number.replace(/(\d{4})/g, '$1 ').trim(),
  expiry_month: 12,
  expiry_year: 2030,
  cvc: '123',
});

let keyN = 0;
export const newKey = () =>
  `test-key-${process.pid}-${++keyN}-${Math.random().toString(36).slice(2)}`;

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** Helpers bound to one test app; `fresh()` hands out offers no earlier test used. */
export async function openShop(t: TestContext) {
  const db = t.database.db;
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);
  const pool = await rows<OfferRow>(sql`
    SELECT DISTINCT ON (p.id) o.id, o.price, o.stock, o.business_id, p.title, p.id AS product_id
      FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
     WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock >= 10
     ORDER BY p.id, o.id`);
  let next = 0;

  const shop = {
    rows,
    pool,
    fresh(pred: (o: OfferRow) => boolean = () => true): OfferRow {
      while (next < pool.length) {
        const o = pool[next++]!;
        if (pred(o)) return o;
      }
      throw new Error('offer pool exhausted');
    },
    async addToCart(s: TestShopper, offerId: number, quantity = 1) {
      const res = await s.client.post(`${API}/urun/api/cart/items/`, {
        offer_id: offerId,
        quantity,
      });
      expect(res.statusCode, res.body).toBe(201);
    },
    async clearCart(s: TestShopper) {
      await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${s.id}`);
    },
    async stockOf(offerId: number) {
      const [r] = await rows<{ stock: number }>(
        sql`SELECT stock FROM offers WHERE id = ${offerId}`,
      );
      return r!.stock;
    },
    async fundWallet(s: TestShopper, amount: number) {
      await db.transaction((tx) =>
        creditWallet(tx, s.id, 'cashback', amount, { description: 'Test bakiyesi' }),
      );
    },
    checkout(s: TestShopper, body: Record<string, unknown>, key: string | null = newKey()) {
      return s.client.post(
        CHECKOUT,
        { address_id: s.addressId, accept_agreements: true, ...body },
        key ? { headers: { 'idempotency-key': key } } : {},
      );
    },
    async payment(id: string): Promise<PaymentRead> {
      const [p] = await rows<PaymentRead>(
        sql`SELECT status, card_amount, order_id, provider_payment_id, failure_code,
                   failure_detail
              FROM payments WHERE id = ${id}`,
      );
      return p!;
    },
    /** Answers the sandbox bank page as the shopper would (SMS code typed, "Onayla"). */
    async bankAnswer(
      paymentId: string,
      result: 'onay' | 'iptal' = 'onay',
      tamper?: (f: Record<string, string>) => void,
    ) {
      const p = await shop.payment(paymentId);
      const fields = sandboxCallbackFields(t.config.secret, paymentId, p.card_amount, result);
      tamper?.(fields);
      return t.app.inject({
        method: 'POST',
        url: CALLBACK,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    async getOrder(s: TestShopper, id: number): Promise<Order> {
      const res = await s.client.get(`${API}/siparis/api/orders/${id}/`);
      expect(res.statusCode, res.body).toBe(200);
      return orderSchema.parse(res.json());
    },
    /** Starts a card checkout; returns the payment id waiting at the bank page. */
    async startCard(s: TestShopper, extra: Record<string, unknown> = {}) {
      const res = await shop.checkout(s, { card: card(), ...extra });
      expect(res.statusCode, res.body).toBe(200);
      const started = checkoutResultSchema.parse(res.json());
      if (started.status !== '3ds') throw new Error('expected 3-D Secure');
      return started.payment_id;
    },
    /** Card checkout through 3-D Secure; returns the order id. */
    async buyWithCard(s: TestShopper, extra: Record<string, unknown> = {}) {
      const paymentId = await shop.startCard(s, extra);
      const cb = await shop.bankAnswer(paymentId);
      expect(cb.statusCode, cb.body).toBe(303);
      const m = /\/odeme-tamamlandi\/\?siparis=(\d+)/.exec(String(cb.headers.location));
      expect(m, String(cb.headers.location)).not.toBeNull();
      return { orderId: Number(m![1]), paymentId };
    },
    /** The sandbox bank's books for one of our payments. */
    async bank(paymentId: string) {
      return rows<{ kind: string; amount: number; item_ref: string | null }>(
        sql`SELECT kind, amount, item_ref FROM sandbox_bank_entries
             WHERE payment_id = ${paymentId} ORDER BY id`,
      );
    },
    /** Outbox rows of a type written after `afterId`. */
    async events(type: string, afterId = 0) {
      return rows<{ id: number; payload: Record<string, unknown> }>(
        sql`SELECT id, payload FROM events WHERE type = ${type} AND id > ${afterId} ORDER BY id`,
      );
    },
    /**
     * Every order insert fails until the returned function is called: a crash between the
     * payment and its order, as far as the database can tell.
     */
    async breakOrders(): Promise<() => Promise<void>> {
      await db.execute(sql`
        CREATE FUNCTION fail_orders() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
      await db.execute(
        sql`CREATE TRIGGER fail_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION fail_orders()`,
      );
      return async () => {
        await db.execute(sql`DROP TRIGGER fail_orders ON orders`);
        await db.execute(sql`DROP FUNCTION fail_orders()`);
      };
    },
    async lastEventId() {
      const [r] = await rows<{ id: number }>(
        sql`SELECT COALESCE(max(id), 0)::int AS id FROM events`,
      );
      return r!.id;
    },
  };
  return shop;
}
