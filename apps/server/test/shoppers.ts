// Test-only: many signed-in shoppers at once, without the login form (its captcha and password
// hashing would dominate a 200-buyer test). Each gets a real session, access token and CSRF cookie.
import { sql } from 'drizzle-orm';
import { createSession } from '../src/modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../src/modules/accounts/tokens.service.ts';
import { queryRows } from '../src/lib/query-rows.ts';
import { TestClient } from './client.ts';
import type { TestContext } from './helper.ts';

export interface TestShopper {
  id: number;
  client: TestClient;
  addressId: number;
}

export async function createShoppers(
  t: TestContext,
  n: number,
  prefix: string,
): Promise<TestShopper[]> {
  const db = t.database.db;
  const users = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at)
        SELECT ${prefix} || g || '@carsi.test', 'not-a-login', 'Alıcı', 'Test ' || g,
               '+90532' || lpad(g::text, 7, '0'), now()
          FROM generate_series(1, ${n}) g
        RETURNING id`,
  );
  const out: TestShopper[] = [];
  for (const u of users) {
    const [addr] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO addresses (user_id, title, first_name, last_name, phone, city_code, city,
                                 district, neighbourhood, address_line, postal_code, billing_type,
                                 is_default)
          VALUES (${u.id}, 'Ev', 'Alıcı', 'Test', '+905321234567', 34, 'İstanbul', 'Kadıköy',
                  'Caferağa Mah', 'Moda Caddesi No: 12 Daire: 3', '34710', 'bireysel', true)
          RETURNING id`,
    );
    const { sessionId } = await createSession(db, { userId: u.id, ip: '127.0.0.1' });
    const client = new TestClient(t.app);
    client.access = await issueAccessToken(t.config.secret, u.id, sessionId);
    await client.prime();
    out.push({ id: u.id, client, addressId: addr!.id });
  }
  return out;
}
