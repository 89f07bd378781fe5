import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../lib/query-rows.ts';
import { startCheckout } from '../modules/checkout/checkout.service.ts';
import {
  advancePackage,
  cancelOrderItems,
  openDispute,
  requestReturn,
  resolveReturn,
} from '../modules/orders/order-changes.service.ts';
import { dispatchPendingEvents } from '../modules/notifications/dispatcher.service.ts';
import { createSandboxProvider } from '../modules/payments/sandbox.provider.ts';
import { creditWallet } from '../modules/wallet/wallet.service.ts';
import { backdate } from './orders.ts';

const DAY = 86_400_000;

/** Shoppers who bought from the demo seller (addresses in several cities). */
const BUYERS = [
  {
    email: 'mehmet.demir@carsi.test',
    first: 'Mehmet',
    last: 'Demir',
    city: [6, 'Ankara', 'Çankaya', 'Kızılay Mah'],
  },
  {
    email: 'elif.sahin@carsi.test',
    first: 'Elif',
    last: 'Şahin',
    city: [35, 'İzmir', 'Karşıyaka', 'Bostanlı Mah'],
  },
  {
    email: 'can.ozturk@carsi.test',
    first: 'Can',
    last: 'Öztürk',
    city: [16, 'Bursa', 'Nilüfer', 'Özlüce Mah'],
  },
  {
    email: 'selin.arslan@carsi.test',
    first: 'Selin',
    last: 'Arslan',
    city: [7, 'Antalya', 'Muratpaşa', 'Lara Mah'],
  },
] as const;

type Step =
  | 'onay_bekliyor'
  | 'hazirlaniyor'
  | 'kargoya_verildi'
  | 'teslim_edildi'
  | 'iptal_edildi'
  | 'iade_talep_edildi'
  | 'iade_edildi'
  | 'iade_reddedildi';

/** One order per item state, newest last; days ago when placed. */
const PLAN: { step: Step; ago: number }[] = [
  { step: 'iade_edildi', ago: 16 },
  { step: 'iade_reddedildi', ago: 13 },
  { step: 'iptal_edildi', ago: 11 },
  { step: 'teslim_edildi', ago: 9 },
  { step: 'iade_talep_edildi', ago: 8 },
  { step: 'kargoya_verildi', ago: 3 },
  { step: 'hazirlaniyor', ago: 1 },
  { step: 'onay_bekliyor', ago: 0 },
  { step: 'onay_bekliyor', ago: 0 },
  // Older deliveries whose return window has closed: paid in the demo's past statements
  // (docs/decisions/039). Last so that the orders above keep their offers and buyers.
  { step: 'teslim_edildi', ago: 33 },
  { step: 'teslim_edildi', ago: 24 },
];

/**
 * The demo seller's desk: orders from a few shoppers for the seller's own products, one in
 * every item state, written through the real checkout and status changes — so their outbox
 * events make the notifications both sides see on the first start (the seller: new orders, a
 * cancellation, return requests; the shoppers: each step). Older notifications are read.
 */
