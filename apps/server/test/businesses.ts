// Test-only: businesses with members, without the application flow.
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/query-rows.ts';
import type { TestContext } from './helper.ts';

export async function createBusiness(
  t: TestContext,
  name: string,
  members: { userId: number; role?: 'owner' | 'staff' }[],
  status: 'beklemede' | 'onaylandi' | 'reddedildi' | 'askida' = 'onaylandi',
): Promise<number> {
  const slug = `${name.toLocaleLowerCase('tr-TR').replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const [b] = await queryRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO businesses (name, slug, legal_name, tax_number, tax_office, city, status)
        VALUES (${name}, ${slug}, ${`${name} Ltd. Şti.`}, '1234567890', 'Kadıköy', 'İstanbul', ${status})
        RETURNING id`,
  );
  for (const m of members)
    await t.database.db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${b!.id}, ${m.userId}, ${m.role ?? 'owner'})`,
    );
  return b!.id;
}
