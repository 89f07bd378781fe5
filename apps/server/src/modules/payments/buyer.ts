import { sql } from 'drizzle-orm';
import type { OrderAddress } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { Buyer } from './provider.ts';

/** The buyer as a payment provider needs them: account data, the address's TCKN, the IP. */
export async function buyerFor(
  db: DbOrTx,
  userId: number,
  ip: string,
  address: OrderAddress | null,
): Promise<Buyer> {
  const [u] = await queryRows<{
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT first_name, last_name, email, phone, created_at FROM users WHERE id = ${userId}`,
  );
  return {
    id: userId,
    firstName: address?.first_name ?? u?.first_name ?? '',
    lastName: address?.last_name ?? u?.last_name ?? '',
    email: u?.email ?? '',
    phone: address?.phone ?? u?.phone ?? null,
    identityNumber: address?.tckn ?? null,
    ip,
    registeredAt: new Date(u?.created_at ?? Date.now()),
  };
}
