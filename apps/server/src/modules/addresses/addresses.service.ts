import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { addressInputSchema } from '@carsi/shared';
import { type Address, MAX_ADDRESSES } from '@carsi/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkLocation } from './locations.service.ts';

export const ADDRESS_NOT_FOUND = 'Adres bulunamadı.';
export type ParsedAddressInput = z.output<typeof addressInputSchema>;

type Row = typeof addresses.$inferSelect;

const toAddress = (r: Row): Address => ({
  id: r.id,
  title: r.title,
  first_name: r.firstName,
  last_name: r.lastName,
  phone: r.phone,
  city_code: r.cityCode,
  city: r.city,
  district: r.district,
  neighbourhood: r.neighbourhood,
  address_line: r.addressLine,
  postal_code: r.postalCode,
  billing_type: r.billingType as Address['billing_type'],
  tckn: r.tckn,
  company_name: r.companyName,
  tax_number: r.taxNumber,
  tax_office: r.taxOffice,
  is_default: r.isDefault,
  created_at: r.createdAt.toISOString(),
});

/** Checks the location against the address data and maps the input to columns. */
function toColumns(input: ParsedAddressInput) {
  const { city, errors } = checkLocation(input.city_code, input.district, input.neighbourhood);
  if (city === null || Object.keys(errors).length > 0)
    throw badRequest('Gönderilen bilgiler geçersiz.', errors);
  const kurumsal = input.billing_type === 'kurumsal';
  // Only the fields of the chosen billing type are kept, so a switch leaves no stale data.
  return {
    title: input.title,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    cityCode: input.city_code,
    city,
    district: input.district,
    neighbourhood: input.neighbourhood,
    addressLine: input.address_line,
    postalCode: input.postal_code,
    billingType: input.billing_type,
    tckn: kurumsal ? null : input.tckn,
    companyName: kurumsal ? input.company_name : null,
    taxNumber: kurumsal ? input.tax_number : null,
    taxOffice: kurumsal ? input.tax_office : null,
  };
}

/** Serialises one shopper's address writes (cap, default) by locking their user row. */
async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const unsetDefault = (tx: Tx, userId: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

/** Makes the newest address the default (after the default one was deleted or unset). */
const promoteNewest = (tx: Tx, userId: number, exceptId: number | null) =>
  tx.execute(sql`
    UPDATE addresses SET is_default = true, updated_at = now()
     WHERE id = (SELECT id FROM addresses
                  WHERE user_id = ${userId} ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`}
                  ORDER BY created_at DESC, id DESC LIMIT 1)`);

/** The default address first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/** Adds an address; the first one, or one marked default, becomes the only default. */
export async function createAddress(
  db: Db,
  userId: number,
  input: ParsedAddressInput,
): Promise<Address> {
  const columns = toColumns(input);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const n = count?.n ?? 0;
    if (n >= MAX_ADDRESSES)
      throw conflict('address_limit', `En fazla ${MAX_ADDRESSES} adres kaydedebilirsiniz.`);
    const isDefault = input.is_default || n === 0;
    if (isDefault) await unsetDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...columns, userId, isDefault })
      .returning();
    return toAddress(row!);
  });
}

/**
 * Replaces an address. Marking it default unsets the previous one; unmarking the default hands
 * the role to the newest other address (an only address stays default).
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: ParsedAddressInput,
): Promise<Address> {
  const columns = toColumns(input);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw notFound(ADDRESS_NOT_FOUND);
    let isDefault = current.isDefault;
    if (input.is_default && !current.isDefault) {
      await unsetDefault(tx, userId);
      isDefault = true;
    } else if (!input.is_default && current.isDefault) {
      const [other] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
        .limit(1);
      if (other) isDefault = false;
    }
    const [row] = await tx
      .update(addresses)
      .set({ ...columns, isDefault, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (current.isDefault && !isDefault) await promoteNewest(tx, userId, id);
    return toAddress(row!);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound(ADDRESS_NOT_FOUND);
    if (gone.isDefault) await promoteNewest(tx, userId, null);
  });
}
