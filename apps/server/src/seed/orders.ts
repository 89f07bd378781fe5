import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../lib/query-rows.ts';
import { startCheckout } from '../modules/checkout/checkout.service.ts';
import { advancePackage, cancelOrderItems } from '../modules/orders/order-changes.service.ts';
import { createSandboxProvider } from '../modules/payments/sandbox.provider.ts';
import { creditWallet } from '../modules/wallet/wallet.service.ts';

const DAY = 86_400_000;

/**
 * The demo shopper's history, written through the real checkout to their saved default
 * address (paid from a topped-up wallet) and moved through its statuses: one order delivered
 * 9 days ago (returns and reviews open), one on its way, one just placed, one partly
 * cancelled; then the dates are moved into the past.
 */
export async function seedOrders(db: Db, email: string, now: Date): Promise<number> {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${email}`,
  );
  if (!user) return 0;
  const provider = createSandboxProvider('demo-seed', db);
  const [address] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO addresses (user_id, title, first_name, last_name, phone, city_code, city,
                               district, neighbourhood, address_line, postal_code, billing_type,
                               is_default)
        VALUES (${user.id}, 'Ev', 'Ayşe', 'Yılmaz', '+905321234567', 34, 'İstanbul', 'Kadıköy',
                'Caferağa Mah', 'Moda Caddesi No: 12 Daire: 3', '34710', 'bireysel', true)
        RETURNING id`,
  );
  await db.transaction((tx) =>
    creditWallet(tx, user.id, 'yukleme', 2_500_000, {
      description: 'Kartla bakiye yükleme (**** 0008)',
    }),
  );
  // Two offers from different sellers per order, cheap enough for the demo wallet (a catalogue
  // cut short for a test may have none: then there is no history).
  const offers = await queryRows<{ id: number; price: number; business_id: number }>(
    db,
    sql`SELECT DISTINCT ON (o.business_id) o.id, o.price, o.business_id
          FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock >= 5
           AND o.price BETWEEN 10000 AND 200000
         ORDER BY o.business_id, o.price, o.id`,
  );
  const plans: { ago: number; step: 'teslim' | 'kargo' | 'yeni' | 'iptal' }[] =
    offers.length === 0
      ? []
      : [
          { ago: 20, step: 'iptal' },
          { ago: 12, step: 'teslim' },
          { ago: 3, step: 'kargo' },
          { ago: 0, step: 'yeni' },
        ];
  let made = 0;
  for (const [i, plan] of plans.entries()) {
    const pair = [offers[(i * 2) % offers.length], offers[(i * 2 + 1) % offers.length]];
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${user.id}`);
    for (const o of pair)
      if (o)
        await db.execute(sql`
          INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add)
          VALUES (${user.id}, ${o.id}, 1, ${o.price}) ON CONFLICT DO NOTHING`);
    const result = await startCheckout(
      { db, provider, publicUrl: 'http://localhost' },
      user.id,
      `demo-order-${i}`,
      {
        address_id: address!.id,
        wallet_amount: 100_000_000,
        installments: 1,
        accept_agreements: true,
      },
      '127.0.0.1',
    );
    if (result.status !== 'tamamlandi') continue;
    made++;
    const packages = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM order_packages WHERE order_id = ${result.order_id} ORDER BY id`,
    );
    if (plan.step === 'iptal') {
      const [first] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM order_items WHERE order_id = ${result.order_id} ORDER BY id LIMIT 1`,
      );
      await cancelOrderItems(db, provider, user.id, result.order_id, {
        item_ids: [first!.id],
        refund_target: 'cuzdan',
        reason: 'Yanlışlıkla sipariş verdim.',
      });
    }
    for (const p of packages) {
      if (plan.step === 'yeni') continue;
      await advancePackage(db, provider, p.id, 'hazirlaniyor');
      if (plan.step === 'kargo' || plan.step === 'teslim' || plan.step === 'iptal')
        await advancePackage(db, provider, p.id, 'kargoya_verildi');
      if (plan.step === 'teslim' || plan.step === 'iptal')
        await advancePackage(db, provider, p.id, 'teslim_edildi');
    }
    await backdate(db, result.order_id, plan.ago, now);
  }
  await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${user.id}`);
  // The address the orders went to stays in the book as the default, as for any returning
  // shopper.
  // The wallet's top-up happened before everything else.
  await db.execute(sql`
    UPDATE wallet_entries SET created_at = ${new Date(now.getTime() - 25 * DAY)}
     WHERE user_id = ${user.id} AND kind = 'yukleme'`);
  return made;
}

/** Moves an order and its timeline `days` back, keeping the steps a day apart. */
export async function backdate(db: Db, orderId: number, days: number, now: Date) {
  if (days === 0) return;
  const placed = new Date(now.getTime() - days * DAY + 10 * 3_600_000);
  await db.execute(sql`UPDATE orders SET created_at = ${placed} WHERE id = ${orderId}`);
  // The seller's figures and desk read the items' and packages' own dates (ADR 028).
  await db.execute(sql`
    UPDATE order_items SET created_at = ${placed},
           return_requested_at = CASE WHEN return_requested_at IS NULL THEN NULL
                                      ELSE ${placed}::timestamptz + interval '5 days' END
     WHERE order_id = ${orderId}`);
  await db.execute(
    sql`UPDATE order_packages SET created_at = ${placed} WHERE order_id = ${orderId}`,
  );
  await db.execute(sql`
    UPDATE order_item_events e SET created_at = ${placed}::timestamptz + CASE e.status
        WHEN 'onay_bekliyor' THEN interval '0'
        WHEN 'hazirlaniyor' THEN interval '5 hours'
        WHEN 'kargoya_verildi' THEN interval '1 day'
        WHEN 'iptal_edildi' THEN interval '2 hours'
        ELSE interval '3 days' END
      FROM order_items i WHERE i.id = e.order_item_id AND i.order_id = ${orderId}`);
  await db.execute(sql`
    UPDATE order_items SET delivered_at = ${placed}::timestamptz + interval '3 days'
     WHERE order_id = ${orderId} AND delivered_at IS NOT NULL`);
  await db.execute(sql`
    UPDATE order_packages SET shipped_at = ${placed}::timestamptz + interval '1 day',
           delivered_at = CASE WHEN delivered_at IS NULL THEN NULL
                               ELSE ${placed}::timestamptz + interval '3 days' END
     WHERE order_id = ${orderId} AND shipped_at IS NOT NULL`);
  await db.execute(sql`
    UPDATE wallet_entries SET created_at = ${placed}::timestamptz + interval '2 hours'
     WHERE order_id = ${orderId}`);
  await db.execute(sql`
    UPDATE product_sales SET sold_at = ${placed}
     WHERE basket_id = (SELECT number FROM orders WHERE id = ${orderId})`);
}
