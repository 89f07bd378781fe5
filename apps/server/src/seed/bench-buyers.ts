// Prepares the checkout benchmark on a seeded database (bench/checkout.mjs runs it with tsx):
// N buyers with a session, an address and a large wallet; 100 offers with plenty of stock.
// Prints JSON: { buyers: [{ access, addressId }], offers: [id…] }.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createSession } from '../modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../modules/accounts/tokens.service.ts';
import { queryRows } from '../lib/query-rows.ts';
import { creditWallet } from '../modules/wallet/wallet.service.ts';

const buyers = Number(process.env.BENCH_BUYERS ?? 50);
const secret = process.env.APP_SECRET!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const users = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at)
      SELECT 'bench' || g || '-' || ${Date.now()} || '@carsi.test', 'not-a-login', 'Bench', 'Alıcı ' || g,
             '+90532' || lpad(g::text, 7, '0'), now()
        FROM generate_series(1, ${buyers}) g RETURNING id`,
);
const out: { access: string; addressId: number }[] = [];
for (const u of users) {
  const [a] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO addresses (user_id, title, first_name, last_name, phone, city_code, city,
                               district, neighbourhood, address_line, billing_type, is_default)
        VALUES (${u.id}, 'Ev', 'Bench', 'Alıcı', '+905321234567', 34, 'İstanbul', 'Kadıköy',
                'Caferağa Mah', 'Moda Caddesi No: 12 Daire: 3', 'bireysel', true) RETURNING id`,
  );
  await db.transaction((tx) =>
    creditWallet(tx, u.id, 'yukleme', 2_000_000_000, { description: 'Bench bakiyesi' }),
  );
  const { sessionId } = await createSession(db, { userId: u.id, ip: '127.0.0.1' });
  out.push({ access: await issueAccessToken(secret, u.id, sessionId), addressId: a!.id });
}
const offers = await queryRows<{ id: number }>(
  db,
  sql`SELECT DISTINCT ON (p.id) o.id FROM offers o JOIN variants v ON v.id = o.variant_id
        JOIN products p ON p.id = v.product_id
       WHERE o.is_active AND v.is_active AND p.status = 'yayinda'
       ORDER BY p.id, o.id LIMIT 100`,
);
await db.execute(sql`UPDATE offers SET stock = 1000000
  WHERE id = ANY(string_to_array(${offers.map((o) => o.id).join(',')}, ',')::int[])`);
await database.close();
process.stdout.write(`${JSON.stringify({ buyers: out, offers: offers.map((o) => o.id) })}\n`);
