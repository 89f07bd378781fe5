// Prepares the bulk price & stock benchmark (bench/bulk-offers.mjs runs it with tsx; like bench-vendor.ts) on a
// migrated, otherwise empty PostgreSQL database: one approved business selling 10,000 published
// products (one variant each, a valid EAN-13 barcode, searchable titles) plus a second business
// offering half of them, summaries refreshed, and one member with a session. Written with
// generate_series, so it takes seconds. Prints JSON: { access, businessId, tag }.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createSession } from '../modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../modules/accounts/tokens.service.ts';
import { refreshProductSummaries } from '../modules/catalog/product-summary.service.ts';
import { queryRows } from '../lib/query-rows.ts';

const n = Number(process.env.BENCH_OFFERS ?? 10_000);
const secret = process.env.APP_SECRET!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const tag = Date.now().toString(36);

const [seller] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
      VALUES (${`toplu-${tag}@carsi.test`}, 'not-a-login', 'Bench', 'Satıcı', now()) RETURNING id`,
);
const businesses = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO businesses (name, slug, legal_name, tax_number, tax_office, city, status)
      SELECT 'Toplu Mağaza ' || g, ${`toplu-${tag}-`} || g, 'Toplu Ltd. Şti.', '1234567890',
             'Kadıköy', 'İstanbul', 'onaylandi'
        FROM generate_series(1, 2) g
      RETURNING id`,
);
const [b, other] = businesses.map((x) => x.id) as [number, number];
await db.execute(
  sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${b}, ${seller!.id}, 'owner')`,
);
const [brand] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO brands (name, slug, status) VALUES ('Toplu', ${`toplu-${tag}`}, 'onaylandi') RETURNING id`,
);
const [cat] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO categories (name, slug, depth, path) VALUES ('Toplu', ${`toplu-${tag}`}, 0, '')
      RETURNING id`,
);
await db.execute(sql`UPDATE categories SET path = id || '/' WHERE id = ${cat!.id}`);
await db.execute(sql`
  INSERT INTO products (slug, title, brand_id, category_id, status, search_text)
  SELECT ${`toplu-${tag}-`} || g, 'Toplu ürün kod' || lpad(to_hex(g), 5, '0'), ${brand!.id},
         ${cat!.id}, 'yayinda', 'toplu urun kod' || lpad(to_hex(g), 5, '0') || ' toplu'
    FROM generate_series(1, ${n}) g`);
// EAN-13 from the 12-digit body 200 + 9-digit product number, with its GS1 check digit.
await db.execute(sql`
  WITH body AS (
    SELECT p.id, '200' || lpad(p.id::text, 9, '0') AS b FROM products p
     WHERE p.slug LIKE ${`toplu-${tag}-%`}
  )
  INSERT INTO variants (product_id, sku, barcode)
  SELECT id, 'TOPLU-' || ${tag} || '-' || id,
         b || ((10 - (SELECT sum(substr(b, i, 1)::int * CASE WHEN i % 2 = 0 THEN 3 ELSE 1 END)
                        FROM generate_series(1, 12) i) % 10) % 10)::text
    FROM body`);
await db.execute(sql`
  INSERT INTO offers (variant_id, business_id, price, list_price, stock)
  SELECT v.id, ${b}, 10000 + v.id, 15000 + v.id, 50
    FROM variants v JOIN products p ON p.id = v.product_id WHERE p.slug LIKE ${`toplu-${tag}-%`}`);
await db.execute(sql`
  INSERT INTO offers (variant_id, business_id, price, stock)
  SELECT v.id, ${other}, 9000 + v.id, 5
    FROM variants v JOIN products p ON p.id = v.product_id
   WHERE p.slug LIKE ${`toplu-${tag}-%`} AND v.id % 2 = 0`);
await refreshProductSummaries(db);
const { sessionId } = await createSession(db, { userId: seller!.id, ip: '127.0.0.1' });
const access = await issueAccessToken(secret, seller!.id, sessionId);
await database.close();
process.stdout.write(`${JSON.stringify({ access, businessId: b, otherId: other, tag })}\n`);