export async function seedSellerOrders(db: Db, sellerEmail: string, now: Date): Promise<number> {
  const [business] = await queryRows<{ id: number }>(
    db,
    sql`SELECT m.business_id AS id FROM business_members m JOIN users u ON u.id = m.user_id
         WHERE u.email = ${sellerEmail} AND m.role = 'owner' LIMIT 1`,
  );
  if (!business) return 0;
  const offers = await queryRows<{ id: number; price: number }>(
    db,
    sql`SELECT o.id, o.price FROM offers o JOIN variants v ON v.id = o.variant_id
          JOIN products p ON p.id = v.product_id
         WHERE o.business_id = ${business.id} AND o.is_active AND v.is_active
           AND p.status = 'yayinda' AND o.stock >= 8 AND o.price BETWEEN 20000 AND 1500000
         ORDER BY o.price, o.id LIMIT 40`,
  );
  if (offers.length === 0) return 0;
  const provider = createSandboxProvider('demo-seed', db);
  const buyers: { id: number; address: number }[] = [];
  for (const b of BUYERS) {
    const [u] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at, created_at)
          VALUES (${b.email}, 'demo-no-login', ${b.first}, ${b.last}, NULL, ${new Date(now.getTime() - 60 * DAY)}, ${new Date(now.getTime() - 60 * DAY)})
          RETURNING id`,
    );
    const [a] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO addresses (user_id, title, first_name, last_name, phone, city_code, city,
                                 district, neighbourhood, address_line, postal_code, billing_type,
                                 is_default)
          VALUES (${u!.id}, 'Ev', ${b.first}, ${b.last}, '+905551234567', ${b.city[0]}, ${b.city[1]},
                  ${b.city[2]}, ${b.city[3]}, 'Atatürk Caddesi No: 5 Daire: 2', '06100', 'bireysel', true)
          RETURNING id`,
    );
    await db.transaction((tx) =>
      creditWallet(tx, u!.id, 'yukleme', 10_000_000, { description: 'Kartla bakiye yükleme' }),
    );
    buyers.push({ id: u!.id, address: a!.id });
  }

  let made = 0;
  for (const [i, plan] of PLAN.entries()) {
    const buyer = buyers[i % buyers.length]!;
    const offer = offers[(i * 3) % offers.length]!;
    // A small catalogue (tests seed a few products) may run an offer out of stock: skip.
    const [left] = await queryRows<{ stock: number }>(
      db,
      sql`SELECT stock FROM offers WHERE id = ${offer.id}`,
    );
    if ((left?.stock ?? 0) < 1 + (i % 2)) continue;
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${buyer.id}`);
    await db.execute(sql`
      INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add)
      VALUES (${buyer.id}, ${offer.id}, ${1 + (i % 2)}, ${offer.price})`);
    const result = await startCheckout(
      { db, provider, publicUrl: 'http://localhost' },
      buyer.id,
      `demo-seller-order-${i}`,
      {
        address_id: buyer.address,
        wallet_amount: 100_000_000,
        installments: 1,
        accept_agreements: true,
      },
      '127.0.0.1',
    );
    if (result.status !== 'tamamlandi' || !result.order_id) continue;
    made++;
    const [pkg] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM order_packages WHERE order_id = ${result.order_id} ORDER BY id LIMIT 1`,
    );
    const [item] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM order_items WHERE order_id = ${result.order_id} ORDER BY id LIMIT 1`,
    );
    const s = plan.step;
    if (s === 'iptal_edildi')
      await cancelOrderItems(db, provider, buyer.id, result.order_id, {
        refund_target: 'cuzdan',
        reason: 'Vazgeçtim, başka bir model alacağım.',
      });
    if (s !== 'onay_bekliyor' && s !== 'iptal_edildi')
      await advancePackage(db, provider, pkg!.id, 'hazirlaniyor');
    if (
      [
        'kargoya_verildi',
        'teslim_edildi',
        'iade_talep_edildi',
        'iade_edildi',
        'iade_reddedildi',
      ].includes(s)
    )
      await advancePackage(db, provider, pkg!.id, 'kargoya_verildi');
    if (['teslim_edildi', 'iade_talep_edildi', 'iade_edildi', 'iade_reddedildi'].includes(s))
      await advancePackage(db, provider, pkg!.id, 'teslim_edildi');
    if (s.startsWith('iade_'))
      await requestReturn(db, buyer.id, item!.id, {
        reason: s === 'iade_reddedildi' ? 'beklentiyi_karsilamadi' : 'kusurlu',
        note: s === 'iade_reddedildi' ? 'Beklediğim gibi değil.' : 'Şarj olmuyor.',
        photos: [],
        refund_target: 'cuzdan',
      });
    if (s === 'iade_edildi') await resolveReturn(db, provider, item!.id, true);
    if (s === 'iade_reddedildi')
      await resolveReturn(db, provider, item!.id, false, 'Ürün kullanılmış ve ambalajı açılmış.');
    await backdate(db, result.order_id, plan.ago, now);
    // Returns come days after delivery, decisions two days after that.
    await db.execute(sql`
      UPDATE order_item_events e SET created_at = o.created_at + CASE e.status
          WHEN 'iade_talep_edildi' THEN interval '5 days' ELSE interval '7 days' END
        FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.id = e.order_item_id AND i.order_id = ${result.order_id}
         AND e.status IN ('iade_talep_edildi', 'iade_edildi', 'iade_reddedildi')`);
    // The rejected return is taken to Çarşı a day later: the operators' dispute queue has one
    // waiting (docs/decisions/040).
    if (s === 'iade_reddedildi') {
      await openDispute(
        db,
        buyer.id,
        item!.id,
        {
          note: 'Ürünü yalnızca denemek için açtım, kullanmadım; ambalajı da saklıyorum.',
          photos: [],
        },
        now,
      );
      await db.execute(sql`
        UPDATE return_disputes d SET created_at = o.created_at + interval '8 days'
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.id = d.order_item_id AND i.id = ${item!.id}`);
    }
  }
  for (const b of buyers) await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${b.id}`);
  await db.execute(sql`
    UPDATE wallet_entries SET created_at = ${new Date(now.getTime() - 20 * DAY)}
     WHERE kind = 'yukleme' AND user_id IN (SELECT id FROM users WHERE email LIKE '%@carsi.test'
       AND password_hash = 'demo-no-login')`);
  return made;
}

