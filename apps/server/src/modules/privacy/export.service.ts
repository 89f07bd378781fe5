import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';

/**
 * Everything Çarşı holds about the user, as one JSON document (KVKK art. 11: the right to learn
 * what is processed). Secrets are never part of it: no password hash, refresh-token hashes,
 * card data (Çarşı never holds card numbers) or other people's data beyond what the user's
 * own orders name (the seller).
 */
export async function exportUserData(db: Db, ctx: UserContext): Promise<Record<string, unknown>> {
  const id = ctx.user.id;
  const rows = (q: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(db, q);
  const [profile] = await rows(sql`
    SELECT id, email, first_name, last_name, phone, birth_date, gender, role,
           email_verified_at, kvkk_acknowledged_at, marketing_consent_at, created_at, updated_at
      FROM users WHERE id = ${id}`);
  const [
    addresses,
    orders,
    reviews,
    questions,
    favorites,
    cart,
    wallet,
    walletEntries,
    sessions,
    notifications,
    consents,
    businesses,
  ] = await Promise.all([
    rows(sql`SELECT title, first_name, last_name, phone, city, district, neighbourhood,
                    address_line, postal_code, billing_type, tckn, company_name, tax_number,
                    tax_office
               FROM addresses WHERE user_id = ${id} ORDER BY id`),
    rows(sql`
      SELECT o.number, o.created_at, o.address, o.items_total, o.discount_total,
             o.shipping_total, o.grand_total, o.paid_card, o.paid_wallet, o.installments,
             o.agreements_accepted_at, o.agreements_ip,
             (SELECT coalesce(json_agg(json_build_object(
                       'title', i.title, 'brand', i.brand, 'variant', i.variant_label,
                       'seller', p.seller_name, 'quantity', i.quantity,
                       'unit_price', i.unit_price, 'line_total', i.line_total,
                       'status', i.status, 'return_reason', i.return_reason,
                       'return_note', i.return_note) ORDER BY i.id), '[]'::json)
                FROM order_items i JOIN order_packages p ON p.id = i.package_id
               WHERE i.order_id = o.id) AS items
        FROM orders o WHERE o.user_id = ${id} ORDER BY o.created_at`),
    rows(sql`SELECT r.rating, r.body, r.author_name, r.created_at, pr.title AS product
               FROM reviews r LEFT JOIN products pr ON pr.id = r.product_id
              WHERE r.user_id = ${id} ORDER BY r.created_at`),
    rows(sql`SELECT q.body, q.answer, q.author_name, q.created_at, q.answered_at,
                    pr.title AS product
               FROM product_questions q LEFT JOIN products pr ON pr.id = q.product_id
              WHERE q.user_id = ${id} ORDER BY q.created_at`),
    rows(sql`SELECT pr.title AS product, f.price_at_add, f.created_at
               FROM favorites f JOIN products pr ON pr.id = f.product_id
              WHERE f.user_id = ${id} ORDER BY f.created_at`),
    rows(sql`SELECT c.offer_id, c.quantity, c.price_at_add, c.created_at
               FROM cart_items c WHERE c.user_id = ${id} ORDER BY c.created_at`),
    rows(sql`SELECT balance, updated_at FROM wallets WHERE user_id = ${id}`),
    rows(sql`SELECT kind, amount, balance_after, description, created_at
               FROM wallet_entries WHERE user_id = ${id} ORDER BY id`),
    rows(sql`SELECT client_type, browser, os, last_ip, created_at, last_seen_at, revoked_at
               FROM sessions WHERE user_id = ${id} ORDER BY created_at`),
    rows(sql`SELECT kind, message, link, created_at, read_at FROM notifications
              WHERE recipient_user_id = ${id} ORDER BY id DESC LIMIT 1000`),
    rows(sql`SELECT kind, granted, version, ip, user_agent, created_at FROM consent_records
              WHERE user_id = ${id} ORDER BY id`),
    rows(sql`SELECT b.name, m.role FROM business_members m JOIN businesses b ON b.id = m.business_id
              WHERE m.user_id = ${id} ORDER BY b.name`),
  ]);
  return {
    exported_at: new Date().toISOString(),
    about:
      'Çarşı’da hesabınızla ilgili tuttuğumuz kişisel veriler (KVKK md. 11). Şifreniz ve kart bilgileriniz saklanmadığından ya da yalnızca özet olarak tutulduğundan bu dosyada yer almaz.',
    profile,
    addresses,
    orders,
    reviews,
    questions,
    favorites,
    cart,
    wallet: wallet[0] ?? null,
    wallet_entries: walletEntries,
    sessions,
    notifications,
    consents,
    businesses,
  };
}
