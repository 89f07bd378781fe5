// Prepares the seller-figures benchmark (bench/vendor.mjs runs it with tsx) on a migrated,
// otherwise empty PostgreSQL database: one business with 200 products and 100,000 order items
// spread over the last 400 days (every item state), a year of product-page view counts, one
// member with a session. Written with generate_series, so it takes seconds, not minutes.
// Prints JSON: { access, businessId }.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createSession } from '../modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../modules/accounts/tokens.service.ts';
import { queryRows } from '../lib/query-rows.ts';

const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const secret = process.env.APP_SECRET!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const tag = Date.now().toString(36);

const [seller] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
      VALUES (${`satici-${tag}@carsi.test`}, 'not-a-login', 'Bench', 'Satıcı', now()) RETURNING id`,
);
const [buyer] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
      VALUES (${`alici-${tag}@carsi.test`}, 'not-a-login', 'Bench', 'Alıcı', now()) RETURNING id`,
);
const [business] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO businesses (name, slug, legal_name, tax_number, tax_office, city, status,
                              dispatch_days, created_at)
      VALUES ('Bench Mağaza', ${`bench-${tag}`}, 'Bench Ltd. Şti.', '1234567890', 'Kadıköy',
              'İstanbul', 'onaylandi', 2, now() - interval '3 years') RETURNING id`,
);
const b = business!.id;
await db.execute(
  sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${b}, ${seller!.id}, 'owner')`,
);
const [brand] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO brands (name, slug, status) VALUES ('Bench', ${`bench-${tag}`}, 'onaylandi') RETURNING id`,
);
const cats = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO categories (name, slug, depth, path)
      SELECT 'Kategori ' || g, ${`bench-${tag}-`} || g, 0, '' FROM generate_series(1, 8) g
      RETURNING id`,
);
await db.execute(sql`UPDATE categories SET path = id || '/' WHERE path = ''`);
const first = cats[0]!.id;
await db.execute(sql`
  INSERT INTO products (slug, title, brand_id, category_id, status, min_price, in_stock,
                        total_stock, seller_count, seller_ids)
  SELECT ${`bench-${tag}-`} || g, 'Bench ürün ' || g, ${brand!.id}, ${first} + g % 8, 'yayinda',
         1000 + g * 10, true, 50, 1, ARRAY[${b}::int]
    FROM generate_series(1, 200) g`);
await db.execute(sql`
  INSERT INTO variants (product_id, sku)
  SELECT p.id, 'BENCH-' || ${tag} || '-' || p.id FROM products p WHERE p.slug LIKE ${`bench-${tag}-%`}`);
await db.execute(sql`
  INSERT INTO offers (variant_id, business_id, price, stock)
  SELECT v.id, ${b}, 1000 + v.id * 10, (v.id % 7) FROM variants v
    JOIN products p ON p.id = v.product_id WHERE p.slug LIKE ${`bench-${tag}-%`}`);
const [range] = await queryRows<{ lo: number }>(
  db,
  sql`SELECT min(id) AS lo FROM products WHERE slug LIKE ${`bench-${tag}-%`}`,
);
const lo = range!.lo;

// One order, one package, one item per sale; states spread like a working shop's.
await db.execute(sql`
  CREATE TEMP TABLE bench_sales AS
  SELECT g, at, product_id, total,
         -- Open states only where a working shop has them: in its last days (a few late ones),
         -- return requests waiting only for the last weeks; older items are settled.
         CASE WHEN at > now() - interval '2 days'
                THEN (ARRAY['onay_bekliyor', 'hazirlaniyor', 'kargoya_verildi'])[1 + g % 3]
              WHEN at > now() - interval '6 days'
                THEN (ARRAY['kargoya_verildi', 'teslim_edildi', 'teslim_edildi', 'teslim_edildi',
                            'teslim_edildi', 'teslim_edildi', 'teslim_edildi', 'teslim_edildi',
                            'teslim_edildi', 'hazirlaniyor'])[1 + g % 10]
              WHEN at > now() - interval '20 days'
                THEN (ARRAY['teslim_edildi', 'teslim_edildi', 'teslim_edildi', 'teslim_edildi',
                            'teslim_edildi', 'teslim_edildi', 'teslim_edildi', 'iptal_edildi',
                            'iade_edildi', 'iade_talep_edildi', 'iade_reddedildi'])[1 + g % 11]
              ELSE (ARRAY['teslim_edildi', 'teslim_edildi', 'teslim_edildi', 'teslim_edildi',
                          'teslim_edildi', 'teslim_edildi', 'teslim_edildi', 'teslim_edildi',
                          'iptal_edildi', 'iade_edildi', 'iade_reddedildi'])[1 + g % 11]
         END AS status
    FROM (SELECT g, now() - (random() * interval '400 days') AS at,
                 ${lo} + (g * 7919) % 200 AS product_id, 1000 + (g * 37) % 50000 AS total
            FROM generate_series(1, ${items}) g) s`);