/**
 * Turns every demo event into notifications now (the first start then has a live bell), dated
 * as their changes are, the older ones read; and one operator summary that the data bears out.
 */
export async function seedNotifications(db: Db, now: Date): Promise<number> {
  const [open] = await queryRows<{ waiting: number; returns: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'onay_bekliyor')::int AS waiting,
               count(*) FILTER (WHERE status = 'iade_talep_edildi')::int AS returns
          FROM order_items`,
  );
  await db.execute(sql`
    INSERT INTO events (type, payload) VALUES ('operator.alert', ${JSON.stringify({
      key: 'demo-summary',
      message: `Günün özeti: ${open?.waiting ?? 0} ürün satıcı onayı, ${open?.returns ?? 0} iade talebi satıcı kararı bekliyor.`,
    })}::jsonb)`);
  const stored = await dispatchPendingEvents(db);
  // Dated as the change each one reports.
  await db.execute(sql`
    UPDATE notifications n SET created_at = coalesce(
      (SELECT max(ie.created_at) FROM order_item_events ie
        WHERE ie.order_item_id = (e.payload->>'orderItemId')::int
          AND ie.status = CASE e.type
            WHEN 'order_item.status_changed' THEN e.payload->>'to'
            WHEN 'order_item.cancelled' THEN 'iptal_edildi'
            WHEN 'return.requested' THEN 'iade_talep_edildi'
            WHEN 'return.decided' THEN CASE WHEN (e.payload->>'accepted')::boolean
                                            THEN 'iade_edildi' ELSE 'iade_reddedildi' END
          END),
      (SELECT o.created_at FROM orders o WHERE o.id = (e.payload->>'orderId')::int),
      n.created_at)
      FROM events e WHERE e.id = n.event_id`);
  await db.execute(
    sql`UPDATE events SET created_at = n.created_at FROM notifications n WHERE n.event_id = events.id`,
  );
  await db.execute(sql`
    UPDATE notifications SET read_at = created_at + interval '2 hours'
     WHERE created_at < ${new Date(now.getTime() - 2 * DAY)}`);
  return stored.length;
}

/**
 * Sixty days of product-page views and add-to-carts for the demo seller's products (ADR 028),
 * so its per-product analysis shows figures on the first start. Deterministic: the counts
 * come from the product id and the day, not from a random source.
 */
export async function seedProductViews(db: Db, sellerEmail: string, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO product_daily_stats (product_id, day, views, add_to_cart)
    SELECT DISTINCT ON (v.product_id, d.day) v.product_id, d.day,
           8 + (v.product_id * 37 + d.n * 11) % 90,
           (v.product_id * 13 + d.n * 7) % 9
      FROM offers o
      JOIN variants v ON v.id = o.variant_id
      JOIN business_members m ON m.business_id = o.business_id AND m.role = 'owner'
      JOIN users u ON u.id = m.user_id AND u.email = ${sellerEmail}
     CROSS JOIN LATERAL (
       SELECT n, ((${now}::timestamptz AT TIME ZONE 'Europe/Istanbul')::date - n) AS day
         FROM generate_series(0, 59) n) d
    ON CONFLICT (product_id, day) DO NOTHING`);
}