await db.execute(sql`
  INSERT INTO payments (id, user_id, kind, status, provider, amount, created_at)
  SELECT ${`pay_bench_${tag}_`} || g, ${buyer!.id}, 'siparis', 'tamamlandi', 'sandbox', total, at
    FROM bench_sales`);
await db.execute(sql`
  INSERT INTO orders (number, user_id, payment_id, address, items_total, discount_total,
                      shipping_total, grand_total, paid_card, paid_wallet, pre_information,
                      distance_sales_contract, agreements_accepted_at, created_at)
  SELECT ${`B${tag}`} || lpad(g::text, 7, '0'), ${buyer!.id}, ${`pay_bench_${tag}_`} || g,
         -- A whole delivery address, as checkout copies it: the orders list shows and searches
         -- the buyer's name.
         jsonb_build_object(
           'first_name', (ARRAY['Ayşe','Mehmet','Elif','Can','Zeynep','Emre'])[1 + g % 6],
           'last_name', (ARRAY['Yılmaz','Demir','Kaya','Şahin','Çelik'])[1 + g % 5],
           'phone', '+905321234567', 'city', 'Ankara', 'district', 'Çankaya',
           'neighbourhood', 'Kızılay Mah', 'address_line', 'Atatürk Bulvarı No: ' || (g % 200 + 1)),
         total, 0, 0, total, total, 0, '-', '-', at, at
    FROM bench_sales`);
await db.execute(sql`
  INSERT INTO order_packages (order_id, business_id, seller_name, seller_slug, cargo_company,
                              tracking_code, shipping_fee, estimated_from, estimated_to,
                              shipped_at, created_at)
  SELECT o.id, ${b}, 'Bench Mağaza', 'bench', 'yurtici', ${`T${tag}`} || s.g, 0, '-', '-',
         CASE WHEN s.status IN ('onay_bekliyor', 'hazirlaniyor', 'iptal_edildi') THEN NULL
              ELSE s.at + interval '1 day' * (s.g % 4) END, s.at
    FROM bench_sales s JOIN orders o ON o.number = ${`B${tag}`} || lpad(s.g::text, 7, '0')`);
await db.execute(sql`
  INSERT INTO order_items (order_id, package_id, business_id, product_id, slug, title, brand,
                           unit_price, quantity, kdv_rate, line_total, status,
                           return_requested_at, created_at)
  SELECT p.order_id, p.id, ${b}, s.product_id, pr.slug, pr.title, 'Bench', s.total, 1, 20,
         s.total, s.status,
         CASE WHEN s.status LIKE 'iade_%' THEN s.at + interval '5 days' END, s.at
    FROM bench_sales s
    JOIN orders o ON o.number = ${`B${tag}`} || lpad(s.g::text, 7, '0')
    JOIN order_packages p ON p.order_id = o.id
    JOIN products pr ON pr.id = s.product_id`);
await db.execute(sql`
  INSERT INTO product_daily_stats (product_id, day, views, add_to_cart)
  SELECT p.id, d::date, 20 + (p.id * 13 + extract(doy FROM d)::int) % 80, (p.id + extract(doy FROM d)::int) % 9
    FROM products p, generate_series(current_date - 400, current_date, interval '1 day') d
   WHERE p.slug LIKE ${`bench-${tag}-%`}`);
await db.execute(sql`
  INSERT INTO product_questions (product_id, business_id, author_name, body, created_at)
  SELECT ${lo} + g % 200, ${b}, 'A***', 'Soru ' || g, now() - g * interval '1 hour'
    FROM generate_series(1, 40) g`);
// Settled rows, as autovacuum leaves them: statistics and the visibility map.
await db.execute(sql`VACUUM ANALYZE`);

const { sessionId } = await createSession(db, { userId: seller!.id, ip: '127.0.0.1' });
const access = await issueAccessToken(secret, seller!.id, sessionId);
await database.close();
process.stdout.write(`${JSON.stringify({ access, businessId: b })}\n`);
